import { passwordFormProblem } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

const PROBLEM_TEXT = {
  too_short: 'm1_password_too_short',
  not_equal: 'm1_password_not_equal',
  old_too_short: 'm1_password_old_too_short',
} as const;

/**
 * The password form (spec/2 §2 'Password reset or change form', §5): new password at least 8 and equal to
 * its repeat, the old one too when changing one that exists; an invalid form shows a hint and cannot be sent,
 * nor can a busy one. `email` shows read-only (the reset page's). `submit` throws to show a refusal.
 */
export function PasswordForm({
  title,
  withOld,
  email,
  submit,
  headingLevel = 2,
}: {
  title: string;
  withOld: boolean;
  email?: string;
  submit: (next: string, old?: string) => Promise<void>;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = passwordFormProblem(withOld ? { next, repeat, old } : { next, repeat });
  const touched = next !== '' || repeat !== '' || old !== '';
  const Heading = `h${headingLevel}` as const;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError('');
    try {
      await submit(next, withOld ? old : undefined);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" aria-labelledby={titleId} onSubmit={(e) => void send(e)} noValidate>
      <Heading id={titleId} className="card__title">
        {title}
      </Heading>
      {email !== undefined ? (
        <label className="field">
          <span className="field__label">{t('m1_login_email')}</span>
          <input type="email" value={email} readOnly autoComplete="username" />
        </label>
      ) : null}
      {withOld ? (
        <label className="field">
          <span className="field__label">{t('m1_password_old')}</span>
          <input
            type="password"
            autoComplete="current-password"
            value={old}
            onChange={(e) => setOld(e.target.value)}
          />
        </label>
      ) : null}
      <label className="field">
        <span className="field__label">{t('m1_password_new')}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={next}
          aria-invalid={touched && problem === 'too_short'}
          onChange={(e) => setNext(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('m1_password_repeat')}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={repeat}
          aria-invalid={touched && problem === 'not_equal'}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </label>
      {touched && problem ? <p className="field__hint">{t(PROBLEM_TEXT[problem])}</p> : null}
      <button type="submit" className="button" disabled={problem !== null || busy}>
        {t('m1_password_save')}
      </button>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

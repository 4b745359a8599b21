import { REGISTER_NAME_MIN_LENGTH, REGISTRATION_STEPS, ZEmail } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { accounts } from '../api/accounts.ts';

/**
 * Registration in 3 steps (spec/2 §4 'Register': form, creating, confirmation message; §5: valid e-mail, first
 * and last name at least 2): the confirmation link goes to the e-mail, the password is chosen where it lands.
 */
export function RegisterForm({ lang }: { lang: 'es' | 'en' }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [email, setEmail] = useState('');
  const [nm, setNm] = useState('');
  const [ln, setLn] = useState('');
  const [error, setError] = useState('');
  const validEmail = ZEmail.safeParse(email).success;
  const namesOk =
    nm.trim().length >= REGISTER_NAME_MIN_LENGTH && ln.trim().length >= REGISTER_NAME_MIN_LENGTH;
  const stepLine = <p className="muted">{t('p1_register_step', { n: step, total: REGISTRATION_STEPS })}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validEmail || !namesOk) return;
    setError('');
    setStep(2);
    try {
      await accounts.register(email.trim(), nm.trim(), ln.trim(), lang);
      setStep(3);
    } catch (e) {
      setError(errorMessage(e));
      setStep(1);
    }
  };

  if (step === 2)
    return (
      <div className="form-stack">
        {stepLine}
        <p role="status">{t('m1_register_creating')}</p>
      </div>
    );
  if (step === 3)
    return (
      <div className="form-stack">
        {stepLine}
        <h3 className="card__title">{t('m1_register_done_title')}</h3>
        <p role="status">{t('p1_register_done', { email: email.trim() })}</p>
      </div>
    );
  return (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
      {stepLine}
      <label className="field">
        <span className="field__label">{t('m1_login_email')}</span>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={email !== '' && !validEmail}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <div className="field-row">
        <label className="field">
          <span className="field__label">{t('m1_first_name')}</span>
          <input autoComplete="given-name" value={nm} onChange={(e) => setNm(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('m1_last_name')}</span>
          <input autoComplete="family-name" value={ln} onChange={(e) => setLn(e.target.value)} />
        </label>
      </div>
      {(nm !== '' || ln !== '') && !namesOk ? (
        <p className="field__hint">{t('m1_register_names_short')}</p>
      ) : null}
      <button type="submit" className="button" disabled={!validEmail || !namesOk}>
        {t('m1_register_submit')}
      </button>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { Module, ZEmail } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { accounts } from '../api/accounts.ts';

/** Forgot password (spec/2 §4 'Forgot': waiting, then sent; §5: a valid e-mail): a reset link is mailed. */
export function ForgotForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const valid = ZEmail.safeParse(email).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError('');
    try {
      await accounts.requestPasswordReset(email.trim(), Module.diner);
      setSent(true);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <p role="status">{t('p1_forgot_sent', { email: email.trim() })}</p>;
  return (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t('m1_forgot_intro')}</p>
      <label className="field">
        <span className="field__label">{t('m1_login_email')}</span>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={email !== '' && !valid}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={!valid || busy}>
        {t('m1_forgot_send')}
      </button>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { Module } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { accounts, messageOf } from '../api/clients.ts';
import { useStaffSession } from '../store/staff-session.ts';

/** E-mail code sign-in for module 9000 (spec/3 §4 'Staff gating': without a role the login is refused). */
export function SignInForm() {
  const { t, i18n } = useTranslation();
  const signIn = useStaffSession((s) => s.signIn);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent, step: () => Promise<void>) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await step();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const send = (e: FormEvent) =>
    run(e, async () => {
      await accounts.requestLoginCode(email, i18n.language === 'en' ? 'en' : 'es');
      setSent(true);
    });
  const enter = (e: FormEvent) =>
    run(e, async () => {
      const answer = await accounts.login(email, code, Module.admin);
      signIn(answer.tot1);
    });

  return (
    <form className="staff-form" onSubmit={sent ? enter : send}>
      <label className="staff-field">
        <span>{t('m9000_email')}</span>
        <input
          type="email"
          required
          autoComplete="email"
          value={email}
          readOnly={sent}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      {sent ? (
        <>
          <p role="status">{t('m9000_code_sent')}</p>
          <label className="staff-field">
            <span>{t('m9000_login_code')}</span>
            <input
              required
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="staff-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {sent ? t('m9000_sign_in') : t('m9000_send_code')}
      </button>
    </form>
  );
}

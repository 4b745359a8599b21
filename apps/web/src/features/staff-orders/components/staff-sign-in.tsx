import { Module } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { messageOf, staffAccounts } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';

/**
 * E-mail code sign-in for the kitchen module (spec/3 §4 'Staff gating'): the server refuses an account
 * without a role for module 5000, and its message is shown as it comes.
 */
export function StaffSignIn() {
  const { t, i18n } = useTranslation();
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
  return (
    <form
      className="card form-stack staff-board__signin"
      onSubmit={(e) =>
        void run(e, async () => {
          if (!sent) {
            await staffAccounts.requestLoginCode(email.trim(), i18n.language === 'en' ? 'en' : 'es');
            setSent(true);
          } else {
            const answer = await staffAccounts.login(
              email.trim(),
              code.replace(/\s+/g, '').toUpperCase(),
              Module.kitchen,
            );
            boardStore.getState().signIn(answer.tot1);
          }
        })
      }
    >
      <label className="field">
        <span className="field__label">{t('m9000_email')}</span>
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
          <label className="field">
            <span className="field__label">{t('m9000_login_code')}</span>
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
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {sent ? t('m9000_sign_in') : t('m9000_send_code')}
      </button>
    </form>
  );
}

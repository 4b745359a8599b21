import type { AccountsClient } from '@comanda/api-client';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../lib/error-message.ts';

/** The class names of the page the form sits in: each staff page keeps its own look. */
export type StaffSignInClasses = { form: string; field: string; label?: string; error: string };

/**
 * E-mail code sign-in for a staff module (spec/3 §4 'Staff gating'): the server refuses an account without
 * a role for `module`, and its message is shown as it comes. The token goes to `onSignedIn`.
 */
export function StaffCodeSignIn(props: {
  module: number;
  accounts: Pick<AccountsClient, 'requestLoginCode' | 'login'>;
  onSignedIn: (token: string) => void;
  classes: StaffSignInClasses;
}) {
  const { module, accounts, onSignedIn, classes } = props;
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      if (!sent) {
        await accounts.requestLoginCode(email.trim(), i18n.language === 'en' ? 'en' : 'es');
        setSent(true);
      } else {
        const answer = await accounts.login(email.trim(), code.replace(/\s+/g, '').toUpperCase(), module);
        onSignedIn(answer.tot1);
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(e) => void submit(e)}>
      <label className={classes.field}>
        <span className={classes.label}>{t('m9000_email')}</span>
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
          <label className={classes.field}>
            <span className={classes.label}>{t('m9000_login_code')}</span>
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
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {sent ? t('m9000_sign_in') : t('m9000_send_code')}
      </button>
    </form>
  );
}

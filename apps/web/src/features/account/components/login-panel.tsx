import { errorMessage } from '../../../lib/error-message.ts';
import './account.css';
import { ApiError } from '@comanda/api-client';
import { Module, ZEmail, ZLoginCode } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { accounts } from '../api/accounts.ts';
import { sessionStore } from '../store/session-store-instance.ts';

/**
 * The one-time-code sign-in (spec/2 §2 'Sign-in', §4 'Login', §5, §8): an e-mail, then the code sent to
 * it (at least 6 characters, uppercased and stripped), with 'Reenviar código'. The server's refusals are
 * shown as they come ('Código inválido', 'Código expirado').
 */
export function LoginPanel({
  onSignedIn,
  headingLevel = 2,
  guestSlot,
}: {
  onSignedIn?: () => void;
  headingLevel?: 1 | 2;
  /** The anonymous guest button, where the diner may order without an account (spec/2 §2, §4). */
  guestSlot?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);
  const validEmail = ZEmail.safeParse(email).success;
  const parsedCode = ZLoginCode.safeParse(code);
  const Heading = `h${headingLevel}` as const;

  const run = async (task: () => Promise<void>) => {
    setError('');
    setInfo('');
    setBusy(true);
    try {
      await task();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!validEmail) return;
    void run(async () => {
      await accounts.requestLoginCode(email.trim(), lang);
      setStep('code');
    });
  };
  const resend = () =>
    run(async () => {
      await accounts.requestLoginCode(email.trim(), lang);
      setCode('');
      setInfo(t('m1_login_resent'));
    });
  const enter = (event: FormEvent) => {
    event.preventDefault();
    if (!parsedCode.success) {
      setError(t('m1_login_code_invalid'));
      return;
    }
    void run(async () => {
      try {
        const answer = await accounts.login(email.trim(), parsedCode.data, Module.diner);
        sessionStore.getState().signIn(answer);
        onSignedIn?.();
      } catch (e) {
        // 18432 is an expired code (spec/2 §8): the resend button is right below.
        if (e instanceof ApiError && e.code === '18432') setCode('');
        throw e;
      }
    });
  };

  return (
    <section className="login-panel card" aria-labelledby={titleId}>
      <Heading id={titleId} className="card__title">
        {t('m1_login_title')}
      </Heading>
      <p className="muted">{t('m1_login_intro')}</p>
      {step === 'email' ? (
        <form className="form-stack" onSubmit={send} noValidate>
          <label className="field">
            <span className="field__label">{t('m1_login_email')}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              aria-invalid={email !== '' && !validEmail}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={!validEmail || busy}>
            {t('m1_login_send')}
          </button>
        </form>
      ) : (
        <form className="form-stack" onSubmit={enter} noValidate>
          <p role="status">{t('p1_login_code_sent', { email: email.trim() })}</p>
          <label className="field">
            <span className="field__label">{t('m1_login_code')}</span>
            <input
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
          </label>
          <button type="submit" className="button" disabled={!parsedCode.success || busy}>
            {t('m1_login_enter')}
          </button>
          <div className="row-actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void resend()}
            >
              {t('m1_login_resend')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setStep('email');
                setCode('');
                setError('');
              }}
            >
              {t('m1_login_change_email')}
            </button>
          </div>
        </form>
      )}
      {info ? <p role="status">{info}</p> : null}
      {guestSlot}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

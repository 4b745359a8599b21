import { errorMessage } from '../../../lib/error-message.ts';
import './account.css';
import { ApiError } from '@comanda/api-client';
import { Module, PASSWORD_LOGIN_MIN_LENGTH, type TLoginAnswer, ZEmail, ZLoginCode } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { accounts } from '../api/accounts.ts';
import { sessionStore } from '../store/session-store-instance.ts';
import { ForgotForm } from './forgot-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

type Mode = 'login' | 'forgot' | 'register';

/**
 * The login panel (spec/2 §2 'Sign-in', §4 'Login', §5, §8), the same on its page, in a modal and in the cart:
 * modes login, forgot password and register (forgot and register toggle back to login). Login is the e-mail
 * and password (Enter in the e-mail moves to the password, Enter there signs in; 'Error en email o
 * contraseña') or the one-time code sent to the e-mail (at least 6 characters, uppercased and stripped,
 * with 'Reenviar código'; 'Código inválido', 'Código expirado'), or a social provider's button (social-buttons.tsx).
 */
export function LoginPanel({
  onSignedIn,
  headingLevel = 2,
  guestSlot,
  returnTo,
}: {
  onSignedIn?: () => void;
  headingLevel?: 1 | 2;
  /** Where a social sign-in, which leaves the site, comes back to: this page by default. */
  returnTo?: string;
  /** The anonymous guest button, where the diner may order without an account (spec/2 §2, §4). */
  guestSlot?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const validEmail = ZEmail.safeParse(email).success;
  const parsedCode = ZLoginCode.safeParse(code);
  const passwordOk = validEmail && password.length >= PASSWORD_LOGIN_MIN_LENGTH;
  const Heading = `h${headingLevel}` as const;
  const lang = i18n.language === 'en' ? 'en' : 'es';

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
  const signedIn = (answer: TLoginAnswer) => {
    sessionStore.getState().signIn(answer);
    onSignedIn?.();
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    setError('');
    setInfo('');
  };
  // spec/2 §2: Enter in the e-mail field moves to the password field.
  const emailKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    passwordRef.current?.focus();
  };
  const enterWithPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!passwordOk || busy) return;
    void run(async () => signedIn(await accounts.loginWithPassword(email.trim(), password, Module.diner)));
  };
  const sendCode = () => {
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
  const enterWithCode = (event: FormEvent) => {
    event.preventDefault();
    if (!parsedCode.success) {
      setError(t('m1_login_code_invalid'));
      return;
    }
    void run(async () => {
      try {
        signedIn(await accounts.login(email.trim(), parsedCode.data, Module.diner));
      } catch (e) {
        // 18432 is an expired code (spec/2 §8): the resend button is right below.
        if (e instanceof ApiError && e.code === '18432') setCode('');
        throw e;
      }
    });
  };

  const title = { login: 'm1_login_title', forgot: 'm1_forgot_title', register: 'm1_register_title' }[mode];
  return (
    <section className="login-panel card" aria-labelledby={titleId}>
      <Heading id={titleId} className="card__title">
        {t(title)}
      </Heading>
      {mode === 'forgot' ? <ForgotForm initialEmail={email} /> : null}
      {mode === 'register' ? <RegisterForm lang={lang} /> : null}
      {mode !== 'login' ? (
        <button type="button" className="button button--ghost" onClick={() => switchMode('login')}>
          {t('m1_login_back')}
        </button>
      ) : step === 'email' ? (
        <>
          <p className="muted">{t('m1_login_intro')}</p>
          <form className="form-stack" onSubmit={enterWithPassword} noValidate>
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
                onKeyDown={emailKey}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('m1_login_password')}</span>
              <input
                ref={passwordRef}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <button type="submit" className="button" disabled={!passwordOk || busy}>
              {t('m1_login_with_password')}
            </button>
            <p className="muted">{t('m1_login_or_code')}</p>
            <button
              type="button"
              className="button button--ghost"
              disabled={!validEmail || busy}
              onClick={sendCode}
            >
              {t('m1_login_send')}
            </button>
          </form>
          <div className="row-actions">
            <button type="button" className="button button--ghost" onClick={() => switchMode('forgot')}>
              {t('m1_login_forgot')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => switchMode('register')}>
              {t('m1_login_register')}
            </button>
          </div>
          <SocialButtons returnTo={returnTo} />
        </>
      ) : (
        <form className="form-stack" onSubmit={enterWithCode} noValidate>
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
      {mode === 'login' ? guestSlot : null}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

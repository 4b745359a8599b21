import { Module } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accounts } from '../api/accounts.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { PasswordForm } from './password-form.tsx';

/** 'done' stands for a code once used (spec/2 §2 ProfileCreated): a reload does not spend it again. */
const USED_CODE = 'done';

function Notice({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <p role={error ? 'alert' : 'status'} className={error ? 'notice notice--error' : 'notice'}>
      {text}
    </p>
  );
}

/**
 * /l/profilecreated/{code} (spec/2 §2, §4 'Register'): the registration's mailed link confirms the account and
 * signs it in, then the diner chooses a password; the address becomes /l/profilecreated/done.
 */
export function ProfileCreatedPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const [state, setState] = useState<'checking' | 'form' | 'done' | 'error'>(
    code === USED_CODE ? 'done' : 'checking',
  );
  const [error, setError] = useState('');
  const asked = useRef(false);
  useDocumentTitle(t('m1_created_title'));
  useEffect(() => {
    if (code === USED_CODE || asked.current) return;
    asked.current = true;
    accounts.confirmRegistration(code).then(
      (answer) => {
        sessionStore.getState().signIn(answer);
        setState('form');
        void navigate(`/l/profilecreated/${USED_CODE}`, { replace: true });
      },
      (e: unknown) => {
        setError(errorMessage(e));
        setState('error');
      },
    );
  }, [code, navigate]);
  const needsPassword = state === 'form' || (state === 'done' && profile !== null && profile.pwd === false);

  return (
    <section className="page account-page">
      <div className="card login-panel">
        {state === 'checking' ? <Notice text={t('m1_created_checking')} /> : null}
        {state === 'error' ? <Notice text={error} error /> : null}
        {needsPassword ? (
          <>
            <h1 className="card__title">{t('m1_created_title')}</h1>
            <p className="muted">{t('m1_created_intro')}</p>
            <PasswordForm
              title={t('m1_password_set_title')}
              withOld={false}
              submit={async (next) => {
                await accounts.changePassword(next);
                await sessionStore.getState().refresh();
                setState('done');
              }}
            />
          </>
        ) : null}
        {state === 'done' && !needsPassword ? (
          <>
            <h1 className="card__title">{t('m1_created_title')}</h1>
            <Notice text={t('m1_created_done')} />
            <Link to="/l/profile" className="button">
              {t('m1_account_title')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * /l/pwdreset/{code}/{tag} (spec/2 §2, §4 'Password reset page'): checking the link, then the form (the
 * e-mail read-only), then changed or error ('Error en los datos o link caducado…', or the password's own).
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { code = '', tag = '' } = useParams();
  const [state, setState] = useState<'checking' | 'form' | 'changed' | 'error'>('checking');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  useDocumentTitle(t('m1_reset_title'));
  useEffect(() => {
    let live = true;
    accounts.checkResetLink(code, tag).then(
      (link) => {
        if (!live) return;
        setEmail(link.email);
        setState('form');
      },
      (e: unknown) => {
        if (!live) return;
        setError(errorMessage(e));
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [code, tag]);

  return (
    <section className="page account-page">
      <div className="card login-panel">
        {state === 'checking' ? <Notice text={t('m1_reset_checking')} /> : null}
        {state === 'form' ? (
          <PasswordForm
            headingLevel={1}
            title={t('m1_reset_title')}
            withOld={false}
            email={email}
            submit={async (next) => {
              await accounts.resetPassword(email, next, code, tag, Module.diner);
              setState('changed');
            }}
          />
        ) : null}
        {state === 'changed' || state === 'error' ? (
          <>
            <h1 className="card__title">{t('m1_reset_title')}</h1>
            {state === 'changed' ? <Notice text={t('m1_reset_done')} /> : <Notice text={error} error />}
            <Link to="/l/profilelogin" className="button">
              {t('m1_reset_go_login')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}

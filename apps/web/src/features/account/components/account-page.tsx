import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { needsName } from '../store/session-store.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { AddressBook } from './address-book.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';
import { LoginPanel } from './login-panel.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Where a sign-in sends the diner back to: a same-site path from ?next=, else the account. */
export function nextPath(search: string, fallback = '/l/profile'): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/** /l/profilelogin (spec/2 §2 'ProfileLogin'): sign in, complete the profile, go back where the diner was. */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile);
  const token = useSession((s) => s.token);
  useDocumentTitle(t('m1_login_title'));
  const done = () => navigate(nextPath(search), { replace: true });
  return (
    <div className="page account-page">
      <LoginPanel
        headingLevel={1}
        onSignedIn={() => (needsName(sessionStore.getState().profile) ? undefined : done())}
      />
      {token && needsName(profile) ? <CompleteProfileDialog onDone={done} /> : null}
    </div>
  );
}

/** /l/profile (spec/2 §2 'Profile'): personal data, addresses, orders and logout; the login when signed out. */
export function AccountPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const notice = useSession((s) => s.notice);
  useDocumentTitle(t('m1_account_title'));
  // 'Sesion Cerrada' (spec/3 §8 'Session closed': a success notice) once the session ended, by logout or refusal.
  useEffect(() => {
    if (notice !== 'closed') return;
    notify(t('m1_session_closed'));
    sessionStore.getState().clearNotice();
  }, [notice, t]);
  return (
    <section className="page account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('m1_account_title')}</h1>
      {!token ? (
        <LoginPanel />
      ) : (
        <>
          {profile ? <ProfileForm key={profile.id} /> : null}
          <section className="card" aria-labelledby={`${titleId}-ad`}>
            <h2 id={`${titleId}-ad`} className="card__title">
              {t('m1_account_addresses')}
            </h2>
            <AddressBook />
          </section>
          <div className="row-actions">
            <Link to="/l/cartc" className="button button--ghost">
              {t('m1_account_orders')}
            </Link>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void sessionStore.getState().logout()}
            >
              {t('m1_logout')}
            </button>
          </div>
          {needsName(profile) ? <CompleteProfileDialog /> : null}
        </>
      )}
    </section>
  );
}

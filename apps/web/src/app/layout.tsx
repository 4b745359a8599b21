import { useTranslation } from '@comanda/i18n/react';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { Link } from '../lib/router/index.ts';
import { onSessionChange, storedSession } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';

// Only a signed-in diner downloads the bell and the account menu.
const HeaderAccount = lazy(() => import('./more-routes/more-routes.tsx').then((m) => m.loadHeaderAccount()));

/** Header with the way home, the account (or sign-in link) and the language switch, the page, and a footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSyncExternalStore(onSessionChange, storedSession) !== null;
  useScrollToTop();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('m1_skip_to_content')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            <span className="site-header__mark" aria-hidden="true">
              C
            </span>
            {t('m1_app_name')}
          </Link>
          {signedIn ? (
            <Suspense fallback={null}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <Link to="/l/profile" className="site-header__account">
              {t('m1_sign_in')}
            </Link>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {t('m1_app_name')} · {t('m1_footer')}
        </p>
      </footer>
    </>
  );
}

import { useTranslation } from '@comanda/i18n/react';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Notifications } from '../components/notifications.tsx';
import { onSessionChange, storedSession } from '../lib/session.ts';
import { signInPath } from '../lib/sign-in-path.ts';
import { LanguageSwitch } from './language-switch.tsx';

// Only a signed-in diner downloads the bell and the account menu.
const HeaderAccount = lazy(() =>
  import('./more-routes/header-account.tsx').then((m) => ({ default: m.HeaderAccount })),
);
// The side menu (issue 16 item 5) loads when the diner opens it.
const SideMenu = lazy(() => import('./side-menu/side-menu.tsx').then((m) => ({ default: m.SideMenu })));

/**
 * The root route: the site's frame around the current page. A new page starts at its top and back/forward
 * returns to where the diner was (react-router's ScrollRestoration); pages that load their list again, like
 * the nearby list, put the diner back themselves. While the next page's code and data load, the current
 * page stays, marked busy.
 */
export function Layout() {
  const busy = useNavigation().state !== 'idle';
  return (
    <SiteFrame busy={busy}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SiteFrame>
  );
}

/** The frame without a page, shown while the first page's code and data arrive. */
export function LayoutShell() {
  return <SiteFrame busy />;
}

const noSession = () => null;

/** Header with the way home, the account (or sign-in link) and the language switch, the page, and a footer. */
function SiteFrame({ busy, children }: { busy: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  // The server knows no session: it draws the signed-out header, and so does the hydrating render.
  const signedIn = useSyncExternalStore(onSessionChange, storedSession, noSession) !== null;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('m1_skip_to_content')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <button
            type="button"
            className="site-header__menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('m1_side_menu_open')}</span>
          </button>
          <Link to="/" className="site-header__brand">
            <span className="site-header__mark" aria-hidden="true">
              C
            </span>
            <span className="site-header__name">{t('m1_app_name')}</span>
          </Link>
          {signedIn ? (
            <Suspense fallback={null}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <Link to={signInPath(location)} className="site-header__account">
              {t('m1_sign_in')}
            </Link>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {t('m1_app_name')} · {t('m1_footer')}
        </p>
      </footer>
      <Notifications />
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

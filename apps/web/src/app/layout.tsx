import { useTranslation } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { Link } from '../lib/router/index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';

/** Header with the way home and the language switch, the page, and a footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
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

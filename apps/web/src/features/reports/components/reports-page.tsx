import { useTranslation } from '@comanda/i18n/react';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accounts } from '../api/clients.ts';
import { ReportBrowser } from './report-browser.tsx';
import { ReportsSignIn } from './sign-in.tsx';
import './reports.css';

/**
 * /staff/reports: what a manager reads at closing (issue 13 item 4) — a venue's orders, revenue, tips,
 * discounts and cancellations by day, channel and payment method, orders per hour, and the CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const token = useAdminSession((s) => s.token);
  useDocumentTitle(t('m9000_reports_title'));
  const signOut = async () => {
    try {
      await accounts.logout();
    } catch {
      // The session is forgotten here either way.
    }
    useAdminSession.getState().reset();
  };
  return (
    <section className="reports" aria-labelledby="reports-title">
      <header className="reports-head">
        <h1 id="reports-title">{t('m9000_reports_title')}</h1>
        {token ? (
          <button type="button" className="button" onClick={() => void signOut()}>
            {t('m9000_sign_out')}
          </button>
        ) : null}
      </header>
      {token ? (
        <ReportBrowser />
      ) : (
        <>
          <p>{t('m9000_reports_intro')}</p>
          <ReportsSignIn />
        </>
      )}
    </section>
  );
}

import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DeviceList } from './device-list.tsx';
import { PairForm } from './pair-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import './staff-kiosks.css';

/**
 * /staff/kiosks: a technician (module 9000) pairs a kiosk with the code on its screen, and sees the
 * restaurant's devices — last contact, version, printer — and revokes one (issue 12 item 6).
 */
export function StaffKiosksPage() {
  const { t } = useTranslation();
  const token = useAdminSession((s) => s.token);
  useDocumentTitle(t('m9000_kiosks_title'));
  return (
    <section className="staff-kiosks" aria-labelledby="staff-kiosks-title">
      <h1 id="staff-kiosks-title">{t('m9000_kiosks_title')}</h1>
      <p>{t('m9000_kiosks_intro')}</p>
      <p>
        <Link to="/staff/reports">{t('m9000_reports_link')}</Link>
      </p>
      {token ? (
        <>
          <PairForm />
          <DeviceList />
        </>
      ) : (
        <SignInForm />
      )}
    </section>
  );
}

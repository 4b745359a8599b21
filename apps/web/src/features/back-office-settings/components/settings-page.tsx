import type { TVenueSettings } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useCallback, useEffect, useState } from 'react';
import { ChangeHistory } from '../../../components/change-history.tsx';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { backOffice } from '../../../lib/back-office.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BookingsSection } from './bookings-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { CouponsSection } from './coupons-section.tsx';
import { HoursSection } from './hours-section.tsx';
import { KioskSection } from './kiosk-section.tsx';
import { KitchenScreensSection } from './kitchen-screens-section.tsx';
import { KitchenSection } from './kitchen-section.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';
import { StaffSection } from './staff-section.tsx';
import { TableServiceSection } from './table-service-section.tsx';
import { TablesSection } from './tables-section.tsx';
import { WebOrderingSection } from './web-ordering-section.tsx';
import './settings.css';

/**
 * A venue's settings, one section each (issue 13 item 3): each saves on its own, through the same contracts
 * and checks as an import; a refusal is shown in the section and changes nothing. Below them, the history of
 * the settings' changes (who, when, what), read again after each save.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const ir = useAdminSession((s) => s.venue);
  const [settings, setSettings] = useState<TVenueSettings | null>(null);
  const [error, setError] = useState('');
  useDocumentTitle(t('m9000_bo_settings'));

  const reload = useCallback(async () => {
    if (!ir) return;
    try {
      setSettings(await backOffice.settings(ir));
      setError('');
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [ir]);
  useEffect(() => {
    setSettings(null);
    void reload();
  }, [reload]);

  if (error) {
    return (
      <p role="alert" className="bo-error">
        {error}
      </p>
    );
  }
  if (!settings || settings.ir !== ir) return <p role="status">{t('m9000_set_loading')}</p>;
  return (
    <div key={settings.ir}>
      <h2 className="set-venue">
        {t('m9000_bo_settings')}: {settings.nombre}
      </h2>
      <p>{t('m9000_bo_intro')}</p>
      <HoursSection settings={settings} onSaved={reload} />
      <BookingsSection settings={settings} onSaved={reload} />
      <TablesSection settings={settings} onSaved={reload} />
      <PaymentMethodsSection settings={settings} onSaved={reload} />
      <WebOrderingSection settings={settings} onSaved={reload} />
      <KioskSection settings={settings} onSaved={reload} />
      <KitchenSection settings={settings} onSaved={reload} />
      <TableServiceSection settings={settings} onSaved={reload} />
      <ContactSection settings={settings} onSaved={reload} />
      <CouponsSection ir={settings.ir} />
      <StaffSection ir={settings.ir} />
      <KitchenScreensSection ir={settings.ir} il={settings.il} />
      <section className="set-section" aria-labelledby="set-history">
        <h3 id="set-history">{t('m9000_ch_title')}</h3>
        <ChangeHistory ir={settings.ir} area="settings" version={settings.version} />
      </section>
    </div>
  );
}

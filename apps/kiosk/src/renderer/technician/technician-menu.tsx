import { useTranslation } from '@comanda/i18n/react';
import type { TPrinterState } from '@comanda/kiosk-device/bridge/printer-status.ts';
import { useCallback, useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';
import { ConfirmDialog } from '../common/confirm-dialog.tsx';
import { PrinterStatusPanel, StatusRows } from '../test-print/printer-status-panel.tsx';
import { TestPrintPanel } from '../test-print/test-print-panel.tsx';
import '../test-print/test-print.css';
import { clearAndReload } from './clear-data.ts';

type About = { version: string; server: string; device: string; restaurant: string };

/** Who this totem is, as the device and the platform say it; any part that cannot be read says so. */
async function readAbout(notPaired: string): Promise<About> {
  const [info, identity, portal, restaurant] = await Promise.all([
    bridge.device.info().catch(() => null),
    bridge.device.identity().catch(() => null),
    bridge.device.portal().catch(() => null),
    bridge.platform.restaurant().catch(() => null),
  ]);
  return {
    version: info ? `${info.version} (${info.shell})` : '—',
    server: info?.serverUrl ?? '—',
    device: identity
      ? `${identity.nm} · ${identity.iu}`
      : portal
        ? `${portal.name} · ${portal.iu}`
        : notPaired,
    restaurant: restaurant
      ? `${restaurant.nombre} · ${restaurant.simpleId}`
      : identity
        ? `${identity.ir} · ${identity.sid}`
        : notPaired,
  };
}

/**
 * The technician menu (issue 12 item 6), opened by the hidden gesture and the PIN: app version, device and
 * restaurant, the printer's status and a test print at a chosen paper width, reload, and clear local data.
 */
export function TechnicianMenu({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [about, setAbout] = useState<About | null>(null);
  const [status, setStatus] = useState<TPrinterState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [clearFailed, setClearFailed] = useState(false);

  const refresh = useCallback(async () => {
    setStatus(await bridge.printer.status().catch(() => null));
  }, []);
  useEffect(() => {
    void readAbout(t('m2000_tech_not_paired')).then(setAbout);
    void refresh();
  }, [refresh, t]);

  const rows: [string, string][] = about
    ? [
        [t('m2000_tech_version'), about.version],
        [t('m2000_tech_device'), about.device],
        [t('m2000_tech_restaurant'), about.restaurant],
        [t('m2000_tech_server'), about.server],
      ]
    : [];

  return (
    <main className="technician test-print" aria-labelledby="technician-title">
      <h1 id="technician-title">{t('m2000_tech_title')}</h1>
      <div className="technician-actions">
        <button type="button" className="big-button" onClick={onClose}>
          {t('m2000_tech_close')}
        </button>
      </div>
      <section aria-labelledby="technician-about">
        <h2 id="technician-about">{t('m2000_tech_about')}</h2>
        {about ? <StatusRows rows={rows} testId="technician-about" /> : <p>{t('m2000_loading')}</p>}
      </section>
      <section aria-labelledby="printer-status-title">
        <h2 id="printer-status-title">{t('m2000_printer_status')}</h2>
        {status ? <PrinterStatusPanel status={status} /> : <p>{t('m2000_loading')}</p>}
        <div className="technician-actions">
          <button type="button" className="big-button big-button--quiet" onClick={() => void refresh()}>
            {t('m2000_printer_refresh')}
          </button>
        </div>
      </section>
      <section aria-labelledby="technician-test-print">
        <h2 id="technician-test-print">{t('m2000_test_print_title')}</h2>
        <TestPrintPanel onStatus={setStatus} />
      </section>
      <section aria-labelledby="technician-actions">
        <h2 id="technician-actions">{t('m2000_tech_actions')}</h2>
        <div className="technician-actions">
          <button
            type="button"
            className="big-button big-button--quiet"
            onClick={() => window.location.reload()}
          >
            {t('m2000_tech_reload')}
          </button>
          <button type="button" className="big-button big-button--quiet" onClick={() => setConfirming(true)}>
            {t('m2000_tech_clear')}
          </button>
        </div>
        {clearFailed ? (
          <p role="alert" className="pin-entry-error">
            {t('m2000_tech_clear_failed')}
          </p>
        ) : null}
      </section>
      {confirming ? (
        <ConfirmDialog
          question={t('m2000_tech_clear_confirm')}
          yes={t('m2000_tech_clear_yes')}
          no={t('m2000_tech_keep')}
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void clearAndReload().then((done) => setClearFailed(!done));
          }}
        />
      ) : null}
    </main>
  );
}

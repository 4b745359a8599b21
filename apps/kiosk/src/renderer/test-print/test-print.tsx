import { useTranslation } from '@comanda/i18n/react';
import type { TPrinterState } from '@comanda/kiosk-device/bridge/printer-status.ts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { PrinterStatusPanel } from './printer-status-panel.tsx';
import { TestPrintPanel } from './test-print-panel.tsx';
import '../technician/technician.css';
import './test-print.css';

/**
 * /testPrint (spec/3 §2), for technicians: the test ticket at a chosen paper width and the printer's
 * status. Nothing here blocks: a printer that does not answer leaves the ticket queued and says so.
 */
export function TestPrint() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<TPrinterState | null>(null);

  const refresh = useCallback(async () => {
    setStatus(await bridge.printer.status().catch(() => null));
  }, []);
  useEffect(() => void refresh(), [refresh]);

  return (
    <main className="test-print" aria-labelledby="test-print-title">
      <h1 id="test-print-title">{t('m2000_test_print_title')}</h1>
      <div className="test-print-actions">
        <button type="button" className="big-button big-button--quiet" onClick={() => void refresh()}>
          {t('m2000_printer_refresh')}
        </button>
        <button type="button" className="big-button big-button--quiet" onClick={() => navigate('/')}>
          {t('m2000_back')}
        </button>
      </div>
      <section aria-labelledby="printer-status-title">
        <h2 id="printer-status-title">{t('m2000_printer_status')}</h2>
        {status ? <PrinterStatusPanel status={status} /> : <p>{t('m2000_loading')}</p>}
      </section>
      <TestPrintPanel onStatus={setStatus} />
    </main>
  );
}

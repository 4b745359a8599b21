import { useTranslation } from '@comanda/i18n/react';
import type { ChannelOutput } from '@comanda/kiosk-device/bridge/channels.ts';
import type { TPrinterState } from '@comanda/kiosk-device/bridge/printer-status.ts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { PrinterStatusPanel } from './printer-status-panel.tsx';
import './test-print.css';

type TestResult = ChannelOutput<'printer.test'>;
type Phase = 'idle' | 'printing' | 'done' | 'failed';

/**
 * /testPrint (spec/3 §2), for technicians: prints the test ticket, shows the paper it makes — rendered
 * by main from the very bytes sent, through the same decoder as the virtual printer — and the printer's
 * status. Nothing here blocks: a printer that does not answer leaves the ticket queued and says so.
 */
export function TestPrint() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<TPrinterState | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  const refresh = useCallback(async () => {
    setStatus(await bridge.printer.status().catch(() => null));
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const print = async () => {
    setPhase('printing');
    try {
      const answer = await bridge.printer.test();
      setResult(answer);
      setStatus(answer.status);
      setPhase('done');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <main className="test-print" aria-labelledby="test-print-title">
      <h1 id="test-print-title">{t('m2000_test_print_title')}</h1>
      <div className="test-print-actions">
        <button
          type="button"
          className="big-button"
          onClick={() => void print()}
          disabled={phase === 'printing'}
        >
          {t(phase === 'printing' ? 'm2000_test_printing' : 'm2000_test_print_button')}
        </button>
        <button type="button" className="big-button big-button--quiet" onClick={() => void refresh()}>
          {t('m2000_printer_refresh')}
        </button>
        <button type="button" className="big-button big-button--quiet" onClick={() => navigate('/')}>
          {t('m2000_back')}
        </button>
      </div>
      <p role="status" className="test-print-outcome">
        {phase === 'done' && result
          ? t(result.printed ? 'm2000_test_printed' : 'm2000_test_queued')
          : phase === 'failed'
            ? t('m2000_test_failed')
            : ''}
      </p>
      <section aria-labelledby="printer-status-title">
        <h2 id="printer-status-title">{t('m2000_printer_status')}</h2>
        {status ? <PrinterStatusPanel status={status} /> : <p>{t('m2000_loading')}</p>}
      </section>
      {result ? (
        <section aria-labelledby="test-preview-title" className="test-print-preview">
          <h2 id="test-preview-title">{t('m2000_test_preview')}</h2>
          {/* Markup made by @comanda/printing's renderer in main, every text escaped there. */}
          <figure
            className="test-print-paper"
            aria-label={t('m2000_test_preview')}
            data-qr={result.qr.join('\n')}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the printing package's escaped paper render
            dangerouslySetInnerHTML={{ __html: result.previewHtml }}
          />
          <details>
            <summary>{t('m2000_test_text')}</summary>
            <pre>{result.lines.join('\n')}</pre>
          </details>
        </section>
      ) : null}
    </main>
  );
}

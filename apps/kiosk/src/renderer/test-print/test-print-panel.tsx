import { useTranslation } from '@comanda/i18n/react';
import type { ChannelOutput } from '@comanda/kiosk-device/bridge/channels.ts';
import type { TPrinterState } from '@comanda/kiosk-device/bridge/printer-status.ts';
import { useState } from 'react';
import { bridge } from '../bridge.ts';

type TestResult = ChannelOutput<'printer.test'>;
type Phase = 'idle' | 'printing' | 'done' | 'failed';
type PaperMm = 58 | 80;

/**
 * The test print (spec/3 §2 /testPrint, issue 12 item 6): the paper width to try (58 or 80 mm), the print
 * button, what happened, and the paper it makes — rendered by the device from the very bytes sent, through
 * the same decoder as the virtual printer. The ticket carries the restaurant's time and currency.
 */
export function TestPrintPanel({ onStatus }: { onStatus(status: TPrinterState): void }) {
  const { t } = useTranslation();
  const [paperMm, setPaperMm] = useState<PaperMm>(80);
  const [result, setResult] = useState<TestResult | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  const print = async () => {
    setPhase('printing');
    try {
      const answer = await bridge.printer.test({ paperMm });
      setResult(answer);
      onStatus(answer.status);
      setPhase('done');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <>
      <fieldset className="paper-choice">
        <legend>{t('m2000_tech_paper')}</legend>
        {([58, 80] as const).map((mm) => (
          <label key={mm}>
            <input type="radio" name="paper" checked={paperMm === mm} onChange={() => setPaperMm(mm)} />
            {t(mm === 58 ? 'm2000_tech_paper_58' : 'm2000_tech_paper_80')}
          </label>
        ))}
      </fieldset>
      <div className="test-print-actions">
        <button
          type="button"
          className="big-button"
          onClick={() => void print()}
          disabled={phase === 'printing'}
        >
          {t(phase === 'printing' ? 'm2000_test_printing' : 'm2000_test_print_button')}
        </button>
      </div>
      <p role="status" className="test-print-outcome">
        {phase === 'done' && result
          ? t(result.printed ? 'm2000_test_printed' : 'm2000_test_queued')
          : phase === 'failed'
            ? t('m2000_test_failed')
            : ''}
      </p>
      {result ? (
        <section aria-labelledby="test-preview-title" className="test-print-preview">
          <h2 id="test-preview-title">{t('m2000_test_preview')}</h2>
          {/* Markup made by @comanda/printing's renderer in the device, every text escaped there. */}
          <figure
            className="test-print-paper"
            aria-label={t('m2000_test_preview')}
            data-qr={result.qr.join('\n')}
            data-columns={result.columns}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the printing package's escaped paper render
            dangerouslySetInnerHTML={{ __html: result.previewHtml }}
          />
          <details>
            <summary>{t('m2000_test_text')}</summary>
            <pre>{result.lines.join('\n')}</pre>
          </details>
        </section>
      ) : null}
    </>
  );
}

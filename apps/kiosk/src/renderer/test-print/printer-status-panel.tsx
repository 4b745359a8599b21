import { useTranslation } from '@comanda/i18n/react';
import type { TPrinterState } from '@comanda/kiosk-device/bridge/printer-status.ts';

const PAPER_KEYS = {
  ok: 'm2000_paper_ok',
  low: 'm2000_paper_low',
  out: 'm2000_paper_out',
  unknown: 'm2000_paper_unknown',
} as const;

/** What a technician needs to know about the printer, as a labelled list (read out in order). */
export function PrinterStatusPanel({ status }: { status: TPrinterState }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('m2000_printer_target'), status.target],
    [t('m2000_printer_width'), String(status.columns)],
    [t('m2000_printer_connected'), t(status.connected ? 'm2000_yes' : 'm2000_no')],
    [t('m2000_printer_paper'), t(PAPER_KEYS[status.paper])],
    ...(status.coverOpen ? ([[t('m2000_printer_cover_open'), t('m2000_yes')]] as [string, string][]) : []),
    [t('m2000_printer_queue'), String(status.queue.pending)],
    [t('m2000_printer_last_error'), status.lastError ?? t('m2000_printer_no_error')],
  ];
  return <StatusRows rows={rows} testId="printer-status" />;
}

/** Label and value pairs as a definition list: the printer's state, the technician menu's 'about'. */
export function StatusRows({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="printer-status" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

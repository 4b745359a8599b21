import type { TKioskDevice } from '@comanda/domain';
import type { useTranslation } from '@comanda/i18n/react';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** 'hace 12 s', 'hace 3 min', else the date and time; 'Nunca' before the first report. */
export function lastContact(t: TFunction, seenAt: string | null, now: number): string {
  if (!seenAt) return t('m9000_device_never_seen');
  const seconds = Math.max(0, Math.round((now - Date.parse(seenAt)) / 1000));
  if (seconds < 60) return t('p9000_device_seen_seconds', { n: seconds });
  if (seconds < 3600) return t('p9000_device_seen_minutes', { n: Math.floor(seconds / 60) });
  return new Date(seenAt).toLocaleString();
}

/** The printer as the device last reported it, in one line a technician reads on the phone. */
export function printerSummary(t: TFunction, printer: TKioskDevice['printer']): string {
  if (!printer) return t('m9000_device_printer_unknown');
  const parts = [
    t(printer.connected ? 'm9000_device_printer_connected' : 'm9000_device_printer_offline'),
    t(`m9000_device_paper_${printer.paper}`),
    ...(printer.coverOpen ? [t('m9000_device_cover_open')] : []),
    ...(printer.pending > 0 ? [t('p9000_device_pending', { n: printer.pending })] : []),
    ...(printer.lastError ? [printer.lastError] : []),
  ];
  return parts.join(' · ');
}

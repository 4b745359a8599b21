import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';
import './printer-notice.css';

/** How long the notice stays; the diner is never asked to do anything about it. */
const SHOW_MS = 8000;

/**
 * spec/3 §8 'Printer failure': a toast, never a blocking screen. Main sends one `printer` event when a
 * ticket starts waiting on a failing printer and one when it is back; the diner's flow goes on meanwhile
 * (the ticket is safe in the device's job store and prints when the printer answers).
 */
export function PrinterNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<'failing' | 'recovered' | null>(null);
  useEffect(
    () =>
      bridge.subscribe((event) => {
        if (event.type === 'printer') setNotice(event.notice);
      }),
    [],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    // A live region without role="status": screens keep their own status element as the only one.
    <div className="printer-notice" aria-live="polite">
      {notice ? (
        <p className={`printer-notice-text printer-notice-text--${notice}`}>
          {t(notice === 'failing' ? 'm2000_printer_failing' : 'm2000_printer_recovered')}
        </p>
      ) : null}
    </div>
  );
}

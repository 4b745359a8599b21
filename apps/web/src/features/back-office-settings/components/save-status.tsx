import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

type Status = { ok: boolean; text: string } | null;

/**
 * A section's save: busy while it runs, then 'saved', 'nothing to change' or the server's refusal in the
 * page's language (its key and parameters), which leaves the section's draft as it was to fix it.
 */
export function useSave() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  // `refused` sees a refusal first (a section that shows it at its fields); the section's status says it too.
  const run = async (
    save: () => Promise<{ changed: boolean }>,
    after?: () => unknown,
    refused?: (error: unknown) => void,
  ) => {
    setBusy(true);
    setStatus(null);
    try {
      const { changed } = await save();
      setStatus({ ok: true, text: t(changed ? 'm9000_set_saved' : 'm9000_set_unchanged') });
      await after?.();
    } catch (error) {
      refused?.(error);
      setStatus({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  /** A refusal found before anything is sent (the contract's own check in the browser). */
  const refuse = (text: string) => setStatus({ ok: false, text });
  return { status, busy, run, refuse };
}

/** The outcome of the last save, announced to screen readers. */
export function SaveStatus({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'bo-saved' : 'bo-error'}>
      {status.text}
    </p>
  );
}

import { ApiError, type KioskPairingClient } from '@comanda/api-client';
import { KIOSK_REPORT_SECONDS, type TReportedPrinter } from '@comanda/domain';
import type { KioskEvent } from '../bridge/events.ts';
import type { TPrinterState } from '../bridge/printer-status.ts';
import type { DeviceStore } from './device-store.ts';
import type { KioskSession } from './session.ts';

/**
 * What a revoked device forgets: who it was (identity, portal, token time, saved table) and the PIN chosen
 * for that pairing. The cart, the order being paid and unreported card charges stay: money taken is never
 * dropped, and the next pairing's reset clears the rest.
 */
export const PAIRING_KEYS = ['KIOUSER', 'KIOPORTAL', 'TK5', 'CSEAT', 'TECHPIN', 'TECHPINTRIES'] as const;

export type DeviceReporter = ReturnType<typeof createDeviceReporter>;

/**
 * The device calls in every KIOSK_REPORT_SECONDS (issue 12 item 6): its version and its printer's state,
 * which technicians read on /staff/kiosks as 'last contact'. The answer tells the device how it stands: a
 * 403 means the platform no longer knows its token (revoked from /staff/kiosks), so it forgets its pairing
 * and shows the pairing screen; a 401 is its restaurant switched off (spec/3 §4 'Kiosk errors').
 */
export function createDeviceReporter(opts: {
  api: Pick<KioskPairingClient, 'report'>;
  store: DeviceStore;
  session: KioskSession;
  version: string;
  printer: () => Promise<TPrinterState>;
  emit: (event: KioskEvent) => void;
  intervalMs?: number;
}) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<string> | null = null;

  async function reportNow(): Promise<'sent' | 'unpaired' | 'revoked' | 'inactive' | 'failed'> {
    const identity = opts.session.identity();
    const portal = opts.session.portal();
    const token = identity?.to || portal?.to;
    if (!token) return 'unpaired';
    const printer = await opts.printer().then(reportedPrinter, () => null);
    try {
      await opts.api.report(
        token,
        { version: opts.version, printer },
        portal && identity ? identity.ir : undefined,
      );
      return 'sent';
    } catch (error) {
      if (!(error instanceof ApiError)) return 'failed';
      if (error.status === 403) {
        // Only if the token refused is still ours: a pairing that finished meanwhile is kept.
        const current = opts.session.identity()?.to || opts.session.portal()?.to;
        if (current !== token) return 'failed';
        opts.session.forgetChoice();
        for (const key of PAIRING_KEYS) await opts.store.delete(key);
        opts.emit({ type: 'unpaired' });
        return 'revoked';
      }
      if (error.status === 401) {
        opts.emit({ type: 'device', status: 'inactive' });
        return 'inactive';
      }
      return 'failed';
    }
  }

  const tick = () => {
    running ??= reportNow().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    start(): void {
      void tick();
      timer = setInterval(() => void tick(), opts.intervalMs ?? KIOSK_REPORT_SECONDS * 1000);
      timer.unref?.();
    },
    reportNow,
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

function reportedPrinter(status: TPrinterState): TReportedPrinter {
  return {
    target: status.target.slice(0, 300),
    columns: status.columns,
    connected: status.connected,
    paper: status.paper,
    ...(status.coverOpen !== undefined ? { coverOpen: status.coverOpen } : {}),
    lastError: status.lastError?.slice(0, 500) ?? null,
    pending: status.queue.pending,
  };
}

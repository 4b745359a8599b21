import type { KioskEvent } from '../bridge/events.ts';

/** How many recent events a slow long-poll can still collect. */
const KEEP = 100;
/** A long poll answers empty after this long, so proxies and the browser never see a hung request. */
export const LONG_POLL_MS = 20_000;

export type EventBus = ReturnType<typeof createEventBus>;

/**
 * Main's events to the renderer. Electron subscribes with `on` and forwards over IPC; browser mode
 * reads them with `next` (a long poll through the host.nextEvents channel).
 */
export function createEventBus() {
  const listeners = new Set<(event: KioskEvent) => void>();
  const recent: { seq: number; event: KioskEvent }[] = [];
  const waiters = new Set<() => void>();
  let seq = 0;

  return {
    emit(event: KioskEvent): void {
      seq += 1;
      recent.push({ seq, event });
      if (recent.length > KEEP) recent.shift();
      for (const listener of listeners) listener(event);
      for (const wake of waiters) wake();
    },
    on(listener: (event: KioskEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Events after `after`; waits up to `waitMs` for one. `after` -1 starts from now (no replay). */
    async next(after: number, waitMs = LONG_POLL_MS): Promise<{ cursor: number; events: KioskEvent[] }> {
      if (after < 0 || after > seq) return { cursor: seq, events: [] };
      if (seq === after) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, waitMs);
          waiters.add(wake);
        });
      }
      return { cursor: seq, events: recent.filter((r) => r.seq > after).map((r) => r.event) };
    },
    /** Ends every waiting long poll (shutdown). */
    close(): void {
      for (const wake of waiters) wake();
    },
  };
}

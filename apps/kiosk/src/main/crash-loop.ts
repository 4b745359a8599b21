/**
 * How an unattended totem heals its page without spinning forever. Ours: the spec gives no figures.
 * - A page that crashed or hung is reloaded, but the third time within five minutes the totem shows its
 *   out-of-service screen instead and tries again after ten minutes (by then the earlier crashes are out
 *   of the window, so the page gets three more chances: at most three reloads per quarter hour).
 * - A page that fails to load is retried after 1 s, doubling up to a minute; from the third failure in a
 *   row the out-of-service screen shows between tries.
 */
export const RECOVERY = {
  crashLimit: 3,
  crashWindowMs: 5 * 60_000,
  coolDownMs: 10 * 60_000,
  firstRetryMs: 1_000,
  maxRetryMs: 60_000,
  failedLoadsBeforeNotice: 3,
} as const;

export type CrashVerdict = 'reload' | 'out-of-service';

/** Counts crashes in a sliding window: 'reload' until `limit` of them fall within `windowMs`. */
export function createCrashLoopGuard(
  opts: { limit: number; windowMs: number } = {
    limit: RECOVERY.crashLimit,
    windowMs: RECOVERY.crashWindowMs,
  },
  now: () => number = Date.now,
) {
  let crashes: number[] = [];
  return {
    record(): CrashVerdict {
      const at = now();
      crashes = [...crashes.filter((t) => at - t < opts.windowMs), at];
      return crashes.length >= opts.limit ? 'out-of-service' : 'reload';
    },
  };
}

/** The wait before load retry number `failures` (1, 2, …): 1 s, 2 s, 4 s … capped at a minute. */
export function loadRetryDelay(failures: number): number {
  return Math.min(RECOVERY.firstRetryMs * 2 ** Math.max(0, failures - 1), RECOVERY.maxRetryMs);
}

/** Delay before retry number `attempt` (1 for the first retry). */
export type Backoff = (attempt: number) => number;

/** 1 s, 2 s, 4 s … up to 30 s by default: quick when a printer blinks, gentle when it is off. */
export function exponentialBackoff({ initialMs = 1000, factor = 2, maxMs = 30_000 } = {}): Backoff {
  return (attempt) => Math.min(maxMs, initialMs * factor ** Math.max(0, attempt - 1));
}

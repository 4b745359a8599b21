/** Time as the queue sees it; tests pass a clock that does not really wait. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or early (without error) when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
};

/**
 * A clock whose sleeps return at once and move its time forward; `sleeps` records every wait,
 * so a test can read the backoff and the gaps between tickets without waiting for them.
 */
export function createInstantClock(start = 0): Clock & { sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    async sleep(ms) {
      sleeps.push(ms);
      now += ms;
      // Let other promise work run, as a real wait would.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

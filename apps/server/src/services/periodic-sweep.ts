/** What a sweeper reports: what it did (info) and why a sweep failed (error). */
export type SweepLog = { info(message: string): void; error(message: string): void };

/**
 * Runs `sweep` at start and then every `intervalMs`, never two at once on this instance (a sweep still
 * running when the timer fires is not started again). The timer keeps no process alive; `stop` waits for a
 * sweep under way, so the database can close after it. Sweepers that must be safe across instances make
 * each sweep's writes conditional themselves (see their stores).
 */
export function startPeriodicSweep(
  sweep: () => Promise<void>,
  intervalMs: number,
  onError: (error: Error) => void,
) {
  let running: Promise<void> | null = null;
  const once = () => {
    running ??= sweep()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  void once();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

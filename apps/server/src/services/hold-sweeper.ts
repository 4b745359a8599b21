import type { Database } from '../db/database.ts';
import { releaseExpiredHolds } from '../store/cart-stock.ts';

export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Gives back expired cart holds (spec/1 §4 'Cart lifecycle': a cart not changed for 12 h is dropped) at
 * start and then every minute. A sweep never overlaps the previous one; several instances sweeping one
 * PostgreSQL at once is harmless, since each hold is given back under its stock row's lock and only once.
 * Tests call releaseExpiredHolds with a fixed clock instead.
 */
export function startHoldSweeper(
  db: Database,
  clock: () => Date,
  log: { info(message: string): void; error(message: string): void },
  intervalMs = HOLD_SWEEP_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= releaseExpiredHolds(db, clock())
      .then((units) => {
        if (units > 0) log.info(`reservas vencidas devueltas al stock: ${units} unidades`);
      })
      .catch((error: Error) => log.error(`barrido de reservas vencidas falló: ${error.message}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a sweep under way, so the database can close after it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import type { Database } from '../db/database.ts';
import { releaseExpiredHolds } from '../store/cart-stock.ts';
import { type SweepLog, startPeriodicSweep } from './periodic-sweep.ts';

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
  log: SweepLog,
  intervalMs = HOLD_SWEEP_INTERVAL_MS,
) {
  return startPeriodicSweep(
    async () => {
      const units = await releaseExpiredHolds(db, clock());
      if (units > 0) log.info(`reservas vencidas devueltas al stock: ${units} unidades`);
    },
    intervalMs,
    (error) => log.error(`barrido de reservas vencidas falló: ${error.message}`),
  );
}

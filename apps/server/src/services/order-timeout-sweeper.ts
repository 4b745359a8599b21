import type { Database } from '../db/database.ts';
import { cancelTimedOutOrders } from '../store/order-timeouts.ts';
import { flagUnsentTickets } from '../store/ticket-unsent.ts';
import { type SweepLog, startPeriodicSweep } from './periodic-sweep.ts';

/**
 * Every 10 s: well under the shortest ticket limit a restaurant may set (10 s, ZOrderTimeouts), so a flag
 * shows at most one interval late; each sweep is two small queries over partial indexes when nothing is due.
 */
export const ORDER_TIMEOUT_SWEEP_INTERVAL_MS = 10_000;

/** What one sweep did. */
export type OrderTimeoutSweep = { cancelled: string[]; flagged: string[] };

/** One sweep: orders past the confirmation limit cancelled (ss -3), late kitchen tickets flagged (ss -10). */
export async function sweepOrderTimeouts(db: Database, now: Date): Promise<OrderTimeoutSweep> {
  const cancelled = await cancelTimedOutOrders(db, now);
  const flagged = await flagUnsentTickets(db, now);
  return { cancelled, flagged };
}

/**
 * Handles orders nobody handles (spec/1 §4 'Order status ss' -3 and -10, store/order-timeouts.ts and
 * store/ticket-unsent.ts) at start and then on its interval. A sweep never overlaps the previous one on this
 * instance; several instances sweeping one PostgreSQL at once handle each order once (conditional writes under
 * row locks). Tests call sweepOrderTimeouts with a fixed clock instead.
 */
export function startOrderTimeoutSweeper(
  db: Database,
  clock: () => Date,
  log: SweepLog,
  intervalMs = ORDER_TIMEOUT_SWEEP_INTERVAL_MS,
) {
  return startPeriodicSweep(
    async () => {
      const { cancelled, flagged } = await sweepOrderTimeouts(db, clock());
      if (cancelled.length > 0) log.info(`pedidos cancelados por tiempo: ${cancelled.join(', ')}`);
      if (flagged.length > 0) log.info(`pedidos con ticket sin confirmar: ${flagged.join(', ')}`);
    },
    intervalMs,
    (error) => log.error(`barrido de pedidos sin atender falló: ${error.message}`),
  );
}

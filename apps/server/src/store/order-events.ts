import type { OrderState } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';

/*
 * The order_events table: an order's history, one row per move, flag or payment, with the state the diner
 * saw after it. Its own module because moves (orders.ts), payments, line changes and the ticket flag
 * (ticket-unsent.ts) all write it, and the flag is cleared from the print-job acknowledgement, which
 * orders.ts itself reaches.
 */

/** One row of an order's history. */
export async function recordEvent(
  tx: Queryable,
  orderId: string,
  actor: string,
  action: string,
  state: OrderState,
  now: Date,
): Promise<void> {
  await tx.query(
    'insert into order_events (order_id, actor, action, ss, sp, stdvy, at) values ($1, $2, $3, $4, $5, $6, $7)',
    [orderId, actor, action, state.ss, state.sp, state.stdvy, now],
  );
}

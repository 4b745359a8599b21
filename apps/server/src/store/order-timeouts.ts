import { CONFIRMATION_LIMIT_MINUTES_DEFAULT, timeoutCancel } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { transitionOrder } from './orders.ts';
import { limitsOf, SWEEP_BATCH, SWEEPER } from './sweep-limits.ts';

/**
 * Orders nobody confirms (spec/1 §4 'Order status ss' -3): an order left at ss 0 past its restaurant's
 * confirmation limit is cancelled by timeout through transitionOrder — the path every cancellation takes — so
 * its stock goes back exactly once and the `ped` event goes out; its payments are marked for refund. The
 * other sweep, late kitchen tickets (ss -10), is ticket-unsent.ts. Safe with several instances on one
 * database: every change is a conditional write under the row's lock, so each order is handled once whoever
 * sweeps.
 */

/**
 * Cancels by timeout (ss -3) every order still at ss 0 whose restaurant's confirmation limit has passed since
 * it was placed. An order confirmed, cancelled or timed out meanwhile (by a diner, staff or another
 * instance's sweep) is refused by the domain rule under the order's lock and left alone. Answers the ids it
 * cancelled.
 */
export async function cancelTimedOutOrders(db: Database, now: Date): Promise<string[]> {
  const due = await db.query<{ id: string }>(
    `with ${limitsOf('confirmMinutes', 'select ir from orders where ss = 0')}
     select o.id from orders o join limits l on l.ir = o.ir
     where o.ss = 0 and o.created_at < $1::timestamptz - make_interval(mins => l.value)
     order by o.created_at, o.id limit ${SWEEP_BATCH}`,
    [now, CONFIRMATION_LIMIT_MINUTES_DEFAULT],
  );
  const cancelled: string[] = [];
  for (const { id } of due) {
    try {
      await transitionOrder(db, {
        id,
        now,
        actor: SWEEPER,
        action: 'timeout',
        next: timeoutCancel,
        // A timeout never makes an order paid, so no ticket is queued and no host is printed.
        host: '',
        also: (tx) => markPaymentsForRefund(tx, id, now),
      });
      cancelled.push(id);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'invalid_transition')) throw error;
    }
  }
  return cancelled;
}

/**
 * Marks for refund the payments of an order cancelled by timeout: one received (row sp 2) must be given back;
 * one still open (0 created, 1 page opened) may yet be charged by the provider for an order that is gone, so
 * its money must be checked and given back too. Declined (-1) and superseded (-2) attempts took nothing.
 * The payment keeps its own status; refund_due_at is what the staff board shows ('Reembolso pendiente').
 */
async function markPaymentsForRefund(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await tx.query(
    `update payments set refund_due_at = $2, updated_at = $2
     where order_id = $1 and sp in (0, 1, 2) and refund_due_at is null`,
    [orderId, now],
  );
}

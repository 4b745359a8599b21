import {
  CONFIRMATION_LIMIT_MINUTES_DEFAULT,
  diningStatus,
  TICKET_ACK_LIMIT_SECONDS_DEFAULT,
  timeoutCancel,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { recordEvent, transitionOrder } from './orders.ts';
import { publishOrderChange } from './orders-live.ts';

/**
 * Orders nobody handles (spec/1 §4 'Order status ss' -3 and -10), one concern each:
 * - cancelTimedOutOrders: an order left at ss 0 past its restaurant's confirmation limit is cancelled by
 *   timeout through transitionOrder — the path every cancellation takes — so its stock goes back exactly once
 *   and the `ped` event goes out; its payments are marked for refund.
 * - flagUnsentTickets / clearTicketUnsent: an order whose kitchen ticket no device acknowledged in time reads
 *   ss -10 to the diner until a device acknowledges it.
 * Both are safe with several instances on one database: every change is a conditional write under the row's
 * lock, so each order is handled once whoever sweeps.
 */

/** Who writes the sweeps' history rows. */
const SWEEPER = 'sweeper';
/** At most this many orders per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Each restaurant's limit from its profile (`timeouts`, ZOrderTimeouts), the domain default if not set, read
 * once per restaurant among `restaurantIds` (a subquery) rather than once per order row: a profile is a large
 * JSON document.
 */
const limitsOf = (field: 'confirmMinutes' | 'ticketAckSeconds', restaurantIds: string) =>
  `limits as materialized (
     select r.ir, coalesce((r.profile->'timeouts'->>'${field}')::integer, $2) as value from restaurants r
     where r.ir in (${restaurantIds}))`;

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

type FlaggedRow = {
  id: string;
  number: number;
  ir: string;
  ss: number;
  sp: number;
  stdvy: number;
  user_id: string | null;
  device_id: string | null;
  mesa: string;
  ticket_unsent_at: Date | null;
};

const FLAGGED_RETURNING = `id, number, ir, ss, sp, stdvy, user_id::text as user_id, device_id,
  coalesce(det->>'mesa', '') as mesa, ticket_unsent_at`;

/**
 * Flags (ss -10 to the diner) every order in process whose kitchen ticket has waited for a device's
 * acknowledgement longer than its restaurant's limit. The tickets are locked first, skipping any another
 * sweep or an acknowledgement holds: an acknowledgement takes the ticket's lock before it clears the flag,
 * so a ticket acknowledged meanwhile is never flagged after the fact. Answers the ids it flagged.
 */
export async function flagUnsentTickets(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const late = await tx.query<{ order_id: string }>(
      `with ${limitsOf('ticketAckSeconds', `select ir from print_jobs where kind = 'kitchen' and status = 'pending'`)}
       select j.order_id from print_jobs j
         join orders o on o.id = j.order_id
         join limits l on l.ir = o.ir
       where j.kind = 'kitchen' and j.status = 'pending'
         and o.ticket_unsent_at is null and o.ss between 0 and 2
         and j.created_at < $1::timestamptz - make_interval(secs => l.value)
       order by j.created_at, j.id limit ${SWEEP_BATCH}
       for update of j skip locked`,
      [now, TICKET_ACK_LIMIT_SECONDS_DEFAULT],
    );
    if (late.length === 0) return [];
    const flagged = await tx.query<FlaggedRow>(
      `update orders set ticket_unsent_at = $2
       where id = any($1::text[]) and ticket_unsent_at is null and ss between 0 and 2
       returning ${FLAGGED_RETURNING}`,
      [late.map((l) => l.order_id), now],
    );
    for (const order of flagged) await announce(db, tx, order, 'ticket-unsent', SWEEPER, now);
    return flagged.map((o) => o.id);
  });
}

/**
 * A device acknowledged an order's ticket: a -10 flag clears back to the order's own ss (kept underneath,
 * so staff moves made meanwhile stand), with a history row and the `ped` event. No flag, no change.
 * Runs in the acknowledgement's transaction, after the ticket's row is locked by its update.
 */
export async function clearTicketUnsent(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  orderId: string,
  actor: string,
  now: Date,
): Promise<boolean> {
  const [order] = await tx.query<FlaggedRow>(
    `update orders set ticket_unsent_at = null where id = $1 and ticket_unsent_at is not null
     returning ${FLAGGED_RETURNING}`,
    [orderId],
  );
  if (!order) return false;
  await announce(db, tx, order, 'ticket-acknowledged', actor, now);
  return true;
}

/** The history row (with the ss the diner sees) and the `ped` event of a flag set or cleared. */
async function announce(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  order: FlaggedRow,
  action: string,
  actor: string,
  now: Date,
) {
  const seen = {
    ss: diningStatus(order.ss, order.ticket_unsent_at !== null),
    sp: order.sp,
    stdvy: order.stdvy,
  };
  await recordEvent(tx, order.id, actor, action, seen, now);
  await publishOrderChange(db, tx, order);
}

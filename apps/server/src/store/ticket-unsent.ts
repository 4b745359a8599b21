import { diningStatus, TICKET_ACK_LIMIT_SECONDS_DEFAULT } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { recordEvent } from './order-events.ts';
import { publishOrderChange } from './orders-live.ts';
import { limitsOf, SWEEP_BATCH, SWEEPER } from './sweep-limits.ts';

/**
 * Kitchen tickets nobody acknowledges (spec/1 §4 'Order status ss' -10): flagUnsentTickets (a sweep) flags an
 * order whose kitchen ticket no device acknowledged in time, so it reads ss -10 to the diner, and
 * clearTicketUnsent (the acknowledgement, print-jobs.ts) clears it. Safe with several instances on one
 * database: every change is a conditional write under the row's lock. The confirmation sweep is
 * order-timeouts.ts; this half needs no order move, so the print jobs that clear the flag do not reach back
 * into orders.ts.
 */

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

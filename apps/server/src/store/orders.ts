import { type OrderState, OrderStatus, type Outcome, PaymentStatus } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { restaurantProfile } from './kiosk-venues.ts';
import { sendToKitchenIfDue, tellKitchenOfCancellation } from './kitchen-tickets.ts';
import { recordEvent } from './order-events.ts';
import { publishBillChange, publishOrderChange } from './orders-live.ts';
import { ORDER_SELECT, type OrderRow } from './orders-rows.ts';
import { releaseOrderStock } from './orders-stock.ts';
import { enqueueReceipt } from './print-jobs.ts';
import { publishStockLevels } from './stock-events.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/** spec/1 §8 'Order not found'. */
export const orderNotFound = () => notFound('m1_err_order_not_found');

export async function orderById(db: Queryable, id: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} where o.id = $1`, [id]);
  return row ?? null;
}

/** A diner's orders, newest first (spec/1 §7 'User orders': 1 in process ss 0..2, 2 history, 10 all). */
export async function ordersOfUser(db: Queryable, userId: number, tipo: number): Promise<OrderRow[]> {
  const filter = tipo === 1 ? 'and o.ss between 0 and 2' : tipo === 2 ? 'and o.ss not between 0 and 2' : '';
  return db.query<OrderRow>(
    `${ORDER_SELECT} where o.user_id = $1 ${filter} order by o.created_at desc, o.number desc limit 100`,
    [userId],
  );
}

/** A venue's board: orders in process first, newest first within each part. */
export async function ordersOfVenue(db: Queryable, venue: { ir: string; il: string }): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `${ORDER_SELECT} where o.ir = $1 and o.il = $2
     order by (o.ss between 0 and 2) desc, o.created_at desc, o.number desc limit 200`,
    [venue.ir, venue.il],
  );
}

/** An order as a move locks and reads it. */
export type LockedOrder = OrderState & {
  id: string;
  number: number;
  ir: string;
  tipo: number;
  prepago: number;
  user_id: string | null;
  device_id: string | null;
  det: OrderRow['det'];
  language: OrderRow['language'];
  created_at: Date;
  ticket_unsent_at: Date | null;
  /** The table's bill a check-in order joined (migration 024). */
  table_bill_id: string | null;
};

/**
 * Moves an order in one transaction: locks it, asks a domain rule for its next state (a refusal is a 409
 * with the rule's message), writes it with an order_events row, gives its stock back when it becomes
 * cancelled, does the printing the move calls for (printMove), runs `also` (a payment's own row), and
 * announces the `ped` event on commit.
 */
export async function transitionOrder(
  db: Database,
  input: {
    id: string;
    now: Date;
    actor: string;
    action: string;
    next: (state: LockedOrder) => Outcome<OrderState>;
    host: string;
    also?: (tx: Queryable, order: LockedOrder) => Promise<void>;
  },
): Promise<OrderRow> {
  await transactionWithRetry(db, (tx) => moveOrderInTransaction(db, tx, input));
  return (await orderById(db, input.id))!;
}

/** transitionOrder's move inside a transaction the caller holds (a table's bill pays its orders in its own). */
export async function moveOrderInTransaction(
  db: Database,
  tx: Queryable,
  input: Parameters<typeof transitionOrder>[1],
): Promise<void> {
  const [order] = await tx.query<LockedOrder>(
    `select id, number, ir, tipo, prepago, ss, sp, stdvy, user_id::text as user_id, device_id, det, language,
       created_at, ticket_unsent_at, table_bill_id
     from orders where id = $1 for update`,
    [input.id],
  );
  if (!order) throw orderNotFound();
  const next = input.next(order);
  if (!next.ok) throw new HttpError(409, 'invalid_transition', next.refusal);
  const { ss, sp, stdvy } = next.value;
  await tx.query('update orders set ss = $2, sp = $3, stdvy = $4, updated_at = $5 where id = $1', [
    order.id,
    ss,
    sp,
    stdvy,
    input.now,
  ]);
  await recordEvent(tx, order.id, input.actor, input.action, next.value, input.now);
  if (ss < 0 && order.ss >= 0)
    await publishStockLevels(db, tx, order.ir, await releaseOrderStock(tx, order.id, order.ir));
  await printMove(db, tx, order, { ...order, ss, sp, stdvy }, input);
  await input.also?.(tx, order);
  await publishOrderChange(db, tx, { ...order, ss, sp, stdvy, mesa: order.det.mesa });
  if (order.table_bill_id) await publishBillChange(db, tx, order.table_bill_id);
}

/**
 * What a move prints: a kiosk order's receipt on its totem when it becomes paid; the kitchen's ticket when it
 * reaches the kitchen (domain rules/kitchen-release.ts: paid, saved or confirmed); a cancellation slip for the
 * kitchen when it is cancelled after its kitchen ticket printed.
 */
async function printMove(
  db: Database,
  tx: Queryable,
  before: LockedOrder,
  after: LockedOrder,
  input: { host: string; now: Date },
) {
  if (before.ss === after.ss && before.sp === after.sp) return;
  const profile = await restaurantProfile(tx, before.ir);
  if (!profile) return;
  const { now } = input;
  const paidNow = after.sp === PaymentStatus.received && before.sp !== PaymentStatus.received;
  if (paidNow && after.device_id)
    await enqueueReceipt(db, tx, { ...after, device_id: after.device_id }, profile, { ...input, paid: true });
  await sendToKitchenIfDue(db, tx, before, after, profile, now);
  if (after.ss < OrderStatus.awaitingConfirmation && before.ss >= OrderStatus.awaitingConfirmation)
    await tellKitchenOfCancellation(db, tx, after, { wholeOrder: true }, profile, now);
}

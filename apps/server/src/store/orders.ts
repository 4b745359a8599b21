import type { OrderState, Outcome } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { restaurantProfile } from './kiosk-venues.ts';
import { publishOrderChange } from './orders-live.ts';
import { ORDER_SELECT, type OrderRow } from './orders-rows.ts';
import { releaseOrderStock } from './orders-stock.ts';
import { enqueueOrderTicket } from './print-jobs.ts';
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

type Locked = OrderState & {
  id: string;
  number: number;
  ir: string;
  tipo: number;
  user_id: string | null;
  device_id: string | null;
  det: OrderRow['det'];
  language: OrderRow['language'];
  created_at: Date;
  ticket_unsent_at: Date | null;
};

/**
 * Moves an order in one transaction: locks it, asks a domain rule for its next state (a refusal is a 409
 * with the rule's message), writes it with an order_events row, gives its stock back when it becomes
 * cancelled, puts its ticket in the print outbox when it becomes paid, runs `also` (a payment's own row),
 * and announces the `ped` event on commit.
 */
export async function transitionOrder(
  db: Database,
  input: {
    id: string;
    now: Date;
    actor: string;
    action: string;
    next: (state: OrderState) => Outcome<OrderState>;
    host: string;
    also?: (tx: Queryable, order: Locked) => Promise<void>;
  },
): Promise<OrderRow> {
  await transactionWithRetry(db, async (tx) => {
    const [order] = await tx.query<Locked>(
      `select id, number, ir, tipo, ss, sp, stdvy, user_id::text as user_id, device_id, det, language,
         created_at, ticket_unsent_at
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
    if (sp === 2 && order.sp !== 2) {
      const profile = await restaurantProfile(tx, order.ir);
      if (profile)
        await enqueueOrderTicket(db, tx, order, profile, { host: input.host, now: input.now, paid: true });
    }
    await input.also?.(tx, order);
    await publishOrderChange(db, tx, { ...order, ss, sp, stdvy, mesa: order.det.mesa });
  });
  return (await orderById(db, input.id))!;
}

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

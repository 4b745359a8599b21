import { randomBytes } from 'node:crypto';
import { PAY_NOW_REFUSALS, paymentTransition, payNowRefusal, type TPaymentAttempt } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { recordEvent } from './order-events.ts';
import { orderById, orderNotFound, transitionOrder } from './orders.ts';
import type { OrderRow } from './orders-rows.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/** The provider every hosted-page method goes through here: the sandbox, named as such (DESIGN 'Real parts'). */
export const SANDBOX_PROVIDER = 'sandbox';

/**
 * A payments row's own status: 0 created, 1 page opened, 2 approved, -1 declined ('Pago no realizado.'),
 * -2 superseded by a newer attempt of the same order. Only 0 and 1 may still be decided.
 */
export const PaymentRowStatus = { created: 0, opened: 1, approved: 2, declined: -1, superseded: -2 } as const;
export const isOpenPayment = (sp: number) =>
  sp === PaymentRowStatus.created || sp === PaymentRowStatus.opened;

/** A payment that can no longer be decided (decided, superseded, or raced by another attempt). */
export const paymentClosed = () => new HttpError(409, 'payment_closed', serverText('m1_err_payment_closed'));

export type PaymentRow = {
  id: string;
  order_id: string;
  provider: string;
  code: number;
  amount: number;
  currency: string;
  sp: number;
  /** Where the provider's page returns: the diner's order page, or the order link's (migration 025). */
  return_to: PaymentReturn;
};

/** Who opened a payment: the diner who placed the order, or whoever holds its link (issue 14 item 6). */
export type PaymentReturn = 'owner' | 'link';

/** Opens a payment of an order (sp 0) on the provider's hosted page, inside the save's transaction. */
export async function createPayment(
  tx: Queryable,
  input: {
    orderId: string;
    code: number;
    amount: number;
    currency: string;
    now: Date;
    returnTo?: PaymentReturn;
    /** The provider that takes it: the sandbox's hosted page unless named (the card vault's, for 5009). */
    provider?: string;
  },
): Promise<string> {
  const id = `pay-${randomBytes(9).toString('base64url')}`;
  await tx.query(
    `insert into payments (id, order_id, provider, code, amount, currency, sp, return_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 0, $7, $8, $8)`,
    [
      id,
      input.orderId,
      input.provider ?? SANDBOX_PROVIDER,
      input.code,
      input.amount,
      input.currency,
      input.returnTo ?? 'owner',
      input.now,
    ],
  );
  return id;
}

export async function paymentById(db: Queryable, id: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    'select id, order_id, provider, code, amount, currency, sp, return_to from payments where id = $1',
    [id],
  );
  return row ?? null;
}

/**
 * Records one attempt on its own, outside any order transaction: a terminal that charged, or a provider
 * that answered, leaves a row staff can see even if updating the order then fails.
 */
export async function recordAttempt(
  db: Queryable,
  attempt: {
    orderId: string;
    paymentId?: string | null;
    code: number;
    terminal?: string;
    approved: boolean;
    reference?: string;
    message?: string;
    deviceId?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `insert into payment_attempts (order_id, payment_id, code, terminal, approved, reference, message, device_id, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      attempt.orderId,
      attempt.paymentId ?? null,
      attempt.code,
      attempt.terminal ?? '',
      attempt.approved,
      attempt.reference ?? '',
      attempt.message ?? '',
      attempt.deviceId ?? null,
      attempt.now,
    ],
  );
}

/** Every attempt on some orders, oldest first, by order id. */
export async function attemptsOf(db: Queryable, orderIds: readonly string[]) {
  const byOrder = new Map<string, TPaymentAttempt[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<{
    order_id: string;
    code: number;
    terminal: string;
    approved: boolean;
    reference: string;
    message: string;
    at: Date;
  }>(
    `select order_id, code, terminal, approved, reference, message, at from payment_attempts
     where order_id = any($1::text[]) order by id`,
    [orderIds],
  );
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      codigo: r.code,
      terminal: r.terminal,
      approved: r.approved,
      reference: r.reference,
      message: r.message,
      at: r.at.toISOString(),
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

/**
 * The diner's pay-now action (spec/1 §4 'Pay later'), also after a decline: a NEW attempt on the hosted page
 * for the order's total, in one transaction on the locked order. The domain decides whether the order is
 * payable (payNowRefusal: not cancelled or finished, sp below 2, an online web method), else a 409 with its
 * reason. Every attempt still open (0 or 1) is superseded (-2) first, so only the newest can be decided:
 * a declined or older attempt is never approvable again, and two retries cannot both pay. The order keeps
 * its sp until the new page is opened (then -1 or 0 → 1, see openPayment). Writes an order_events row.
 */
export async function openPaymentAttempt(
  db: Database,
  input: { orderId: string; now: Date; actor: string; returnTo?: PaymentReturn },
): Promise<{ row: OrderRow; paymentId: string }> {
  const paymentId = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx.query<{
      id: string;
      ir: string;
      ss: number;
      sp: number;
      stdvy: number;
      tipo: number;
      prepago: number;
      total: number;
    }>('select id, ir, ss, sp, stdvy, tipo, prepago, total from orders where id = $1 for update', [
      input.orderId,
    ]);
    if (!order) throw orderNotFound();
    const refusal = payNowRefusal({ ss: order.ss, sp: order.sp, ti: order.tipo, prepago: order.prepago });
    if (refusal) throw new HttpError(409, 'not_payable', PAY_NOW_REFUSALS[refusal]);
    await tx.query('update payments set sp = $2, updated_at = $3 where order_id = $1 and sp in (0, 1)', [
      order.id,
      PaymentRowStatus.superseded,
      input.now,
    ]);
    const [venue] = await tx.query<{ code: string | null }>(
      `select profile->'app'->'cur'->>'code' as code from restaurants where ir = $1`,
      [order.ir],
    );
    const id = await createPayment(tx, {
      orderId: order.id,
      code: order.prepago,
      amount: order.total,
      currency: venue?.code ?? 'CLP',
      now: input.now,
      returnTo: input.returnTo,
    });
    await recordEvent(tx, order.id, input.actor, 'payment-new-attempt', order, input.now);
    return id;
  });
  return { row: (await orderById(db, input.orderId))!, paymentId };
}

/**
 * The diner opened the hosted page: the payment and the order move to in progress (sp 1, also from -1 when
 * a declined order is paid again). Opening it again, or opening a superseded attempt, changes nothing.
 */
export async function openPayment(db: Database, payment: PaymentRow, now: Date, host: string) {
  if (payment.sp !== PaymentRowStatus.created) return;
  try {
    await transitionOrder(db, {
      id: payment.order_id,
      now,
      host,
      actor: `pay:${payment.id}`,
      action: 'payment-opened',
      next: (state) => paymentTransition(state, 'opened'),
      also: async (tx) => {
        const opened = await tx.query(
          'update payments set sp = 1, updated_at = $2 where id = $1 and sp = 0 returning id',
          [payment.id, now],
        );
        // Opened meanwhile by another request, or superseded: the order is not moved by this one.
        if (opened.length === 0) throw new NotOpened();
      },
    });
  } catch (error) {
    if (!(error instanceof NotOpened)) throw error;
  }
}
class NotOpened extends Error {}

/**
 * The provider's answer for a payment: approved (payment and order sp 2; the ticket is queued in the same
 * transaction) or declined (sp -1, 'Pago no realizado.'). The attempt is recorded first, on its own. A
 * payment no longer open (decided or superseded) is a 409 and changes nothing.
 */
export async function settlePayment(
  db: Database,
  payment: PaymentRow,
  approved: boolean,
  now: Date,
  host: string,
  reference = '',
): Promise<OrderRow> {
  await recordAttempt(db, {
    orderId: payment.order_id,
    paymentId: payment.id,
    code: payment.code,
    approved,
    reference,
    message: approved ? 'Aprobado (sandbox)' : 'Pago no realizado.',
    now,
  });
  return transitionOrder(db, {
    id: payment.order_id,
    now,
    host,
    actor: `pay:${payment.id}`,
    action: approved ? 'payment-approved' : 'payment-declined',
    next: (state) => paymentTransition(state, approved ? 'approved' : 'declined'),
    // Decided only while still open, under the order's lock: an attempt superseded or decided in the
    // meantime rolls the whole move back (409), so it can never pay.
    also: async (tx) => {
      const decided = await tx.query(
        'update payments set sp = $2, updated_at = $3 where id = $1 and sp in (0, 1) returning id',
        [payment.id, approved ? PaymentRowStatus.approved : PaymentRowStatus.declined, now],
      );
      if (decided.length === 0) throw paymentClosed();
    },
  });
}

import { randomBytes } from 'node:crypto';
import { paymentTransition, type TPaymentAttempt } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { transitionOrder } from './orders.ts';
import type { OrderRow } from './orders-rows.ts';

/** The provider every hosted-page method goes through here: the sandbox, named as such (DESIGN 'Real parts'). */
export const SANDBOX_PROVIDER = 'sandbox';

export type PaymentRow = {
  id: string;
  order_id: string;
  provider: string;
  code: number;
  amount: number;
  currency: string;
  sp: number;
};

/** Opens a payment of an order (sp 0) on the provider's hosted page, inside the save's transaction. */
export async function createPayment(
  tx: Queryable,
  input: { orderId: string; code: number; amount: number; currency: string; now: Date },
): Promise<string> {
  const id = `pay-${randomBytes(9).toString('base64url')}`;
  await tx.query(
    `insert into payments (id, order_id, provider, code, amount, currency, sp, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 0, $7, $7)`,
    [id, input.orderId, SANDBOX_PROVIDER, input.code, input.amount, input.currency, input.now],
  );
  return id;
}

export async function paymentById(db: Queryable, id: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    'select id, order_id, provider, code, amount, currency, sp from payments where id = $1',
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
 * The diner opened the hosted page: the payment and the order move to in progress (sp 1). Opening it again
 * changes nothing.
 */
export async function openPayment(db: Database, payment: PaymentRow, now: Date, host: string) {
  if (payment.sp !== 0) return;
  await transitionOrder(db, {
    id: payment.order_id,
    now,
    host,
    actor: `pay:${payment.id}`,
    action: 'payment-opened',
    next: (state) => paymentTransition(state, 'opened'),
    also: async (tx) => {
      await tx.query('update payments set sp = 1, updated_at = $2 where id = $1 and sp = 0', [
        payment.id,
        now,
      ]);
    },
  });
}

/**
 * The provider's answer for a payment: approved (payment and order sp 2; the ticket is queued in the same
 * transaction) or declined (sp -1, 'Pago no realizado.'). The attempt is recorded first, on its own.
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
    also: async (tx) => {
      await tx.query('update payments set sp = $2, updated_at = $3 where id = $1', [
        payment.id,
        approved ? 2 : -1,
        now,
      ]);
    },
  });
}

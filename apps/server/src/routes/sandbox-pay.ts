import {
  checkInPath,
  DispatchType,
  type Language,
  linkedOrderPath,
  restaurantPath,
  text,
} from '@comanda/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import { closedPage, notFoundPage, payPage } from '../payments/sandbox-page.ts';
import { orderById } from '../store/orders.ts';
import type { OrderRow } from '../store/orders-rows.ts';
import {
  isOpenPayment,
  openPayment,
  type PaymentRow,
  PaymentRowStatus,
  paymentById,
  settlePayment,
} from '../store/payments.ts';
import { billPaymentById, openBillPaymentPage, settleBillPayment } from '../store/table-bill.ts';

/** Ids of a table bill's payments (store/table-bill.ts) start so: they are not an order's payments. */
const BILL_PAYMENT_PREFIX = 'bill-';

const ZPayQuery = z.object({
  idpr: text({ min: 1, max: 64 }),
  tpi: z._default(text({ max: 4 }), ''),
  d: z.optional(z.enum(['approve', 'decline'])),
});

/** spec/1 §8 'Payment' ('Pago no realizado.'). */
const NOT_PAID = 'm1_sandbox_not_paid';
/** The page of an attempt a newer one replaced (the diner pressed 'Pagar ahora' again). */
const SUPERSEDED = 'm1_sandbox_superseded';
/** A table bill's payment does not know its diner's language yet: its pages are in Spanish. */
const BILL_LANGUAGE: Language = 'es';

/**
 * The diner's order page on the web site, where the pay page returns to (spec/1 §2): {venue path}/order/
 * {orderId}, or for an order at the table {venue path}/checkin/{table}/{orderId}. A payment opened through
 * the order's link returns to the link's page, {venue path}/pedido/{orderId}: its payer may have no account.
 */
function orderPath(row: OrderRow, payment: Pick<PaymentRow, 'return_to'>): string {
  const venue = restaurantPath({ pais: row.pais, slug: row.slug, simpleId: row.simple_id, dk: row.dk });
  if (payment.return_to === 'link') return linkedOrderPath(venue, row.id);
  return row.tipo === DispatchType.checkIn
    ? checkInPath(venue, row.det.mesa, row.id)
    : `${venue}/order/${row.id}`;
}

/**
 * The sandbox provider's hosted pay page for online codes (spec/1 §7 'Pay redirect', §9): a development
 * surface, served only while COMANDA_SANDBOX_PAYMENTS is on (off by default in production, README
 * 'Production checklist'). Opening the page moves sp 0→1; approving moves sp to 2 (ss stays: the
 * restaurant still confirms) and queues the ticket; declining moves sp to -1.
 */
export async function sandboxPayRoutes(app: FastifyInstance, { db, clock, publicUrl }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payPageRoute = {
    schema: {
      summary: 'Pay redirect: the sandbox provider hosted page (spec/1 §7)',
      tags: ['payments'],
      querystring: ZPayQuery,
    },
    config: { caller: 'anyone' as const },
  };
  // The pay page posts plain HTML forms; their (empty) bodies need a parser, the decision is in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.get('/pay/mw/payments/paypayment', payPageRoute, async (request, reply) => {
    const { idpr, tpi } = request.query;
    reply.type('text/html; charset=utf-8');
    if (idpr.startsWith(BILL_PAYMENT_PREFIX)) return billPayPage(idpr, tpi, reply);
    const payment = await paymentById(db, idpr);
    const row = payment && (await orderById(db, payment.order_id));
    if (!payment || !row) return reply.code(404).send(notFoundPage());
    // The diner's language, the one they ordered in (issue 15).
    const language = row.language;
    if (row.ss < 0) return closedPage('m1_sandbox_cancelled', orderPath(row, payment), language);
    if (payment.sp === 2 || row.sp === 2)
      return closedPage('m1_sandbox_paid', orderPath(row, payment), language);
    if (payment.sp === PaymentRowStatus.declined)
      return closedPage(NOT_PAID, orderPath(row, payment), language);
    if (!isOpenPayment(payment.sp)) return closedPage(SUPERSEDED, orderPath(row, payment), language);
    await openPayment(db, payment, clock(), publicUrl);
    return payPage({
      paymentId: payment.id,
      restaurant: row.nombre,
      orderNumber: row.number,
      amount: payment.amount,
      currency: (await restaurantCurrency(row.ir)) ?? { ...defaultCurrency, code: payment.currency },
      tpi,
      language,
    });
  });

  api.post('/pay/mw/payments/paypayment', payPageRoute, async (request, reply) => {
    const { idpr, d } = request.query;
    if (idpr.startsWith(BILL_PAYMENT_PREFIX)) return billDecision(idpr, d, reply);
    const payment = await paymentById(db, idpr);
    const row = payment && (await orderById(db, payment.order_id));
    if (!payment || !row || !d) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    // Only an open attempt of an unpaid, uncancelled order takes a decision: a declined, superseded or
    // paid one goes back to the order (settlePayment checks again under the order's lock).
    if (!isOpenPayment(payment.sp) || row.ss < 0 || row.sp >= 2)
      return reply.redirect(orderPath(row, payment), 303);
    const approved = d === 'approve';
    try {
      await settlePayment(db, payment, approved, clock(), publicUrl, `sandbox-${payment.id}`);
    } catch (error) {
      // Raced by another attempt or decision: nothing changed; the order page tells where it stands.
      if (error instanceof HttpError && error.status === 409)
        return reply.redirect(orderPath(row, payment), 303);
      throw error;
    }
    if (approved) return reply.redirect(orderPath(row, payment), 303);
    return reply
      .type('text/html; charset=utf-8')
      .send(closedPage(NOT_PAID, orderPath(row, payment), row.language));
  });

  /** A table bill's payment (issue 14 item 5): the same page, its amount, back to the diner's order. */
  async function billPayPage(idpr: string, tpi: string, reply: FastifyReply) {
    const payment = await billPaymentById(db, idpr);
    if (!payment) return reply.code(404).send(notFoundPage());
    if (payment.sp === PaymentRowStatus.approved)
      return closedPage('m1_sandbox_bill_paid', payment.return_path, BILL_LANGUAGE);
    if (payment.sp === PaymentRowStatus.declined)
      return closedPage(NOT_PAID, payment.return_path, BILL_LANGUAGE);
    if (!isOpenPayment(payment.sp)) return closedPage(SUPERSEDED, payment.return_path, BILL_LANGUAGE);
    await openBillPaymentPage(db, payment.id, clock());
    return payPage({
      paymentId: payment.id,
      restaurant: payment.nombre,
      orderNumber: null,
      amount: payment.amount,
      currency: (await restaurantCurrency(payment.ir)) ?? { ...defaultCurrency, code: payment.currency },
      tpi,
      language: BILL_LANGUAGE,
    });
  }

  async function billDecision(idpr: string, d: 'approve' | 'decline' | undefined, reply: FastifyReply) {
    const payment = await billPaymentById(db, idpr);
    if (!payment || !d) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    if (!isOpenPayment(payment.sp)) return reply.redirect(payment.return_path, 303);
    try {
      await settleBillPayment(db, payment, d === 'approve', clock(), publicUrl);
    } catch (error) {
      // Raced by another decision, or its lines paid meanwhile: nothing changed; the bill tells where it stands.
      if (error instanceof HttpError && error.status === 409) return reply.redirect(payment.return_path, 303);
      throw error;
    }
    if (d === 'approve') return reply.redirect(payment.return_path, 303);
    return reply
      .type('text/html; charset=utf-8')
      .send(closedPage(NOT_PAID, payment.return_path, BILL_LANGUAGE));
  }

  const defaultCurrency = {
    code: 'CLP',
    symbol: '$',
    symbolPosition: 'before' as const,
    decimalSeparator: ',',
    decimals: 0,
    thousandsSeparator: '.',
  };
  async function restaurantCurrency(ir: string) {
    const [r] = await db.query<{ cur: typeof defaultCurrency }>(
      `select profile->'app'->'cur' as cur from restaurants where ir = $1`,
      [ir],
    );
    return r?.cur ?? null;
  }
}

import {
  checkInPath,
  DispatchType,
  isCardTerminalCode,
  okResponse,
  paymentTransition,
  payRedirect,
  restaurantPath,
  type TPayOrderAnswer,
  ZKioskPaymentReport,
  ZOrder,
  ZPayOrderAnswer,
  ZPayOrderRequest,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppDeps } from '../app.ts';
import { deviceOf, sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import { closedPage, notFoundPage, payPage } from '../payments/sandbox-page.ts';
import { orderById, orderNotFound, transitionOrder } from '../store/orders.ts';
import { type OrderRow, toOrder } from '../store/orders-rows.ts';
import {
  isOpenPayment,
  openPayment,
  openPaymentAttempt,
  PaymentRowStatus,
  paymentById,
  recordAttempt,
  settlePayment,
} from '../store/payments.ts';

const ZPayQuery = z.object({
  idpr: z.string().min(1).max(64),
  tpi: z.string().max(4).default(''),
  d: z.enum(['approve', 'decline']).optional(),
});

/** spec/1 §8 'Payment'. */
const NOT_PAID = 'Pago no realizado.';
/** The page of an attempt a newer one replaced (the diner pressed 'Pagar ahora' again). */
const SUPERSEDED = 'Este enlace de pago ya no es válido. Vuelve al pedido para pagar.';

/**
 * The diner's order page on the web site, where the pay page returns to (spec/1 §2): {venue path}/order/
 * {orderId}, or for an order at the table {venue path}/checkin/{table}/{orderId}.
 */
function orderPath(row: OrderRow): string {
  const venue = restaurantPath({ pais: row.pais, slug: row.slug, simpleId: row.simple_id, dk: row.dk });
  return row.tipo === DispatchType.checkIn
    ? checkInPath(venue, row.det.mesa, row.id)
    : `${venue}/order/${row.id}`;
}

/**
 * Payments: the sandbox provider's hosted page for online codes (spec/1 §7 'Pay redirect', §9) and the
 * kiosk's card-terminal report (spec/3 §4 'Payment'). Opening the page moves sp 0→1; approving moves sp to 2
 * (ss stays: the restaurant still confirms) and queues the ticket; declining moves sp to -1. The diner may
 * open a new attempt while the order is payable (POST /srv/payorder), also after a decline.
 */
export async function paymentRoutes(app: FastifyInstance, { db, clock, publicUrl }: AppDeps) {
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
    const payment = await paymentById(db, idpr);
    const row = payment && (await orderById(db, payment.order_id));
    if (!payment || !row) return reply.code(404).send(notFoundPage());
    if (row.ss < 0) return closedPage('Este pedido fue cancelado', orderPath(row));
    if (payment.sp === 2 || row.sp === 2) return closedPage('Este pedido ya está pagado', orderPath(row));
    if (payment.sp === PaymentRowStatus.declined) return closedPage(NOT_PAID, orderPath(row));
    if (!isOpenPayment(payment.sp)) return closedPage(SUPERSEDED, orderPath(row));
    await openPayment(db, payment, clock(), publicUrl);
    return payPage({
      paymentId: payment.id,
      restaurant: row.nombre,
      orderNumber: row.number,
      amount: payment.amount,
      currency: (await restaurantCurrency(row.ir)) ?? { ...defaultCurrency, code: payment.currency },
      tpi,
    });
  });

  api.post('/pay/mw/payments/paypayment', payPageRoute, async (request, reply) => {
    const { idpr, d } = request.query;
    const payment = await paymentById(db, idpr);
    const row = payment && (await orderById(db, payment.order_id));
    if (!payment || !row || !d) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    // Only an open attempt of an unpaid, uncancelled order takes a decision: a declined, superseded or
    // paid one goes back to the order (settlePayment checks again under the order's lock).
    if (!isOpenPayment(payment.sp) || row.ss < 0 || row.sp >= 2) return reply.redirect(orderPath(row), 303);
    const approved = d === 'approve';
    try {
      await settlePayment(db, payment, approved, clock(), publicUrl, `sandbox-${payment.id}`);
    } catch (error) {
      // Raced by another attempt or decision: nothing changed; the order page tells where it stands.
      if (error instanceof HttpError && error.status === 409) return reply.redirect(orderPath(row), 303);
      throw error;
    }
    if (approved) return reply.redirect(orderPath(row), 303);
    return reply.type('text/html; charset=utf-8').send(closedPage(NOT_PAID, orderPath(row)));
  });

  /**
   * POST /srv/payorder { iped }: the diner's pay-now action (spec/1 §4 'Pay later'), also after a declined
   * payment: a new attempt on the sandbox's hosted page (older open ones are superseded). Only the diner who
   * placed the order (another's id reads as not found); a cancelled, finished, paid or not-online order is
   * a 409 with the reason. Answers the order and the page to open (spec/1 §7 'Pay redirect').
   */
  api.post(
    '/srv/payorder',
    {
      schema: {
        summary: 'Pay order: a new online payment attempt (spec/1 §4 Pay later)',
        tags: ['payments'],
        body: ZPayOrderRequest,
        response: { 200: okResponse(ZPayOrderAnswer) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const now = clock();
      const session = sessionOf(request);
      const { iped } = request.body;
      const row = await orderById(db, iped);
      if (!row || row.user_id === null || Number(row.user_id) !== session.userId) throw orderNotFound();
      const { row: changed, paymentId } = await openPaymentAttempt(db, {
        orderId: row.id,
        now,
        actor: `user:${session.userId}`,
      });
      const data: TPayOrderAnswer = {
        order: toOrder(changed),
        redirect: payRedirect(paymentId, changed.prepago),
      };
      return { ok: true as const, data };
    },
  );

  /**
   * POST /srv/kiosk/payment: the kiosk reports its card terminal's answer for an order it saved before the
   * charge. Every report is recorded first, on its own; then the order moves (approved sp 2 with its
   * ticket queued, declined sp -1).
   */
  api.post(
    '/srv/kiosk/payment',
    {
      schema: {
        summary: "The kiosk card terminal's answer for an order (spec/3 §4 Payment)",
        tags: ['payments', 'kiosk'],
        body: ZKioskPaymentReport,
        response: { 200: okResponse(ZOrder) },
      },
      config: { caller: 'device' },
    },
    async (request) => {
      const device = deviceOf(request);
      const report = request.body;
      const row = await orderById(db, report.iped);
      if (!row || row.device_id !== device.id) throw orderNotFound();
      if (!isCardTerminalCode(report.codigo) || report.codigo !== row.prepago)
        throw new HttpError(400, 'payment_method', 'El medio de pago no corresponde a este pedido');
      const now = clock();
      await recordAttempt(db, {
        orderId: row.id,
        code: report.codigo,
        terminal: report.terminal,
        approved: report.approved,
        reference: report.reference,
        message: report.message,
        deviceId: device.id,
        now,
      });
      const changed = await transitionOrder(db, {
        id: row.id,
        now,
        host: publicUrl,
        actor: `device:${device.id}`,
        action: report.approved ? 'payment-approved' : 'payment-declined',
        next: (state) => paymentTransition(state, report.approved ? 'approved' : 'declined'),
      });
      return { ok: true as const, data: toOrder(changed) };
    },
  );

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

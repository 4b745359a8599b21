import {
  okResponse,
  orderForLinkHolder,
  PAYMENT_REFUSALS,
  payRedirect,
  type TPayOrderAnswer,
  ZOrder,
  ZOrderIdQuery,
  ZPayOrderAnswer,
  ZPayOrderRequest,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import { orderById, orderNotFound } from '../store/orders.ts';
import { toOrder } from '../store/orders-rows.ts';
import { openPaymentAttempt } from '../store/payments.ts';

/**
 * The order's link ({venue}/pedido/{orderId}, spec/3 §7 'The order QR link'; issue 14 item 6): whoever holds
 * an order's id — printed in a ticket's QR, shared by the diner — reads that order and may pay it, with no
 * account. Every order answers (web, table and kiosk alike). The id (96 random bits) is the key, as it is on
 * the paper; what the holder sees leaves the diner out (orderForLinkHolder: no contact, address or
 * account). An unknown id reads as 'no encontrado'. The same id joins the order's live events (live.ts).
 */
export async function orderLinkRoutes(app: FastifyInstance, { db, clock, sandboxPayments }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/srv/pedido',
    {
      schema: {
        summary: "An order as its link shows it, to whoever holds the id (spec/3 §7 'The order QR link')",
        tags: ['orders'],
        querystring: ZOrderIdQuery,
        response: { 200: okResponse(ZOrder) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const row = await orderById(db, request.query.iped);
      if (!row) throw orderNotFound();
      return { ok: true as const, data: orderForLinkHolder(toOrder(row)) };
    },
  );

  /**
   * POST /srv/pedido/pay { iped }: the link holder's pay-now ({venue}/order/{orderId}/paying, spec/1 §2, §4
   * 'Pay later'), the same attempt the diner's own POST /srv/payorder opens (older open ones superseded, a
   * 409 with the reason when the order is not payable); the provider's page returns to the link's page.
   */
  api.post(
    '/srv/pedido/pay',
    {
      schema: {
        summary: "Pay an order through its link: a new online payment attempt (spec/1 §4 'Pay later')",
        tags: ['orders', 'payments'],
        body: ZPayOrderRequest,
        response: { 200: okResponse(ZPayOrderAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const row = await orderById(db, request.body.iped);
      if (!row) throw orderNotFound();
      if (!sandboxPayments) throw new HttpError(409, 'payment_unavailable', PAYMENT_REFUSALS.noProvider);
      const { row: changed, paymentId } = await openPaymentAttempt(db, {
        orderId: row.id,
        now: clock(),
        actor: 'link',
        returnTo: 'link',
      });
      const data: TPayOrderAnswer = {
        order: orderForLinkHolder(toOrder(changed)),
        redirect: payRedirect(paymentId, changed.prepago),
      };
      return { ok: true as const, data };
    },
  );
}

import {
  PAYMENT_REFUSALS,
  PaymentCode,
  type PricedOrder,
  paysOnHostedPage,
  priceOrder,
  type TErrorResponse,
  type TSaveOrderAnswer,
  ZSaveOrderRequest,
  ZSaveOrderResponse,
} from '@comanda/domain';
import { formatServerText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { findCoupon } from '../store/coupons.ts';
import { type createMenuIndexCache, splitLocation } from '../store/menu-index.ts';

/** The answer of a preflight: the amounts, the lines, the delivery quote and why the order cannot go yet. */
export function preflightAnswer(priced: PricedOrder): TSaveOrderAnswer {
  const { totals, lines, delivery, blocked } = priced;
  return {
    preflight: true,
    totals,
    lines,
    delivery,
    // Server texts nest two levels at most: what ZTextParams reads (as errorBody says).
    blocked: blocked
      ? {
          ...blocked,
          params: blocked.params as TErrorResponse['error']['params'],
          message: formatServerText(blocked.key, blocked.params),
        }
      : null,
  };
}

/**
 * POST /srv/saveorder/preflight (spec/1 §7 'Save order' with anony and preflight; issue 16 item 3): the
 * checkout of a diner not signed in yet is priced by the server as a signed-in one's preflight is — the same
 * request and answer contracts, the same rule — so the delivery fee and the total of a temporary address show
 * before sign-in, with the same refusals. Nothing is created; saving still needs a session (/srv/saveorder). A
 * saved card (5009) belongs to an account, so it is refused here.
 */
export function anonymousPreflightRoute(
  app: FastifyInstance,
  menus: ReturnType<typeof createMenuIndexCache>,
  { db, clock, sandboxPayments }: AppDeps,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/srv/saveorder/preflight',
    {
      schema: {
        summary: 'Price an order for a diner not signed in yet (spec/1 §7 Save order, anony + preflight)',
        tags: ['orders'],
        body: ZSaveOrderRequest,
        response: { 200: ZSaveOrderResponse },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const body = { ...request.body, preflight: true };
      const venue = await menus.get(splitLocation(body.irl, body.dk));
      if (!venue) throw notFound('m1_err_restaurant_not_found');
      if (body.prepago === PaymentCode.savedCard)
        throw new HttpError(400, 'payment', PAYMENT_REFUSALS.unknown);
      const priced = priceOrder({
        venue: venue.profile,
        index: venue.available,
        request: body,
        coupon: await findCoupon(db, venue.profile.ir, body.cupon),
        now: clock(),
        kiosk: false,
        preview: true,
      });
      if (!priced.ok) throw new HttpError(400, priced.refusal.code, priced.refusal);
      // As the signed-in save: without the sandbox no online method can be paid (routes/orders.ts).
      if (!sandboxPayments && paysOnHostedPage(priced.value.prepago, false))
        throw new HttpError(400, 'payment_unavailable', PAYMENT_REFUSALS.noProvider);
      return { ok: true as const, data: preflightAnswer(priced.value) };
    },
  );
}

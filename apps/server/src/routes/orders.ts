import {
  checkInPasswordNeeded,
  customerCancel,
  okResponse,
  PAYMENT_REFUSALS,
  PaymentCode,
  payRedirect,
  paysOnHostedPage,
  priceOrder,
  type TSaveOrderAnswer,
  ZFlag,
  ZOrder,
  ZOrderIdQuery,
  ZSaveOrderQuery,
  ZSaveOrderRequest,
  ZSaveOrderResponse,
  ZUserOrdersQuery,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { sessionOf } from '../http/caller.ts';
import { requireSellsFor } from '../http/device.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkCardToPay, saveOrderPaidByCard, vaultUnavailable } from '../payments/card-payment.ts';
import { checkCheckInPassword } from '../store/checkin-password.ts';
import { findCoupon } from '../store/coupons.ts';
import { createMenuIndexCache, splitLocation } from '../store/menu-index.ts';
import { createOrderSaver } from '../store/order-saver.ts';
import { orderById, orderNotFound, ordersOfUser, transitionOrder } from '../store/orders.ts';
import { type OrderRow, toOrder } from '../store/orders-rows.ts';
import { replayedOrder, requestHash, scopeOf } from '../store/orders-save.ts';
import { stockNeeds } from '../store/stock-lines.ts';
import { clientOf, guestOf, refuseGuestElsewhere } from './guest-session.ts';
import { orderActor, owns } from './orders-actor.ts';
import { anonymousPreflightRoute, preflightAnswer } from './orders-preflight.ts';

/** The answer of a save for an order that exists: the order, its pay page, its transfer instructions. */
function savedAnswer(row: OrderRow): TSaveOrderAnswer {
  const order = toOrder(row);
  return {
    preflight: false,
    order,
    redirect: row.pay_id ? payRedirect(row.pay_id, row.prepago) : null,
    transferText: row.prepago === PaymentCode.bankTransfer ? row.det.ordtxttrf : null,
  };
}

/** The idempotency key may come as a header instead of in the body; other headers pass untouched. */
const ZIdempotencyHeader = z.looseObject({
  'idempotency-key': ZSaveOrderRequest.shape.idempotencyKey.check(
    z.describe('the same key answers the same order'),
  ),
});

/** getorder and cancelorder: the order, and kio=1 when a kiosk asks (spec/1 §7, spec/3 §7). */
const ZOrderLookupQuery = z.extend(ZOrderIdQuery, { kio: z._default(ZFlag, false) });
const ZOrderAnswer = okResponse(ZOrder);

/**
 * Saving and following orders (spec/1 §4 'Order saving', 'Cancellation'; §7 Save order, User orders, Cancel
 * order): a web diner must be signed in; a kiosk (kio=1) saves with its device token as the guest.
 */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, publicUrl, sandboxPayments, cardVault } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menus = createMenuIndexCache(db);
  await menus.start();
  app.addHook('onClose', () => menus.stop());
  const saver = createOrderSaver(db);
  // A diner not signed in yet prices the checkout with the same rule and contracts (issue 16 item 3).
  anonymousPreflightRoute(app, menus, deps);

  /** POST /srv/saveorder: checks and prices everything itself; preflight answers the totals only. */
  api.post(
    '/srv/saveorder',
    {
      schema: {
        summary: 'Save order (spec/1 §7, §4 Order saving)',
        tags: ['orders'],
        querystring: ZSaveOrderQuery,
        headers: ZIdempotencyHeader,
        body: ZSaveOrderRequest,
        response: { 200: ZSaveOrderResponse },
      },
      config: { caller: 'diner-or-device' },
    },
    async (request) => {
      const { query, body } = request;
      body.idempotencyKey ??= request.headers['idempotency-key'];
      if (query.preflight) body.preflight = true;
      const now = clock();
      const kiosk = query.kio;
      const { actor, device } = orderActor(request);
      const location = splitLocation(body.irl, body.dk);
      const venue = await menus.get(location);
      if (!venue) throw notFound('m1_err_restaurant_not_found');
      const { available: index, profile } = venue;
      if (device) await requireSellsFor(db, device, profile.ir);
      // An anonymous guest orders at its own table only (issue 14 item 1, routes/guest-session.ts).
      const guest = actor.kind === 'diner' ? await guestOf(db, sessionOf(request)) : null;
      if (guest) {
        refuseGuestElsewhere(guest, profile, body);
        if (actor.kind === 'diner') actor.guest = true;
      }

      const hash = requestHash(body);
      if (!body.preflight) {
        const replayed = await replayedOrder(db, scopeOf(actor), body.idempotencyKey, hash);
        if (replayed) return { ok: true as const, data: savedAnswer((await orderById(db, replayed))!) };
      }
      const coupon = await findCoupon(db, profile.ir, body.cupon);
      const priced = priceOrder({
        venue: profile,
        index,
        request: body,
        coupon,
        now,
        kiosk,
        anonymousGuest: guest !== null,
        // The checkout's preflight explains a closed venue, a time, the minimum or the area beside the amounts.
        preview: body.preflight,
      });
      if (!priced.ok) throw new HttpError(400, priced.refusal.code, priced.refusal);
      // The sandbox is the only hosted-page provider: without it an online method cannot be paid, so it is
      // refused before any order exists instead of leading the diner to a page that is not there.
      if (!sandboxPayments && paysOnHostedPage(priced.value.prepago, kiosk))
        throw new HttpError(400, 'payment_unavailable', PAYMENT_REFUSALS.noProvider);
      // A saved card (5009, issue 16 item 4): the diner's own card, in the venue's country, named by tokenCard.
      const card = priced.value.prepago === PaymentCode.savedCard && actor.kind === 'diner' ? actor : null;
      if (priced.value.prepago === PaymentCode.savedCard) {
        if (!cardVault) throw vaultUnavailable();
        if (!card) throw new HttpError(400, 'payment', PAYMENT_REFUSALS.unknown);
        await checkCardToPay(db, { userId: card.userId, tokenCard: body.tokenCard, venue: profile, now });
      }
      if (body.preflight) return { ok: true as const, data: preflightAnswer(priced.value) };
      // The venue's check-in password, counted per client (spec/1 §5; a paired kiosk is an authorised device).
      if (checkInPasswordNeeded(profile.app, body.tipo, device !== null))
        await checkCheckInPassword(db, {
          ir: profile.ir,
          il: profile.il,
          client: clientOf(request),
          given: body.pwdCheckin,
          expected: profile.checkInPassword,
          now,
        });
      const save = () =>
        saver.save({
          // The method priceOrder settled on: none for a check-in order that pays nothing (spec/1 §4).
          request: { ...body, prepago: priced.value.prepago },
          priced: priced.value,
          actor,
          profile,
          needs: stockNeeds(body.lines),
          nameOf: (kind, id) => (kind === 'p' ? index.products.get(id)?.np : index.extras.get(id)?.np) ?? id,
          hash,
          now,
          host: publicUrl,
        });
      const { orderId, row } =
        card && cardVault
          ? await saveOrderPaidByCard(db, cardVault, {
              userId: card.userId,
              tokenCard: body.tokenCard,
              saveCard: body.saveCard,
              total: priced.value.totals.total,
              currency: profile.app.cur.code,
              now,
              host: publicUrl,
              save,
            })
          : await save();
      // A replayed key answers the order it made, read back; a new order answers what was just written.
      return { ok: true as const, data: savedAnswer(row ?? (await orderById(db, orderId))!) };
    },
  );

  /** GET /srv/getuserorders: the signed-in diner's orders; tipo 1 in process, 2 history, 10 all. */
  api.get(
    '/srv/getuserorders',
    {
      schema: {
        summary: 'User orders (spec/1 §7)',
        tags: ['orders'],
        querystring: ZUserOrdersQuery,
        response: { 200: okResponse(z.array(ZOrder)) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return { ok: true as const, data: (await ordersOfUser(db, userId, request.query.tipo)).map(toOrder) };
    },
  );

  /** GET /srv/getorder?iped=: one order, only to who placed it (another's id reads as not found). */
  api.get(
    '/srv/getorder',
    {
      schema: {
        summary: 'Get order by id (spec/3 §7)',
        tags: ['orders'],
        querystring: ZOrderLookupQuery,
        response: { 200: ZOrderAnswer },
      },
      config: { caller: 'diner-or-device' },
    },
    async (request) => {
      const { actor } = orderActor(request);
      const row = await orderById(db, request.query.iped);
      if (!row || !owns(actor, row)) throw orderNotFound();
      return { ok: true as const, data: toOrder(row) };
    },
  );

  /** GET /srv/cancelorder?iped=: the diner cancels, only while cancellable (ss 0, sp below 2). */
  api.get(
    '/srv/cancelorder',
    {
      schema: {
        summary: 'Cancel order (spec/1 §7, §4 Cancellation)',
        tags: ['orders'],
        querystring: ZOrderLookupQuery,
        response: { 200: ZOrderAnswer },
      },
      config: { caller: 'diner-or-device' },
    },
    async (request) => {
      const { iped } = request.query;
      const now = clock();
      const { actor } = orderActor(request);
      const row = await orderById(db, iped);
      if (!row || !owns(actor, row)) throw orderNotFound();
      const changed = await transitionOrder(db, {
        id: iped,
        now,
        host: publicUrl,
        actor: scopeOf(actor),
        action: 'cancel-customer',
        next: customerCancel,
      });
      return { ok: true as const, data: toOrder(changed) };
    },
  );
}

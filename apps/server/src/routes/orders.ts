import {
  customerCancel,
  PaymentCode,
  payRedirect,
  priceOrder,
  type TSaveOrderAnswer,
  ZOrderIdQuery,
  ZSaveOrderQuery,
  ZSaveOrderRequest,
  ZUserOrdersQuery,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { requireSession } from '../http/auth.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { findCoupon } from '../store/coupons.ts';
import { createMenuIndexCache, splitLocation } from '../store/menu-index.ts';
import { createOrderSaver } from '../store/order-saver.ts';
import { orderById, orderNotFound, ordersOfUser, transitionOrder } from '../store/orders.ts';
import { type OrderRow, toOrder } from '../store/orders-rows.ts';
import { replayedOrder, requestHash, scopeOf } from '../store/orders-save.ts';
import { stockNeeds } from '../store/stock-lines.ts';
import { orderActor, owns } from './orders-actor.ts';

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

const idempotencyHeader = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header ? header : undefined;
};

/**
 * Saving and following orders (spec/1 §4 'Order saving', 'Cancellation'; §7 Save order, User orders, Cancel
 * order): a web diner must be signed in; a kiosk (kio=1) saves with its device token as the guest.
 */
export async function orderRoutes(app: FastifyInstance, { db, clock, publicUrl }: AppDeps) {
  const menus = createMenuIndexCache(db);
  await menus.start();
  app.addHook('onClose', () => menus.stop());
  const saver = createOrderSaver(db);

  /** POST /srv/saveorder: checks and prices everything itself; preflight answers the totals only. */
  app.post('/srv/saveorder', async (request) => {
    const query = ZSaveOrderQuery.parse(request.query);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const body = ZSaveOrderRequest.parse({
      ...raw,
      idempotencyKey: raw.idempotencyKey ?? idempotencyHeader(request),
    });
    if (query.preflight) body.preflight = true;
    const now = clock();
    const kiosk = query.kio;
    const { actor, device } = await orderActor(db, request, now, kiosk);
    const location = splitLocation(body.irl, body.dk);
    const venue = await menus.get(location);
    if (!venue) throw notFound('Restaurante no encontrado');
    const { available: index, profile } = venue;
    if (device && device.ir !== profile.ir)
      throw new HttpError(403, 'not_available', 'Este dispositivo no vende en este local');

    const hash = requestHash(body);
    if (!body.preflight) {
      const replayed = await replayedOrder(db, scopeOf(actor), body.idempotencyKey, hash);
      if (replayed) return { ok: true, data: savedAnswer((await orderById(db, replayed))!) };
    }
    const coupon = await findCoupon(db, profile.ir, body.cupon);
    const priced = priceOrder({ venue: profile, index, request: body, coupon, now, kiosk });
    if (!priced.ok) throw new HttpError(400, priced.refusal.code, priced.refusal.message);
    if (body.preflight) {
      const { totals, lines, delivery } = priced.value;
      return { ok: true, data: { preflight: true, totals, lines, delivery } satisfies TSaveOrderAnswer };
    }
    const { orderId, row } = await saver.save({
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
    // A replayed key answers the order it made, read back; a new order answers what was just written.
    return { ok: true, data: savedAnswer(row ?? (await orderById(db, orderId))!) };
  });

  /** GET /srv/getuserorders: the signed-in diner's orders; tipo 1 in process, 2 history, 10 all. */
  app.get('/srv/getuserorders', async (request) => {
    const session = await requireSession(request, clock());
    const { tipo } = ZUserOrdersQuery.parse(request.query);
    return { ok: true, data: (await ordersOfUser(db, session.userId, tipo)).map(toOrder) };
  });

  /** GET /srv/getorder?iped=: one order, only to who placed it (another's id reads as not found). */
  app.get('/srv/getorder', async (request) => {
    const { iped } = ZOrderIdQuery.parse(request.query);
    const { kio } = ZSaveOrderQuery.parse(request.query);
    const { actor } = await orderActor(db, request, clock(), kio);
    const row = await orderById(db, iped);
    if (!row || !owns(actor, row)) throw orderNotFound();
    return { ok: true, data: toOrder(row) };
  });

  /** GET /srv/cancelorder?iped=: the diner cancels, only while cancellable (ss 0, sp below 2). */
  app.get('/srv/cancelorder', async (request) => {
    const { iped } = ZOrderIdQuery.parse(request.query);
    const { kio } = ZSaveOrderQuery.parse(request.query);
    const now = clock();
    const { actor } = await orderActor(db, request, now, kio);
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
    return { ok: true, data: toOrder(changed) };
  });
}

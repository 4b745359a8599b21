import { ZClearHoldsRequest, ZPriceCheckRequest, ZReleaseRequest, ZReserveRequest } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { notFound } from '../http/errors.ts';
import { clearHolds, releaseStock, reserveStock } from '../store/cart-stock.ts';
import { createMenuIndexCache, splitLocation } from '../store/menu-index.ts';
import { priceCheck } from '../store/price-check.ts';

/** The cart's calls to the server before checkout: stock holds and the price check (spec/1 §4, §7). */
export async function cartStockRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const menus = createMenuIndexCache(db);
  await menus.start();
  app.addHook('onClose', () => menus.stop());

  /** Takes stock for lines entering a cart, all or nothing; a shortage is `reserved: false`, not an error. */
  app.post('/srv/cartstock/reserve', { config: { caller: 'anyone' } }, async (request) => {
    const body = ZReserveRequest.parse(request.body ?? {});
    return { ok: true, data: await reserveStock(db, menus, body, clock()) };
  });

  /** Gives back stock of lines leaving a cart, at most what the cart holds. */
  app.post('/srv/cartstock/release', { config: { caller: 'anyone' } }, async (request) => {
    const body = ZReleaseRequest.parse(request.body ?? {});
    const stock = await releaseStock(db, body, clock());
    return { ok: true, data: { reserved: false, shortages: [], stock } };
  });

  /** Gives back every hold of an emptied or abandoned cart. */
  app.post('/srv/cartstock/clear', { config: { caller: 'anyone' } }, async (request) => {
    const { cartId } = ZClearHoldsRequest.parse(request.body ?? {});
    return { ok: true, data: { released: await clearHolds(db, cartId) } };
  });

  /** POST /srv/pricecheck: the server's prices for cart lines; client totals are never trusted. */
  app.post('/srv/pricecheck', { config: { caller: 'anyone' } }, async (request) => {
    const body = ZPriceCheckRequest.parse(request.body ?? {});
    const menu = await menus.get(splitLocation(body.irl, body.dk));
    if (!menu) throw notFound('Restaurante no encontrado');
    return { ok: true, data: priceCheck(menu.index, body.lines) };
  });
}

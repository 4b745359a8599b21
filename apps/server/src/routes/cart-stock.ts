import {
  okResponse,
  ZClearHoldsRequest,
  ZClearHoldsResult,
  ZPriceCheckRequest,
  ZPriceCheckResult,
  ZReleaseRequest,
  ZReserveRequest,
  ZReserveResult,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { anonymousHolder } from '../http/hold-owner.ts';
import { clearHolds, releaseStock, reserveStock } from '../store/cart-stock.ts';
import { createMenuIndexCache, splitLocation } from '../store/menu-index.ts';
import { priceCheck } from '../store/price-check.ts';

/** The cart's calls to the server before checkout: stock holds and the price check (spec/1 §4, §7). */
export async function cartStockRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menus = createMenuIndexCache(db);
  await menus.start();
  app.addHook('onClose', () => menus.stop());

  /** Takes stock for lines entering a cart, all or nothing; a shortage is `reserved: false`, not an error. */
  api.post(
    '/srv/cartstock/reserve',
    {
      schema: {
        summary: "Hold stock for lines entering a cart (spec/1 §4 'Cart lifecycle')",
        tags: ['cart'],
        body: ZReserveRequest,
        response: { 200: okResponse(ZReserveResult) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const now = clock();
      const holder = await anonymousHolder(db, request, now);
      return { ok: true as const, data: await reserveStock(db, menus, request.body, now, holder) };
    },
  );

  /** Gives back stock of lines leaving a cart, at most what the cart holds. */
  api.post(
    '/srv/cartstock/release',
    {
      schema: {
        summary: "Give back stock of lines leaving a cart (spec/1 §4 'Cart lifecycle')",
        tags: ['cart'],
        body: ZReleaseRequest,
        response: { 200: okResponse(ZReserveResult) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const stock = await releaseStock(db, request.body, clock());
      return { ok: true as const, data: { reserved: false, shortages: [], stock } };
    },
  );

  /** Gives back every hold of an emptied or abandoned cart. */
  api.post(
    '/srv/cartstock/clear',
    {
      schema: {
        summary: "Give back every hold of a cart (spec/1 §4 'Cart lifecycle')",
        tags: ['cart'],
        body: ZClearHoldsRequest,
        response: { 200: okResponse(ZClearHoldsResult) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => ({ ok: true as const, data: { released: await clearHolds(db, request.body.cartId) } }),
  );

  /** POST /srv/pricecheck: the server's prices for cart lines; client totals are never trusted. */
  api.post(
    '/srv/pricecheck',
    {
      schema: {
        summary: 'Price check of the cart (spec/1 §7)',
        tags: ['cart'],
        body: ZPriceCheckRequest,
        response: { 200: okResponse(ZPriceCheckResult) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { irl, dk, lines } = request.body;
      const menu = await menus.get(splitLocation(irl, dk));
      if (!menu) throw notFound('m1_err_restaurant_not_found');
      return { ok: true as const, data: priceCheck(menu.index, lines) };
    },
  );
}

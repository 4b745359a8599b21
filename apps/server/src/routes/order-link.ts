import { DispatchType, okResponse, ZOrder, ZOrderIdQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { orderById, orderNotFound } from '../store/orders.ts';
import { toOrder } from '../store/orders-rows.ts';

/**
 * GET /srv/pedido?iped=: the order a kiosk receipt's QR opens ({venue}/pedido/{orderId}, spec/3 §7 'The
 * order QR link'), for the diner who has only the paper: anonymous, since a kiosk diner has no account.
 * The order id (96 random bits) is the key, as it is on the paper; only kiosk orders answer, and without
 * the contact the diner typed (name, e-mail, phone), which the paper does not show either.
 */
export async function orderLinkRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/srv/pedido',
    {
      schema: {
        summary: "A kiosk order as its receipt's QR shows it (spec/3 §7)",
        tags: ['orders'],
        querystring: ZOrderIdQuery,
        response: { 200: okResponse(ZOrder) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const row = await orderById(db, request.query.iped);
      const kiosk = row?.tipo === DispatchType.kioskTakeAway || row?.tipo === DispatchType.kioskEatHere;
      if (!row || !kiosk) throw orderNotFound();
      const order = toOrder(row);
      const det = { ...order.det, contacto: { nm: '', ph: '', em: '' }, usuario: { id: 0, nombre: '' } };
      return { ok: true as const, data: { ...order, det } };
    },
  );
}

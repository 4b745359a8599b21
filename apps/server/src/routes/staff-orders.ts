import {
  boardTransition,
  Module,
  okResponse,
  type TStaffOrder,
  ZStaffLineCancel,
  ZStaffOrder,
  ZStaffOrderAction,
  ZStaffOrdersQuery,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { noteScreenSeen } from '../store/kitchen-screens.ts';
import { splitLocation } from '../store/menu-index.ts';
import { orderById, orderNotFound, ordersOfVenue, transitionOrder } from '../store/orders.ts';
import { cancelOrderLine } from '../store/orders-lines.ts';
import { type OrderRow, toStaffOrder } from '../store/orders-rows.ts';
import { attemptsOf } from '../store/payments.ts';
import { confirmationTimes } from '../store/staff-board.ts';

/** Module 5000 staff; whether their roles cover the order's venue is checked once the venue is known. */
const kitchen = { caller: { staff: Module.kitchen } };
const ZStaffOrderAnswer = okResponse(ZStaffOrder);

/**
 * The staff order board (module 5000 with a role for the venue, spec/3 §4 'Staff gating'): the venue's
 * orders, in process first, the moves of spec/1 §4 statuses and the cancelling of one product line. Every
 * move writes a history row and is pushed live to the diner, the board and the kiosk that placed the order.
 * A caller who is not module 5000 staff at all is refused by the caller hook before anything about an order
 * is told.
 */
export async function staffOrderRoutes(app: FastifyInstance, { db, clock, publicUrl }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withAttempts = async (rows: OrderRow[]): Promise<TStaffOrder[]> => {
    const ids = rows.map((r) => r.id);
    const [attempts, confirmed] = await Promise.all([attemptsOf(db, ids), confirmationTimes(db, ids)]);
    return rows.map((r) => ({
      ...toStaffOrder(r, attempts.get(r.id) ?? []),
      confirmedAt: confirmed.get(r.id)?.toISOString() ?? null,
    }));
  };

  /** GET /srv/staff/orders?irl=: the venue's board. */
  api.get(
    '/srv/staff/orders',
    {
      schema: {
        summary: "The venue's order board (spec/3 §4 Staff gating)",
        tags: ['staff'],
        querystring: ZStaffOrdersQuery,
        response: { 200: okResponse(z.array(ZStaffOrder)) },
      },
      config: kitchen,
    },
    async (request) => {
      const venue = splitLocation(request.query.irl, request.query.dk);
      requireVenue(request, venue);
      // A kitchen screen reading its board is seen (the back office's 'Pantallas de cocina' shows when).
      await noteScreenSeen(db, sessionOf(request).userId, clock());
      return { ok: true as const, data: await withAttempts(await ordersOfVenue(db, venue)) };
    },
  );

  /** POST /srv/staff/order { iped, action }: confirm, prepare, ready, finish, cancel or paid. */
  api.post(
    '/srv/staff/order',
    {
      schema: {
        summary: 'Move an order: confirm, prepare, ready, finish, cancel or paid (spec/1 §4 statuses)',
        tags: ['staff'],
        body: ZStaffOrderAction,
        response: { 200: ZStaffOrderAnswer },
      },
      config: kitchen,
    },
    async (request) => {
      const { iped, action } = request.body;
      const row = await orderById(db, iped);
      if (!row) throw orderNotFound();
      requireVenue(request, { ir: row.ir, il: row.il });
      const changed = await transitionOrder(db, {
        id: iped,
        now: clock(),
        host: publicUrl,
        actor: `staff:${sessionOf(request).userId}`,
        action,
        // An order waiting for its payment is not the kitchen's yet (rules/kitchen-release.ts).
        next: (state) => boardTransition(state, action, row.kitchen_release ?? undefined),
      });
      return { ok: true as const, data: (await withAttempts([changed]))[0]! };
    },
  );

  /**
   * POST /srv/staff/order/line { iped, lir }: cancel one product line (st 170, spec/1 §4 'Delivery / kitchen
   * sub-status'; §8 'Cancelled products') while the order is neither cancelled nor finished; its stock goes
   * back and the diner sees 'Hay Productos anulados' live. The total stays (the spec only warns).
   */
  api.post(
    '/srv/staff/order/line',
    {
      schema: {
        summary: "Cancel one product line (spec/1 §4, §8 'Cancelled products')",
        tags: ['staff'],
        body: ZStaffLineCancel,
        response: { 200: ZStaffOrderAnswer },
      },
      config: kitchen,
    },
    async (request) => {
      const { iped, lir } = request.body;
      const row = await orderById(db, iped);
      if (!row) throw orderNotFound();
      requireVenue(request, { ir: row.ir, il: row.il });
      const actor = `staff:${sessionOf(request).userId}`;
      const changed = await cancelOrderLine(db, { id: iped, lir, now: clock(), actor });
      return { ok: true as const, data: (await withAttempts([changed]))[0]! };
    },
  );
}

import {
  Module,
  staffTransition,
  type TStaffOrder,
  ZStaffLineCancel,
  ZStaffOrderAction,
  ZStaffOrdersQuery,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { requireRole, requireSession } from '../http/auth.ts';
import { splitLocation } from '../store/menu-index.ts';
import { orderById, orderNotFound, ordersOfVenue, transitionOrder } from '../store/orders.ts';
import { cancelOrderLine } from '../store/orders-lines.ts';
import { type OrderRow, toStaffOrder } from '../store/orders-rows.ts';
import { attemptsOf } from '../store/payments.ts';

/**
 * The staff order board (module 5000 with a role for the venue, spec/3 §4 'Staff gating'): the venue's
 * orders, in process first, the moves of spec/1 §4 statuses and the cancelling of one product line. Every
 * move writes a history row and is pushed live to the diner, the board and the kiosk that placed the order.
 */
export async function staffOrderRoutes(app: FastifyInstance, { db, clock, publicUrl }: AppDeps) {
  const withAttempts = async (rows: OrderRow[]): Promise<TStaffOrder[]> => {
    const attempts = await attemptsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toStaffOrder(r, attempts.get(r.id) ?? []));
  };

  /** GET /srv/staff/orders?irl=: the venue's board. */
  app.get('/srv/staff/orders', { config: { caller: { staff: Module.kitchen } } }, async (request) => {
    const { irl, dk } = ZStaffOrdersQuery.parse(request.query);
    const venue = splitLocation(irl, dk);
    await requireRole(db, request, clock(), Module.kitchen, venue);
    return { ok: true, data: await withAttempts(await ordersOfVenue(db, venue)) };
  });

  /** POST /srv/staff/order { iped, action }: confirm, prepare, ready, finish, cancel or paid. */
  app.post('/srv/staff/order', { config: { caller: { staff: Module.kitchen } } }, async (request) => {
    const { iped, action } = ZStaffOrderAction.parse(request.body ?? {});
    const now = clock();
    const session = await requireSession(request, now);
    const row = await orderById(db, iped);
    if (!row) throw orderNotFound();
    await requireRole(db, request, now, Module.kitchen, { ir: row.ir, il: row.il });
    const changed = await transitionOrder(db, {
      id: iped,
      now,
      host: publicUrl,
      actor: `staff:${session.userId}`,
      action,
      next: (state) => staffTransition(state, action),
    });
    return { ok: true, data: (await withAttempts([changed]))[0]! };
  });

  /**
   * POST /srv/staff/order/line { iped, lir }: cancel one product line (st 170, spec/1 §4 'Delivery / kitchen
   * sub-status'; §8 'Cancelled products') while the order is neither cancelled nor finished; its stock goes
   * back and the diner sees 'Hay Productos anulados' live. The total stays (the spec only warns).
   */
  app.post('/srv/staff/order/line', { config: { caller: { staff: Module.kitchen } } }, async (request) => {
    const { iped, lir } = ZStaffLineCancel.parse(request.body ?? {});
    const now = clock();
    // Not staff of module 5000 at all: 403 before anything about the order is told.
    const session = await requireRole(db, request, now, Module.kitchen);
    const row = await orderById(db, iped);
    if (!row) throw orderNotFound();
    await requireRole(db, request, now, Module.kitchen, { ir: row.ir, il: row.il });
    const changed = await cancelOrderLine(db, { id: iped, lir, now, actor: `staff:${session.userId}` });
    return { ok: true, data: (await withAttempts([changed]))[0]! };
  });
}

import {
  CHECKOUT_REFUSALS,
  findTable,
  GUEST_REFUSALS,
  okResponse,
  ZCheckInSeat,
  ZCheckInSeatRequest,
  ZCheckInTable,
  ZCheckInTableQuery,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { billForDiner } from '../store/table-bill.ts';
import { latestBillAt, seatAtTable } from '../store/table-seats.ts';
import { guestOf } from './guest-session.ts';

/**
 * Ordering at the table (spec/1 §2 '/checkin/{table}', §4 'Check-in specifics'). The diner site asks which
 * table a QR path names before the cart takes it; saving an order checks the table again (priceOrder).
 */
export async function checkInRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /srv/checkin/table?irl=&mesa=: the venue's table, or 404 'Mesa no encontrada'. */
  api.get(
    '/srv/checkin/table',
    {
      schema: {
        summary: 'The table a check-in QR path names (spec/1 §4 Check-in specifics)',
        tags: ['orders'],
        querystring: ZCheckInTableQuery,
        response: { 200: okResponse(ZCheckInTable) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { irl, mesa } = request.query;
      const [ir = '', il = ''] = irl.split('-');
      const profile = await restaurantProfile(db, ir);
      if (!profile || profile.il !== il) throw notFound('m1_err_restaurant_not_found');
      const table = findTable(profile.tables, mesa);
      if (!table) throw new HttpError(404, 'table', CHECKOUT_REFUSALS.table);
      return {
        ok: true as const,
        data: { id: table.id, nm: table.nm, nmTrad: table.nmTrad, sector: table.sector },
      };
    },
  );

  /**
   * POST /srv/checkin/seat: a diner with a session sits at the venue's table as its page opens (migration 040),
   * so a diner who has not ordered — typically the one who pays for everyone — reads and pays the table's bill.
   * A guest sits only at the table its session is bound to. Answers the table's bill the diner may now read.
   */
  api.post(
    '/srv/checkin/seat',
    {
      schema: {
        summary: "Sit at a table: its bill for a diner who has not ordered (spec/1 §3 'Seat record')",
        tags: ['orders'],
        body: ZCheckInSeatRequest,
        response: { 200: okResponse(ZCheckInSeat) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { irl, dk, mesa } = request.body;
      const [ir = '', il = ''] = irl.split('-');
      const profile = await restaurantProfile(db, ir);
      if (!profile || profile.il !== il || profile.dk !== dk) throw notFound('m1_err_restaurant_not_found');
      const table = findTable(profile.tables, mesa);
      if (!table) throw new HttpError(404, 'table', CHECKOUT_REFUSALS.table);
      const session = sessionOf(request);
      const guest = await guestOf(db, session);
      if (guest && (guest.ir !== ir || guest.il !== il || guest.dk !== dk || guest.mesa !== table.id))
        throw new HttpError(403, 'guest_scope', GUEST_REFUSALS.scope);
      const now = clock();
      if (!guest) await seatAtTable(db, { userId: session.userId, ir, il, mesa: table.id, now });
      const latest = await latestBillAt(db, { ir, il, mesa: table.id });
      const readable = latest ? await billForDiner(db, latest, session, now) : null;
      return { ok: true as const, data: { mesa: table.id, ic: readable?.ok ? readable.bill.id : null } };
    },
  );
}

import { CHECKOUT_REFUSALS, findTable, okResponse, ZCheckInTable, ZCheckInTableQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';

/**
 * Ordering at the table (spec/1 §2 '/checkin/{table}', §4 'Check-in specifics'). The diner site asks which
 * table a QR path names before the cart takes it; saving an order checks the table again (priceOrder).
 */
export async function checkInRoutes(app: FastifyInstance, { db }: AppDeps) {
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
}

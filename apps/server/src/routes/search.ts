import { okResponse, ZSearchRequest, ZSearchResult } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { createRestaurantSearch } from '../store/search.ts';
import { guestRestaurantIds } from '../store/venues.ts';

export async function searchRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const restaurants = createRestaurantSearch(db);

  /**
   * POST /search/dosearch: restaurants and products matching a text near a point (spec/1 §5, §7, §9); a
   * venue guest's search on the venue's host finds only the restaurants serving their place (spec/2 §4, §6).
   */
  api.post(
    '/search/dosearch',
    {
      schema: {
        summary: 'Search restaurants and products near a point (spec/1 §5, §7)',
        tags: ['restaurants'],
        body: ZSearchRequest,
        response: { 200: okResponse(ZSearchResult) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const only = await guestRestaurantIds(db, request.hostname, request.body.venueGuest);
      return { ok: true as const, data: await restaurants.search(request.body, clock(), only) };
    },
  );
}

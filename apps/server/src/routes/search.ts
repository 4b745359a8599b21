import { ZSearchRequest } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { createRestaurantSearch } from '../store/search.ts';

export async function searchRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const restaurants = createRestaurantSearch(db);

  /** POST /search/dosearch: restaurants and products matching a text near a point (spec/1 §5, §7, §9). */
  app.post('/search/dosearch', { config: { caller: 'anyone' } }, async (request) => {
    const body = ZSearchRequest.parse(request.body ?? {});
    return { ok: true, data: await restaurants.search(body, clock()) };
  });
}

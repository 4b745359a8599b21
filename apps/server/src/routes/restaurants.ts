import { ZRestaurantInfoQuery, ZRestaurantsAvailableBody, ZRestaurantsAvailableQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { notFound } from '../http/errors.ts';
import { findProfile, nearbyRestaurants, toRestaurantInfo } from '../store/restaurants.ts';

export async function restaurantRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  /** GET /srv/test: restaurant info (spec/1 §7). */
  app.get('/srv/test', { config: { caller: 'anyone' } }, async (request) => {
    const query = ZRestaurantInfoQuery.parse(request.query);
    const profile = await findProfile(db, query);
    if (!profile) throw notFound('Restaurante no encontrado');
    return { ok: true, data: toRestaurantInfo(profile) };
  });

  /** POST /srv/restosavailable: restaurants within `dist` (radius 30) of a point (spec/1 §7). */
  app.post('/srv/restosavailable', { config: { caller: 'anyone' } }, async (request) => {
    const { dist } = ZRestaurantsAvailableQuery.parse(request.query);
    const point = ZRestaurantsAvailableBody.parse(request.body ?? {});
    return { ok: true, data: await nearbyRestaurants(db, point, dist, clock()) };
  });
}

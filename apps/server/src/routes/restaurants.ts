import {
  okResponse,
  ZRestaurantInfo,
  ZRestaurantInfoQuery,
  ZRestaurantListItem,
  ZRestaurantsAvailableBody,
  ZRestaurantsAvailableQuery,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { findProfile, nearbyRestaurants, toRestaurantInfo } from '../store/restaurants.ts';

export async function restaurantRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /srv/test: restaurant info (spec/1 §7). */
  api.get(
    '/srv/test',
    {
      schema: {
        summary: 'Restaurant info (spec/1 §7)',
        tags: ['restaurants'],
        querystring: ZRestaurantInfoQuery,
        response: { 200: okResponse(ZRestaurantInfo) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const profile = await findProfile(db, request.query);
      if (!profile) throw notFound('m1_err_restaurant_not_found');
      return { ok: true as const, data: toRestaurantInfo(profile) };
    },
  );

  /** POST /srv/restosavailable: restaurants within `dist` (radius 30) of a point (spec/1 §7). */
  api.post(
    '/srv/restosavailable',
    {
      schema: {
        summary: 'Restaurants available around a point (spec/1 §7)',
        tags: ['restaurants'],
        querystring: ZRestaurantsAvailableQuery,
        body: ZRestaurantsAvailableBody,
        response: { 200: okResponse(z.array(ZRestaurantListItem)) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => ({
      ok: true as const,
      data: await nearbyRestaurants(db, request.body, request.query.dist, clock()),
    }),
  );
}

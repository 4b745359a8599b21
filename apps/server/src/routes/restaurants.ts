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
import { guestRestaurantIds } from '../store/venues.ts';

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

  /**
   * POST /srv/restosavailable: restaurants within `dist` (radius 30) of a point (spec/1 §7); for a venue
   * guest on the venue's host, only those serving their place (spec/2 §4, §6).
   */
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
    async (request) => {
      const only = await guestRestaurantIds(db, request.hostname, request.body.venueGuest);
      const data = await nearbyRestaurants(db, request.body, request.query.dist, clock(), only);
      return { ok: true as const, data };
    },
  );
}

import { okResponse, ZVenueInfoAnswer } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { venueForHost } from '../store/venues.ts';

export async function venueLandingRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /srv/venueinfo: the asking host's venue — box rows, suites, which restaurants serve each part and
   * those restaurants' cards (spec/2 §2 'Venue landing', §3 'Venue info'). A host that is no venue's: 404,
   * and the landing goes home.
   */
  api.get(
    '/srv/venueinfo',
    {
      schema: {
        summary: "The host's venue: boxes, suites and the restaurants serving them (spec/2 §3)",
        tags: ['places'],
        response: { 200: okResponse(ZVenueInfoAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const venue = await venueForHost(db, request.hostname, clock());
      if (!venue) throw notFound('m1_err_venue_not_found');
      return { ok: true as const, data: venue };
    },
  );
}

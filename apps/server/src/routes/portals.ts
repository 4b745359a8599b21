import { okResponse, ZPortalInfo, ZPortalInfoQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { portalInfo } from '../store/portal-info.ts';

/** Portals on the web (issue 18 item 5; spec/3 §2 'Portal routes', §7 GET /srv/portalinfo). */
export async function portalRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/srv/portalinfo',
    {
      schema: {
        summary: "A portal's name and its restaurants in service, for its web page (spec/3 §7)",
        tags: ['restaurants'],
        querystring: ZPortalInfoQuery,
        response: { 200: okResponse(ZPortalInfo) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const info = await portalInfo(db, request.query, clock());
      if (!info) throw notFound('m1_err_portal_not_found');
      return { ok: true as const, data: info };
    },
  );
}

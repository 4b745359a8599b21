import { okResponse, ZErrorResponse, ZHealth } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { checkReadiness } from '../db/readiness.ts';
import { errorBody } from '../http/errors.ts';

/**
 * Liveness and readiness probes (issue 10 item 6).
 * GET /srv/health: the process is up and serving; it touches no database, so a slow database never makes a
 * supervisor restart a healthy process. Also the trivial route the benchmarks compare to: keep it cheap.
 * GET /srv/ready: 200 only when the database answers and its migrations are done, else 503 with the reason,
 * so a load balancer sends diners only to an instance that can take their order.
 */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/srv/health',
    {
      schema: {
        summary: 'Liveness: the process is up',
        tags: ['platform'],
        response: { 200: okResponse(ZHealth) },
      },
      config: { caller: 'anyone' },
    },
    async () => ({ ok: true as const, data: { database: db.kind } }),
  );

  api.get(
    '/srv/ready',
    {
      schema: {
        summary: 'Readiness: the database answers and migrations are done',
        tags: ['platform'],
        response: { 200: okResponse(ZHealth), 503: ZErrorResponse },
      },
      config: { caller: 'anyone' },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db);
      if (readiness.ready) return { ok: true as const, data: { database: db.kind } };
      return reply
        .code(503)
        .send(errorBody('not_ready', serverText('p1_err_not_ready', { reason: readiness.reason })));
    },
  );
}

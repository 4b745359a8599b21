import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/** GET /srv/health: the server is up and its database answers. Also the trivial route benchmarks compare to. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/srv/health', { config: { caller: 'anyone' } }, async () => {
    await db.query('select 1');
    return { ok: true, data: { database: db.kind } };
  });
}

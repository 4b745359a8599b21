import { ZMenuBody, ZMenuQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { notFound } from '../http/errors.ts';
import { createMenuCache } from '../store/menu-cache.ts';

export async function menuRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const menus = createMenuCache(db);
  await menus.start();
  app.addHook('onClose', () => menus.stop());

  /** POST /srv/getrestomenu: the menu of a location `irl` = "{restaurant}-{local}" (spec/1 §7). */
  app.post('/srv/getrestomenu', { config: { caller: 'anyone' } }, async (request, reply) => {
    const query = ZMenuQuery.parse(request.query);
    const body = ZMenuBody.parse(request.body ?? {});
    const [ir = '', il = ''] = body.irl.split('-');
    const answer = await menus.answer({ ir, il, dk: body.dk || query.dk }, clock());
    if (!answer) throw notFound('Restaurante no encontrado');
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}

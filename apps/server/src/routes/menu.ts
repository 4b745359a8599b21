import { ZMenuBody, ZMenuQuery } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { notFound } from '../http/errors.ts';
import { loadMenu } from '../store/restaurants.ts';

export async function menuRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  /** POST /srv/getrestomenu: the menu of a location `irl` = "{restaurant}-{local}" (spec/1 §7). */
  app.post('/srv/getrestomenu', async (request) => {
    const query = ZMenuQuery.parse(request.query);
    const body = ZMenuBody.parse(request.body ?? {});
    const [ir = '', il = ''] = body.irl.split('-');
    const menu = await loadMenu(db, { ir, il, dk: body.dk || query.dk }, clock());
    if (!menu) throw notFound('Restaurante no encontrado');
    return { ok: true, data: menu };
  });
}

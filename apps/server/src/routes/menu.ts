import { okResponse, ZMenu, ZMenuBody, ZMenuQuery } from '@comanda/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { createMenuCache, type MenuCache } from '../store/menu-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The serialized menus by catalog version: the menu call and the menu page's boot data share it. */
    menuCache: MenuCache;
  }
}

export async function menuRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menus = createMenuCache(db);
  await menus.start();
  app.decorate('menuCache', menus);
  app.addHook('onClose', () => menus.stop());

  /**
   * POST /srv/getrestomenu: the menu of a location `irl` = "{restaurant}-{local}" (spec/1 §7). The cache keeps
   * each answer serialized ({ ok: true, data: menu }, see store/menu-cache.ts) and it is sent as it is.
   */
  api.post(
    '/srv/getrestomenu',
    {
      schema: {
        summary: 'Menu (spec/1 §7)',
        tags: ['restaurants'],
        querystring: ZMenuQuery,
        body: ZMenuBody,
        response: { 200: okResponse(ZMenu) },
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const { query, body } = request;
      const [ir = '', il = ''] = body.irl.split('-');
      const answer = await menus.answer({ ir, il, dk: body.dk || query.dk }, clock());
      if (!answer) throw notFound('m1_err_restaurant_not_found');
      // Already the JSON text of the declared answer: sent untyped, as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { readPhoto, UPLOADED_MEDIA_PREFIX } from '../store/media.ts';

/** A stored photo's name: its content hash (store/media.ts), so an address never changes what it shows. */
const ZMediaParams = z.object({ file: z.string().check(z.regex(/^[0-9a-f]{32}\.webp$/, 'p1_err_v_format')) });

/**
 * Photos uploaded in the back office (issue 13 item 3), served from the database to menus and totems under
 * /media/up/, beside the demo's images. Named by their hash, they are cached for a year without revalidation.
 */
export async function mediaRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${UPLOADED_MEDIA_PREFIX}:file`,
    {
      schema: { summary: 'A photo uploaded in the back office', tags: ['media'], params: ZMediaParams },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const photo = await readPhoto(db, request.params.file);
      if (!photo) throw notFound('m1_err_media_not_found');
      return reply
        .type(photo.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.bytes);
    },
  );
}

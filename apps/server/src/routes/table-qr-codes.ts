import { checkInPath, restaurantPath, ZTableQrQuery } from '@comanda/domain';
import { readModuleFile, TRANSLATION_FILES } from '@comanda/i18n/files';
import { fillPlaceholders, serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { tableQrPdf } from '../pdf/table-qr-pdf.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { backOffice, managedVenue } from './back-office-settings.ts';

/**
 * The table QR sheet (issue 14 item 7): staff of the venue (the back office's module 9000 rows that cover
 * it — an admin's, its manager's) download a PDF with one page per saved table, each the QR code of the
 * table's check-in link, {public site}{venue path}/checkin/{table} (spec/1 §2), which opens the table's menu.
 * The site's address is the server's COMANDA_PUBLIC_URL, as in ticket QR codes.
 */
export async function tableQrRoutes(app: FastifyInstance, { db, publicUrl }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/srv/backoffice/tables/qr.pdf',
    {
      schema: {
        summary:
          "A venue's table QR codes: a PDF, one page per table with its check-in link (issue 14 item 7)",
        tags: ['back office'],
        querystring: ZTableQrQuery,
        produces: ['application/pdf'],
        // The file's bytes: a Buffer goes out as it is (no JSON serializer); OpenAPI reads it as binary.
        response: {
          200: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .check(
              z.describe('application/pdf: one A4 page per table'),
              z.meta({ type: 'string', format: 'binary' }),
            ),
        },
      },
      config: backOffice,
    },
    async (request, reply) => {
      const { ir, lang } = request.query;
      await managedVenue(db, request, ir);
      const profile = await restaurantProfile(db, ir);
      if (!profile) throw notFound('m1_err_restaurant_not_found');
      if (profile.tables.length === 0) throw new HttpError(409, 'no_tables', serverText('m1_err_no_tables'));
      const texts = (await readModuleFile(TRANSLATION_FILES, '9000', lang, 'settings')) ?? {};
      const say = (key: string, params?: Record<string, string>) =>
        fillPlaceholders(texts[key] ?? key, params, (ref) => ref.key);
      const venuePath = restaurantPath({
        pais: profile.pais,
        slug: profile.slug,
        simpleId: profile.simpleId,
        dk: profile.dk,
      });
      const pdf = await tableQrPdf({
        restaurant: profile.app.nombre ?? profile.nombre,
        scanHint: say('m9000_set_tables_qr_scan'),
        pages: profile.tables.map((table) => ({
          name: (lang === 'es' ? undefined : table.nmTrad?.[lang]) || table.nm,
          number: say('p9000_set_tables_qr_number', { n: table.id }),
          link: `${publicUrl}${checkInPath(venuePath, table.id)}`,
        })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mesas-qr-${profile.simpleId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

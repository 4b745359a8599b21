import {
  BACK_OFFICE_MODULE,
  okResponse,
  type TSalesReport,
  type TSalesReportQuery,
  ZReportVenues,
  ZSalesReport,
  ZSalesReportCsvQuery,
  ZSalesReportQuery,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { requireVenue } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { splitLocation } from '../store/menu-index.ts';
import { salesReport, venuesCovered } from '../store/sales-report.ts';
import { salesReportCsv } from './sales-report-csv.ts';

/**
 * The back office's module (9000): an admin's rows cover every venue, a manager's their own (packages/domain
 * rules/staff-grants.ts), checked with requireVenue once the venue is known.
 */
const managers = { caller: { staff: BACK_OFFICE_MODULE } };

/**
 * The report a manager reads at closing (issue 13 item 4): a venue's orders, revenue, tips, discounts and
 * cancellations over its own days, by day, channel and payment method, and orders per hour; the same as a
 * CSV download. The caller hook lets in module 9000 staff only; whether a row covers the venue asked for is
 * checked here, before anything about the venue is told.
 */
export async function salesReportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /srv/staff/reports/venues: the venues the caller's roles let them read. */
  api.get(
    '/srv/staff/reports/venues',
    {
      schema: {
        summary: 'The venues whose reports the caller may read (issue 13 item 4)',
        tags: ['staff'],
        response: { 200: okResponse(ZReportVenues) },
      },
      config: managers,
    },
    async (request) => ({ ok: true as const, data: { venues: await venuesCovered(db, request.who.roles) } }),
  );

  /** GET /srv/staff/reports/sales?irl=&from=&to=: the report, money in the currency's minor units. */
  api.get(
    '/srv/staff/reports/sales',
    {
      schema: {
        summary: "A venue's closing report over its days from..to (issue 13 item 4)",
        tags: ['staff'],
        querystring: ZSalesReportQuery,
        response: { 200: okResponse(ZSalesReport) },
      },
      config: managers,
    },
    async (request) => ({ ok: true as const, data: (await reportOf(db, request, request.query)).report }),
  );

  /** GET /srv/staff/reports/sales.csv?irl=&from=&to=&lang=: the same report as a CSV file. */
  api.get(
    '/srv/staff/reports/sales.csv',
    {
      schema: {
        summary: "A venue's closing report as CSV (UTF-8 with BOM; money in the currency's units)",
        tags: ['staff'],
        querystring: ZSalesReportCsvQuery,
        produces: ['text/csv'],
        // The file's text: with its text/csv type set, fastify sends it as it is (no JSON serializer).
        response: { 200: z.string().check(z.describe('text/csv; charset=utf-8, BOM first')) },
      },
      config: managers,
    },
    async (request, reply) => {
      const { report, simpleId } = await reportOf(db, request, request.query);
      const csv = await salesReportCsv(report, simpleId, request.query.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );
}

async function reportOf(
  db: Queryable,
  request: FastifyRequest,
  query: TSalesReportQuery,
): Promise<{ report: TSalesReport; simpleId: number }> {
  const venue = splitLocation(query.irl, '');
  requireVenue(request, venue);
  const profile = await restaurantProfile(db, venue.ir);
  if (!profile || profile.il !== venue.il) throw notFound('m1_err_restaurant_not_found');
  const range = { timeZone: profile.tz, from: query.from, to: query.to };
  const summary = await salesReport(db, venue, range);
  const report = {
    venue: {
      irl: query.irl,
      nombre: profile.app.nombre ?? profile.nombre,
      timeZone: profile.tz,
      cur: profile.app.cur,
    },
    from: query.from,
    to: query.to,
    ...summary,
  };
  return { report, simpleId: profile.simpleId };
}

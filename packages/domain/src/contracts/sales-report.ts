import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/language-choice.ts';
import {
  isCalendarDate,
  REPORT_CHANNELS,
  REPORT_MAX_DAYS,
  reportRangeProblem,
} from '../rules/sales-report.ts';
import { ZMoney } from './common.ts';
import { ZLocationId } from './menu.ts';
import { ZCurrency } from './restaurant.ts';
import { text } from './safe-input.ts';

/**
 * The closing report (issue 13 item 4; the rules are rules/sales-report.ts): GET /srv/staff/reports/sales
 * and its CSV, GET /srv/staff/reports/sales.csv, for the admin module (9000) rows that cover
 * the venue: an admin's, or the venue's manager's.
 */

/** A day of the restaurant's calendar, 'YYYY-MM-DD'. */
const ZReportDay = text({ max: 10 }).check(z.refine(isCalendarDate, 'p1_err_v_report_date'));

type Range = { from: string; to: string };

/** From..to, both included: in order and at most REPORT_MAX_DAYS days (refused on `to`). */
const rangeChecks = [
  z.refine<Range>((q) => reportRangeProblem(q.from, q.to)?.key !== 'p1_err_v_report_range_order', {
    message: 'p1_err_v_report_range_order',
    path: ['to'],
  }),
  z.refine<Range>((q) => reportRangeProblem(q.from, q.to)?.key !== 'p1_err_v_report_range_long', {
    message: 'p1_err_v_report_range_long',
    params: { max: REPORT_MAX_DAYS },
    path: ['to'],
  }),
] as const;

const reportQuery = { irl: ZLocationId, from: ZReportDay, to: ZReportDay };

/** The venue ({restaurant}-{local}) and its days from..to. */
export const ZSalesReportQuery = z.object(reportQuery).check(...rangeChecks);
/** The same, and the language of the CSV's headings. */
export const ZSalesReportCsvQuery = z
  .object({ ...reportQuery, lang: z._default(z.enum(LANGUAGES), 'es') })
  .check(...rangeChecks);
export type TSalesReportQuery = z.infer<typeof ZSalesReportQuery>;

const ZCount = z.int().check(z.gte(0));

export const ZSalesFigures = z.object({
  orders: ZCount,
  revenue: ZMoney,
  tips: ZMoney,
  discounts: ZMoney,
  outstanding: ZCount,
  outstandingAmount: ZMoney,
  cancelled: ZCount,
  cancelledAmount: ZMoney,
  expired: ZCount,
  expiredAmount: ZMoney,
});

export const ZSalesReport = z.object({
  venue: z.object({ irl: z.string(), nombre: z.string(), timeZone: z.string(), cur: ZCurrency }),
  from: z.string(),
  to: z.string(),
  totals: ZSalesFigures,
  byDay: z.array(z.extend(ZSalesFigures, { day: z.string() })),
  byChannel: z.array(z.extend(ZSalesFigures, { channel: z.enum(REPORT_CHANNELS) })),
  byPayment: z.array(z.extend(ZSalesFigures, { code: z.int(), name: z.string() })),
  byHour: z.array(z.object({ hour: z.int(), orders: ZCount })),
});
export type TSalesReport = z.infer<typeof ZSalesReport>;

/** GET /srv/staff/reports/venues: the venues the caller's module 9000 rows cover. */
export const ZReportVenues = z.object({
  venues: z.array(z.object({ irl: z.string(), nombre: z.string(), simpleId: z.int() })),
});
export type TReportVenues = z.infer<typeof ZReportVenues>;

import { DispatchType } from '../constants.ts';
import { localDate } from './opening-hours.ts';
import { daysBetween } from './order-schedule.ts';
import { OrderStatus } from './order-status.ts';

/**
 * The report a manager reads at closing (issue 13 item 4): orders, revenue, tips, discounts and
 * cancellations by day, channel and payment method, and orders per hour, for one venue and a range of its
 * own calendar days. These are the rules; the server's SQL (store/sales-report.ts) takes the same constants
 * as parameters and store/sales-report-sql.test.ts holds its sums to `summarizeSales` on both databases.
 *
 * - Channel (how the order was placed): a kiosk order came from a device (its `device_id`, or a kiosk
 *   dispatch type 4/5 should the device row be gone); an at-table order (type 3) came by the table's QR
 *   check-in (spec/1 §4 'Check-in specifics'); every other order came from the web site.
 * - Cancelled: stored status -1 (merchant), -2 (customer) or -3 (timeout) (spec/1 §4 'Order status ss').
 *   A cancelled order counts only as a cancellation, with its total; every other order counts as sold.
 * - Revenue is the orders' totals (spec/1 §5 'Totals': subtotal − coupon + delivery + tip), so tips are
 *   inside it and shown apart too; discounts are the promotions' (reference subtotal − subtotal) plus the
 *   coupon's. Money stays in the currency's minor units (rules/money.ts formats it).
 * - Days and hours are the restaurant's (its time zone), like order numbers (rules/order-number.ts).
 */

export const REPORT_CHANNELS = ['web', 'qr', 'kiosk'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** The rule's constants, which the SQL receives as parameters instead of spelling them again. */
export const SALES_REPORT_RULE = {
  cancelledStatuses: [
    OrderStatus.cancelledMerchant,
    OrderStatus.cancelledCustomer,
    OrderStatus.cancelledTimeout,
  ],
  kioskTypes: [DispatchType.kioskTakeAway, DispatchType.kioskEatHere],
  tableTypes: [DispatchType.checkIn],
} as const;

/** Our limit (the spec sets none): a quarter, so one report stays one quick query and one readable page. */
export const REPORT_MAX_DAYS = 92;

/** What the report reads of an order. */
export type ReportOrder = {
  id: string;
  createdAt: Date;
  deviceId: string | null;
  tipo: number;
  ss: number;
  prepago: number;
  paymentName: string;
  total: number;
  tip: number;
  /** Promotions: reference subtotal − subtotal (det.discounts). */
  discounts: number;
  /** The coupon's discount (det.coupon.discount), 0 without one. */
  coupon: number;
};

/** The figures of one group of orders. */
export type SalesFigures = {
  orders: number;
  revenue: number;
  tips: number;
  discounts: number;
  cancelled: number;
  cancelledAmount: number;
};

export type SalesSummary = {
  totals: SalesFigures;
  byDay: (SalesFigures & { day: string })[];
  byChannel: (SalesFigures & { channel: ReportChannel })[];
  byPayment: (SalesFigures & { code: number; name: string })[];
  /** 24 entries, hour 0 to 23 of the restaurant's day: orders sold (cancelled ones left out). */
  byHour: { hour: number; orders: number }[];
};

export function orderChannel(order: { deviceId: string | null; tipo: number }): ReportChannel {
  const rule = SALES_REPORT_RULE;
  if (order.deviceId !== null || (rule.kioskTypes as readonly number[]).includes(order.tipo)) return 'kiosk';
  if ((rule.tableTypes as readonly number[]).includes(order.tipo)) return 'qr';
  return 'web';
}

export const isCancelledOrder = (ss: number): boolean =>
  (SALES_REPORT_RULE.cancelledStatuses as readonly number[]).includes(ss);

export const noSales = (): SalesFigures => ({
  orders: 0,
  revenue: 0,
  tips: 0,
  discounts: 0,
  cancelled: 0,
  cancelledAmount: 0,
});

function add(figures: SalesFigures, order: ReportOrder): void {
  if (isCancelledOrder(order.ss)) {
    figures.cancelled += 1;
    figures.cancelledAmount += order.total;
    return;
  }
  figures.orders += 1;
  figures.revenue += order.total;
  figures.tips += order.tip;
  figures.discounts += order.discounts + order.coupon;
}

/** The hour 0..23 of an instant on the restaurant's clock. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);
  return Number(hour);
}

/** Whether an order placed at `at` falls in the restaurant's days `from`..`to` ('YYYY-MM-DD', inclusive). */
export function inReportRange(at: Date, timeZone: string, from: string, to: string): boolean {
  const day = localDate(at, timeZone);
  return day >= from && day <= to;
}

/**
 * The report of a venue's orders over its days `from`..`to`: the reference the SQL is held to. Days and
 * payment methods with no order are left out; every channel and every hour is listed. A payment method is
 * named as its latest order named it.
 */
export function summarizeSales(
  orders: readonly ReportOrder[],
  range: { timeZone: string; from: string; to: string },
): SalesSummary {
  const { timeZone, from, to } = range;
  const totals = noSales();
  const days = new Map<string, SalesFigures>();
  const channels = new Map<ReportChannel, SalesFigures>(REPORT_CHANNELS.map((c) => [c, noSales()]));
  const payments = new Map<number, { figures: SalesFigures; name: string; at: number }>();
  const hours = Array.from({ length: 24 }, () => 0);
  for (const order of orders) {
    if (!inReportRange(order.createdAt, timeZone, from, to)) continue;
    const day = localDate(order.createdAt, timeZone);
    if (!days.has(day)) days.set(day, noSales());
    const payment = payments.get(order.prepago) ?? { figures: noSales(), name: '', at: -Infinity };
    if (order.createdAt.getTime() >= payment.at) {
      payment.name = order.paymentName;
      payment.at = order.createdAt.getTime();
    }
    payments.set(order.prepago, payment);
    for (const figures of [totals, days.get(day)!, channels.get(orderChannel(order))!, payment.figures])
      add(figures, order);
    if (!isCancelledOrder(order.ss)) hours[localHour(order.createdAt, timeZone)]! += 1;
  }
  return {
    totals,
    byDay: [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, f]) => ({ day, ...f })),
    byChannel: REPORT_CHANNELS.map((channel) => ({ channel, ...channels.get(channel)! })),
    byPayment: [...payments]
      .sort(([a], [b]) => a - b)
      .map(([code, p]) => ({ code, name: p.name, ...p.figures })),
    byHour: hours.map((orders, hour) => ({ hour, orders })),
  };
}

/** A refusal of a report's range, or null: from after to, or more than REPORT_MAX_DAYS days. */
export function reportRangeProblem(
  from: string,
  to: string,
): { key: 'p1_err_v_report_range_order' } | { key: 'p1_err_v_report_range_long'; max: number } | null {
  if (from > to) return { key: 'p1_err_v_report_range_order' };
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
    return { key: 'p1_err_v_report_range_long', max: REPORT_MAX_DAYS };
  return null;
}

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

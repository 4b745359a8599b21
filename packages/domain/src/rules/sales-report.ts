import { DispatchType, PaymentCode } from '../constants.ts';
import { KioskPayCode } from './kiosk-payment-methods.ts';
import { isPrepaidOrder } from './kitchen-release.ts';
import { localDate } from './opening-hours.ts';
import { daysBetween } from './order-schedule.ts';
import { OrderStatus, PaymentStatus } from './order-status.ts';

/**
 * The report a manager reads at closing (issue 13 item 4): orders, revenue, tips, discounts and
 * cancellations by day, channel and payment method, and orders per hour, for one venue and a range of its
 * own calendar days. These are the rules; the server's SQL (store/sales-report.ts) takes the same constants
 * as parameters and store/sales-report-sql.test.ts holds its sums to `summarizeSales` on both databases.
 *
 * - Channel (how the order was placed): a kiosk order came from a device (its `device_id`, or a kiosk
 *   dispatch type 4/5 should the device row be gone); an at-table order (type 3) came by the table's QR
 *   check-in (spec/1 §4 'Check-in specifics'); every other order came from the web site.
 * - Where an order stands (`saleState`), from its stored ss and sp (spec/1 §4 'Order status ss', 'Payment
 *   status sp'):
 *   - 'cancelled': -1 by the merchant, -2 by the customer — a real cancellation, counted with its total;
 *   - 'expired': -3, cancelled by timeout — nobody confirmed it in time, which for a card order means its
 *     payment never came (it waited 'esperando pago' until the limit, rules/order-timeouts.ts). A manager
 *     reads these apart: they are abandoned payments or a slow kitchen, not a diner or staff changing mind;
 *   - 'paid': the money is in — sp 2 'received' (a provider's approval, the kiosk's charge, or staff's
 *     'Marcar pagado'); or, for an order paid on receipt (0, the custom negative codes, the kiosk's cash desk
 *     1000: rules/kitchen-release.ts isPrepaidOrder), finished (ss 3, the kitchen's 'delivered' 180): such
 *     an order is paid when the diner receives it (spec/1 §9 'pay on receipt'), and the board has no other
 *     step for that cash, so a finished one is counted as paid even when nobody pressed 'Marcar pagado';
 *   - 'outstanding': everything else — placed and not cancelled, but its money is not in yet (a card order
 *     still waiting for its payment, a pay-on-receipt order not yet handed over). A manager sees its count
 *     and total apart, as money still to collect, never as revenue. The display-only -10 / -22 are never
 *     stored as ss (rules/order-timeouts.ts diningStatus, order-status.ts displayStatus); were one stored,
 *     it would count by its payment like any order not cancelled.
 * - Revenue is the paid orders' totals (spec/1 §5 'Totals': subtotal − coupon + delivery + tip), so tips
 *   are inside it and shown apart too; discounts are the promotions' (reference subtotal − subtotal) plus the
 *   coupon's, of paid orders as well. Money stays in the currency's minor units (rules/money.ts formats it).
 * - Orders (the count, and the chart per hour) are every order placed and not cancelled or expired: paid
 *   and outstanding.
 * - Days and hours are the restaurant's (its time zone), like order numbers (rules/order-number.ts).
 */

export const REPORT_CHANNELS = ['web', 'qr', 'kiosk'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** The rule's constants, which the SQL receives as parameters instead of spelling them again. */
export const SALES_REPORT_RULE = {
  cancelledStatuses: [OrderStatus.cancelledMerchant, OrderStatus.cancelledCustomer],
  expiredStatus: OrderStatus.cancelledTimeout,
  finishedStatus: OrderStatus.finished,
  paidFrom: PaymentStatus.received,
  /** isPrepaidOrder's constants: a kiosk order is prepaid unless at the cash desk; another, above 0. */
  kioskCashDesk: KioskPayCode.cashDesk,
  onReceiptUpTo: PaymentCode.onReceipt,
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
  sp: number;
  prepago: number;
  paymentName: string;
  total: number;
  tip: number;
  /** Promotions: reference subtotal − subtotal (det.discounts). */
  discounts: number;
  /** The coupon's discount (det.coupon.discount), 0 without one. */
  coupon: number;
};

/** The figures of one group of orders (see the rule above). */
export type SalesFigures = {
  /** Placed and neither cancelled nor expired: paid and outstanding. */
  orders: number;
  /** Of paid orders only. */
  revenue: number;
  tips: number;
  discounts: number;
  /** Not cancelled, money not in yet: how many and their totals. */
  outstanding: number;
  outstandingAmount: number;
  /** Cancelled by the merchant or the customer (-1, -2). */
  cancelled: number;
  cancelledAmount: number;
  /** Cancelled by timeout (-3): mostly payments never completed. */
  expired: number;
  expiredAmount: number;
};

export type SaleState = 'paid' | 'outstanding' | 'cancelled' | 'expired';

/**
 * The figures in the order every view shows them (the page's summary and tables, the CSV), each with its
 * heading's text key (packages/i18n locales/{es,en}/reports.ts) and whether it is money or a count.
 */
export const SALES_FIGURE_COLUMNS: readonly { key: keyof SalesFigures; text: string; money: boolean }[] = [
  { key: 'orders', text: 'm9000_reports_col_orders', money: false },
  { key: 'revenue', text: 'm9000_reports_col_revenue', money: true },
  { key: 'tips', text: 'm9000_reports_col_tips', money: true },
  { key: 'discounts', text: 'm9000_reports_col_discounts', money: true },
  { key: 'outstanding', text: 'm9000_reports_col_outstanding', money: false },
  { key: 'outstandingAmount', text: 'm9000_reports_col_outstanding_amount', money: true },
  { key: 'cancelled', text: 'm9000_reports_col_cancelled', money: false },
  { key: 'cancelledAmount', text: 'm9000_reports_col_cancelled_amount', money: true },
  { key: 'expired', text: 'm9000_reports_col_expired', money: false },
  { key: 'expiredAmount', text: 'm9000_reports_col_expired_amount', money: true },
];

export type SalesSummary = {
  totals: SalesFigures;
  byDay: (SalesFigures & { day: string })[];
  byChannel: (SalesFigures & { channel: ReportChannel })[];
  byPayment: (SalesFigures & { code: number; name: string })[];
  /** 24 entries, hour 0 to 23 of the restaurant's day: orders placed (cancelled and expired ones left out). */
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

/** Where an order stands in the report: paid, outstanding, cancelled or expired (see the rule above). */
export function saleState(order: Pick<ReportOrder, 'ss' | 'sp' | 'tipo' | 'prepago'>): SaleState {
  const rule = SALES_REPORT_RULE;
  if (order.ss === rule.expiredStatus) return 'expired';
  if (isCancelledOrder(order.ss)) return 'cancelled';
  if (order.sp >= rule.paidFrom) return 'paid';
  if (order.ss === rule.finishedStatus && !isPrepaidOrder(order)) return 'paid';
  return 'outstanding';
}

export const noSales = (): SalesFigures => ({
  orders: 0,
  revenue: 0,
  tips: 0,
  discounts: 0,
  outstanding: 0,
  outstandingAmount: 0,
  cancelled: 0,
  cancelledAmount: 0,
  expired: 0,
  expiredAmount: 0,
});

function add(figures: SalesFigures, order: ReportOrder, state: SaleState): void {
  switch (state) {
    case 'cancelled':
      figures.cancelled += 1;
      figures.cancelledAmount += order.total;
      return;
    case 'expired':
      figures.expired += 1;
      figures.expiredAmount += order.total;
      return;
    case 'outstanding':
      figures.orders += 1;
      figures.outstanding += 1;
      figures.outstandingAmount += order.total;
      return;
    case 'paid':
      figures.orders += 1;
      figures.revenue += order.total;
      figures.tips += order.tip;
      figures.discounts += order.discounts + order.coupon;
  }
}

/** Whether an order counts as placed (in the orders' count and the chart): paid or outstanding. */
export const isPlacedOrder = (state: SaleState) => state === 'paid' || state === 'outstanding';

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
    const state = saleState(order);
    for (const figures of [totals, days.get(day)!, channels.get(orderChannel(order))!, payment.figures])
      add(figures, order, state);
    if (isPlacedOrder(state)) hours[localHour(order.createdAt, timeZone)]! += 1;
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

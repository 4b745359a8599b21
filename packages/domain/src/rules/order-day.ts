import type { TOrder } from '../contracts/order.ts';
import { localDate } from './opening-hours.ts';

/**
 * Today as the order's venue counts it (YYYY-MM-DD), against which an order's requested date reads 'hoy' or
 * 'mañana' (issue 15 item 7). The venue's time zone, never the device's: a diner abroad, or a phone set to
 * another zone, ordering for tonight in Santiago must read the venue's day.
 */
export const orderToday = (order: { cfgApp: Pick<TOrder['cfgApp'], 'tz'> }, now: Date): string =>
  localDate(now, order.cfgApp.tz);

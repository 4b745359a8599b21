import { localDate } from './opening-hours.ts';

/**
 * Order numbers (spec/1 §3 'Order' io; issue 12 item 3): the number a diner is called by counts the orders
 * of one restaurant (one location, `ir`) on one day of the restaurant's own calendar, so the first order of
 * the day is 1 again — never one sequence across the platform.
 *
 * The database applies the same rule when it saves an order (migration 013, `order_number_day` and the
 * counter in `order_numbers`); store/order-numbers-sql.test.ts holds it to these functions.
 */

/** The number of the first order of a restaurant's day. */
export const FIRST_ORDER_NUMBER = 1;

/** The day an order placed at `at` counts in: its date 'YYYY-MM-DD' in the restaurant's time zone. */
export function orderNumberDay(at: Date, timeZone: string): string {
  return localDate(at, timeZone);
}

/** The last number a restaurant gave, and on which of its days. */
export type LastOrderNumber = { day: string; number: number };

/**
 * The number of a restaurant's next order placed at `at`: one after the last if the last was given the
 * same day in the restaurant's zone, else the first of the day.
 */
export function nextOrderNumber(last: LastOrderNumber | null, at: Date, timeZone: string): LastOrderNumber {
  const day = orderNumberDay(at, timeZone);
  return { day, number: last && last.day === day ? last.number + 1 : FIRST_ORDER_NUMBER };
}

import { SEAT_VALID_SECONDS } from '../constants.ts';
import { textRef } from './text-ref.ts';

/**
 * Who is at a table's bill without an order in it (issue 14; spec/1 §3 'Seat record', §4 'Check-in specifics',
 * §9 'seat 12 h'): a diner who sat at the table — an account that opened the table's page, or a guest whose
 * session is bound to the table — reads and pays the table's bill like the diners who ordered, typically the
 * one who pays for everyone. A seat is one party's: it serves the bill that was open, or opened, while the diner
 * sat, never the bill of the party before or after.
 */

/** A bill of the table as the seat rule reads it (epoch ms). */
export type SeatedBill = { openedMs: number; closedMs: number | null };

/**
 * Whether a seat taken at `seatedMs` serves a bill of the same table:
 * - the seat is younger than 12 h (spec/1 §9 'seat 12 h', the seat record's life);
 * - it was taken after the table's previous bill closed (`previousClosedMs`): a seat from while the previous
 *   party's bill was still open is that party's;
 * - and not after this bill closed: a seat taken since belongs to the table's next party.
 * The bill may open after the seat (the party sits, then its first order opens the bill).
 */
export function seatServesBill(input: {
  seatedMs: number | null;
  bill: SeatedBill;
  previousClosedMs: number | null;
  now: number;
}): boolean {
  const { seatedMs, bill, previousClosedMs, now } = input;
  if (seatedMs === null || now - seatedMs >= SEAT_VALID_SECONDS * 1000) return false;
  if (previousClosedMs !== null && seatedMs <= previousClosedMs) return false;
  return bill.closedMs === null || seatedMs <= bill.closedMs;
}

export const TABLE_SEAT_REFUSALS = {
  /** Someone with no order and no seat at the bill's table (a link passed on): say how to get in. */
  notSeated: textRef('m1_err_bill_not_seated'),
} as const;

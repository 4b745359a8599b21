import {
  CHECK_IN_FIRST_PATH_LOCK_SECONDS,
  CHECK_IN_ORDER_ID_STORE_SECONDS,
  RESTAURANT_ID_MIN_LENGTH,
  SEAT_ID_LENGTH,
  SEAT_NUMBER_MAX,
  SEAT_NUMBER_MIN,
  SEAT_VALID_SECONDS,
} from '../constants.ts';
import { isCheckInOrderId } from './check-in.ts';
import { tablePathExpired } from './dispatch-type.ts';

/**
 * How fresh a table link is on a device (issue 14 item 3; spec/1 §4 'Dispatch type selection', §5 'Other
 * checkout rules', §9): what a device remembers of the table path it opened, the check-in order ids it
 * stored and the seat it gave. Pure: the web keeps the records and passes the clock.
 */

/**
 * The table path a device opened last: venue (irl plus dark kitchen), table, the page's path and when
 * (epoch ms).
 */
export type TablePathRecord = { venue: string; table: string; path: string; atMs: number };

/**
 * What opening a table path does to the cart (spec/1 §4 'When table mode is chosen and the stored path time
 * is older than 2100 s the cart is cleared and the type reset to 0'):
 * - 'clear': the stored path is missing or older than 2100 s, or names another venue or table, and the cart
 *   has lines at a table — a stale table cart is dropped before the diner sits;
 * - 'keep': the same table within 2100 s — the cart and its lines stay.
 * The table opened is always the one the diner sits at: a table's QR code scanned is where the diner is, so it
 * wins over any earlier path (the first path is where a sign-in comes back to, `tablePathToReturnTo`, never
 * a lock that sends a diner who scanned Mesa 7 back to Mesa 5).
 */
export function openTablePath(input: {
  stored: TablePathRecord | null;
  venue: string;
  table: string;
  now: number;
}): { cart: 'clear' | 'keep' } {
  const { stored, venue, table, now } = input;
  const fresh =
    stored !== null &&
    stored.venue === venue &&
    stored.table === table &&
    !tablePathExpired(stored.atMs, now);
  return { cart: fresh ? 'keep' : 'clear' };
}

/**
 * Where a sign-in that names no page of its own comes back to (spec/1 §9 'first-path check-in lock 1800 s';
 * spec/2 §4 'Profile step: first-path and initial-path records are honoured only within their time limit'):
 * the table path the device opened, while it is younger than 1800 s; after that the diner has left the
 * table, and the sign-in goes where it would anyway. Only a page path of this site (starting with one '/').
 */
export function tablePathToReturnTo(stored: TablePathRecord | null, now: number): string | null {
  if (!stored || typeof stored.path !== 'string' || typeof stored.atMs !== 'number') return null;
  if (!stored.path.startsWith('/') || stored.path.startsWith('//')) return null;
  return now - stored.atMs >= 0 && firstPathHolds(stored.atMs, now) ? stored.path : null;
}

/** Whether the first table path is still where a sign-in returns (spec/1 §9: 1800 s). */
export const firstPathHolds = (firstAtMs: number, now: number) =>
  now - firstAtMs < CHECK_IN_FIRST_PATH_LOCK_SECONDS * 1000;

/** A check-in order id stored on a device, with when it was stored (epoch ms). */
export type StoredCheckInOrderId = { id: string; atMs: number };

/** A stored check-in order id serves while it has 16 characters and is younger than 3600 s (spec/1 §9). */
export const storedCheckInOrderIdValid = (stored: StoredCheckInOrderId | null, now: number) =>
  stored !== null &&
  isCheckInOrderId(stored.id) &&
  now - stored.atMs < CHECK_IN_ORDER_ID_STORE_SECONDS * 1000;

/**
 * A seat as the diner or a link gives it (spec/1 §5 'Seat number: integer from 1 to 998, else rejected; a
 * 22-character id is decoded into restaurant and local ids'):
 * - a whole number 1..998 is a seat number;
 * - a 22-character id names a venue. The spec does not say how it is built, and restaurant ids are longer
 *   than 22 (spec/1 §7), so ours is the restaurant id's first 20 characters and the local id in 2 digits
 *   ('…01' is local 1), matched against the venues that exist by `seatVenueOf`;
 * - anything else is rejected (null).
 */
export type SeatInput = { kind: 'number'; qc: number } | { kind: 'venue'; irPrefix: string; il: string };

export function parseSeat(value: string): SeatInput | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const qc = Number(text);
    return qc >= SEAT_NUMBER_MIN && qc <= SEAT_NUMBER_MAX ? { kind: 'number', qc } : null;
  }
  if (text.length === SEAT_ID_LENGTH && /^[A-Za-z0-9]+$/.test(text)) {
    const il = text.slice(SEAT_ID_LENGTH - 2);
    if (!/^\d{2}$/.test(il)) return null;
    return { kind: 'venue', irPrefix: text.slice(0, SEAT_ID_LENGTH - 2), il: String(Number(il)) };
  }
  return null;
}

/** The 22-character seat id of a venue: the restaurant id's first 20 characters and the local id in 2 digits. */
export function seatIdOf(ir: string, il: string): string | null {
  if (ir.length < RESTAURANT_ID_MIN_LENGTH || !/^\d{1,2}$/.test(il)) return null;
  return `${ir.slice(0, SEAT_ID_LENGTH - 2)}${il.padStart(2, '0')}`;
}

/** The venue a decoded seat id names among those given, when exactly one restaurant has that prefix. */
export function seatVenueOf<V extends { ir: string; il: string }>(
  seat: Extract<SeatInput, { kind: 'venue' }>,
  venues: readonly V[],
): V | null {
  const found = venues.filter((v) => v.ir.startsWith(seat.irPrefix) && v.il === seat.il);
  return found.length === 1 ? found[0]! : null;
}

/** spec/1 §3 'Seat record': qc (seat), fmu (time set, epoch ms), ir, il. */
export type SeatRecord = { qc: number; fmu: number; ir: string; il: string };

/** A stored seat serves its venue for 12 hours (spec/1 §5, §9; spec/2 §9: 43200 s). */
export const storedSeatValid = (seat: SeatRecord | null, venue: { ir: string; il: string }, now: number) =>
  seat !== null && seat.ir === venue.ir && seat.il === venue.il && now - seat.fmu < SEAT_VALID_SECONDS * 1000;

import {
  openTablePath,
  parseSeat,
  type SeatRecord,
  type StoredCheckInOrderId,
  storedCheckInOrderIdValid,
  storedSeatValid,
  type TablePathRecord,
  tablePathToReturnTo,
} from '@comanda/domain';

/**
 * What this device remembers of the table links it opened (issue 14 item 3; spec/1 §4, §9), in local
 * storage: the table path and when it was opened, the check-in order placed there last, and the order after
 * which the landing page reloads once (spec/1 §4 'the page reloads after 3 s'). The rules are the domain's
 * (rules/table-link.ts); this file only keeps the records.
 */
const PATH_KEY = 'comanda.checkin.path';
const ORDER_KEY = 'comanda.checkin.order';
const RELOAD_KEY = 'comanda.checkin.reload';
/** The seat record (spec/1 §3 'Seat record'; spec/3 §9 CSEAT). */
const SEAT_KEY = 'comanda.checkin.seat';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the device remembers nothing, every table link is a fresh one.
  }
}

/**
 * Opens a table path: what to do with the cart. The table opened is where the diner sits (a QR code scanned
 * wins); it is remembered with its page path and time, where a sign-in comes back to (`tableToReturnTo`).
 */
export function openTableLink(venue: string, table: string, path: string, now: number) {
  const decision = openTablePath({ stored: read<TablePathRecord>(PATH_KEY), venue, table, now });
  write(PATH_KEY, { venue, table, path, atMs: now } satisfies TablePathRecord);
  return decision;
}

/** The table page a sign-in with nowhere else to go returns to: the one opened less than 1800 s ago. */
export const tableToReturnTo = (now: number) => tablePathToReturnTo(read<TablePathRecord>(PATH_KEY), now);

/** Remembers the check-in order placed at a table, and that its landing page reloads once. */
export function rememberCheckInOrder(table: string, orderId: string, now: number, reload: boolean): void {
  write(ORDER_KEY, { id: orderId, atMs: now, table });
  if (reload) write(RELOAD_KEY, orderId);
}

/** The check-in order placed at this table, while it is valid (16 characters, 3600 s; spec/1 §9). */
export function recentCheckInOrder(table: string, now: number): string | null {
  const stored = read<StoredCheckInOrderId & { table: string }>(ORDER_KEY);
  return stored && stored.table === table && storedCheckInOrderIdValid(stored, now) ? stored.id : null;
}

/** Whether the landing page of this order still owes its one reload. */
export const reloadOwed = (orderId: string) => read<string>(RELOAD_KEY) === orderId;

/** The reload is done: the page will not reload again. */
export const settleReload = () => write(RELOAD_KEY, null);

/** A venue's restaurant and local ids from its location id 'ir-il' (the seat record keeps them apart). */
function venueOf(irl: string) {
  const [ir = '', il = ''] = irl.split('-');
  return { ir, il };
}

/**
 * A seat given by a table link (`?seat=3`, spec/1 §5 'Seat number: integer from 1 to 998, else rejected'): a
 * valid number is this device's seat at the venue from now (its seat record: qc, fmu, ir, il); anything else
 * leaves the record as it was. The 22-character form names a venue and no seat: it sets none. Answers the
 * seat the device now has at the venue.
 */
export function rememberSeat(given: string | null, irl: string, now: number): number | null {
  const venue = venueOf(irl);
  const seat = given === null ? null : parseSeat(given);
  if (seat?.kind === 'number') write(SEAT_KEY, { qc: seat.qc, fmu: now, ...venue } satisfies SeatRecord);
  return seatAt(irl, now);
}

/** This device's seat at the venue while its record is valid (12 h, spec/1 §9), else null. */
export function seatAt(irl: string, now: number): number | null {
  const stored = read<SeatRecord>(SEAT_KEY);
  return stored && storedSeatValid(stored, venueOf(irl), now) ? stored.qc : null;
}

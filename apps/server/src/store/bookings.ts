import { randomBytes } from 'node:crypto';
import {
  BookingStatus,
  dinerCancelRefusal,
  localDate,
  offeredSlot,
  staffBookingMoves,
  type TBookingRecord,
  type TextRef,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { storedLanguage } from './accounts.ts';
import type { RestaurantProfile } from './documents.ts';
import { publishNotice, topics } from './orders-live.ts';

type Venue = { ir: string; il: string };

type BookingRow = {
  id: string;
  ir: string;
  il: string;
  user_id: string;
  service_date: string;
  hh: string;
  starts_at: Date;
  shift: string;
  guests: number;
  name: string;
  phone: string;
  email: string;
  comment: string;
  status: number;
  history: { st: number; t: string }[];
  nombre: string;
  pais: string;
  simple_id: number;
  slug: string;
  tz: string;
};

const SELECT_BOOKING = `select b.id, b.ir, b.il, b.user_id::text, b.service_date::text, b.hh, b.starts_at, b.shift,
  b.guests, b.name, b.phone, b.email, b.comment, b.status, b.history, r.nombre, r.pais, r.simple_id, r.slug,
  r.profile->>'tz' as tz
  from bookings b join restaurants r on r.ir = b.ir`;

const toRecord = (r: BookingRow): TBookingRecord => ({
  rv: r.id,
  st: r.status,
  fr: r.service_date,
  hh: r.hh,
  fm: r.starts_at.toISOString(),
  nr: r.nombre,
  pa: r.pais,
  si: r.simple_id,
  qc: r.guests,
  key: r.slug,
  ir: r.ir,
  il: r.il,
  ls: r.history,
  ta: r.shift,
  nombre: r.name,
  ph: r.phone,
  em: r.email,
  ct: r.comment,
  tz: r.tz,
});

/** A booking's notice: to its diner (My Reservations) and its venue's board (the booking book). */
async function announce(db: Database, tx: Queryable, row: BookingRow) {
  await publishNotice(db, tx, {
    topics: [topics.user(row.user_id), topics.board(row.ir)],
    event: { type: 'booking', booking: toRecord(row) },
  });
}

/**
 * The advisory lock a shift's covers on one service date are counted and taken under (class id, hashtext of
 * venue, date and shift): two diners booking the last covers at once are counted one after the other, on any
 * instance, so the covers are never exceeded (issue 17 item 3).
 */
const COVERS_LOCK = 727017;

/**
 * Covers held from a service date on, per date and shift: what the wizard needs to offer what is left. A booking
 * holds its covers while its status is not negative (holdsCovers, rules/booking-status.ts).
 */
export async function coversTaken(db: Queryable, venue: Venue, from: string) {
  return db.query<{ fr: string; ta: string; qc: number }>(
    `select service_date::text as fr, shift as ta, sum(guests)::integer as qc from bookings
     where ir = $1 and il = $2 and service_date >= $3::date and status >= 0
     group by service_date, shift order by service_date, shift`,
    [venue.ir, venue.il, from],
  );
}

export type NewBooking = {
  restaurant: RestaurantProfile;
  userId: number;
  form: {
    fr: string;
    hh: string;
    qc: number;
    ta: string;
    nombre: string;
    ph: string;
    ct: string;
  };
  now: Date;
};

/**
 * Books a table when the day still offers that time to that many guests in that shift (rules/booking-slots.ts
 * offeredSlot, the wizard's own function, with the covers counted under the lock), or answers why not. The
 * booking's e-mail is the diner's account's, whatever the form's em says: the restaurant's news goes there.
 */
export async function createBooking(
  db: Database,
  b: NewBooking,
): Promise<{ ok: true; booking: TBookingRecord } | { ok: false; refusal: TextRef }> {
  const { restaurant: r, form, now } = b;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::integer, hashtext($2::text))', [
      COVERS_LOCK,
      `${r.ir}-${r.il}-${form.fr}-${form.ta}`,
    ]);
    const taken = await coversTaken(tx, r, localDate(now, r.tz));
    const slot = offeredSlot({
      config: r.booking,
      shifts: r.shifts,
      timeZone: r.tz,
      holidays: r.holidays,
      now,
      day: form.fr,
      guests: form.qc,
      taken,
      hh: form.hh,
      ta: form.ta,
    });
    if (!slot) return { ok: false as const, refusal: { key: 'm1_err_booking_unavailable' } };
    const history = [{ st: BookingStatus.requested, t: now.toISOString() }];
    const [row] = await tx.query<{ id: string }>(
      `insert into bookings (id, ir, il, user_id, service_date, hh, starts_at, shift, guests, name, phone, email,
         comment, status, history, created_at)
       values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, (select email from users where id = $4), $12,
         $13, $14::jsonb, $15) returning id`,
      [
        randomBytes(12).toString('base64url'),
        r.ir,
        r.il,
        b.userId,
        form.fr,
        form.hh,
        slot.at,
        form.ta,
        form.qc,
        form.nombre,
        form.ph,
        form.ct,
        BookingStatus.requested,
        JSON.stringify(history),
        now,
      ],
    );
    const created = await bookingRow(tx, row!.id);
    await announce(db, tx, created!);
    return { ok: true as const, booking: toRecord(created!) };
  });
}

async function bookingRow(db: Queryable, id: string, lock = false): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>(
    `${SELECT_BOOKING} where b.id = $1${lock ? ' for update of b' : ''}`,
    [id],
  );
  return row ?? null;
}

/** A diner's bookings (GET /srv/bookings), in the order they were asked for; the web splits and sorts them. */
export async function bookingsOf(db: Queryable, userId: number): Promise<TBookingRecord[]> {
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKING} where b.user_id = $1 order by b.created_at desc`,
    [userId],
  );
  return rows.map(toRecord);
}

/**
 * A venue's booking book: its bookings from the service date before `today` on (a late shift's hours after
 * midnight fall on today), and earlier ones still seated or late (bookingStillOpen: the book lists them until
 * closed), by time. The page sorts them into today's and upcoming by the venue's today.
 */
export async function venueBookings(db: Queryable, venue: Venue, today: string): Promise<TBookingRecord[]> {
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKING} where b.ir = $1 and b.il = $2
       and (b.service_date >= $3::date - 1 or b.status = any($4::integer[]))
     order by b.starts_at, b.id`,
    [venue.ir, venue.il, today, [BookingStatus.seated, BookingStatus.late]],
  );
  return rows.map(toRecord);
}

export async function bookingVenue(db: Queryable, id: string): Promise<Venue | null> {
  const [row] = await db.query<Venue>('select ir, il from bookings where id = $1', [id]);
  return row ?? null;
}

type Move = { ok: true; booking: TBookingRecord; lang: 'es' | 'en' } | { ok: false; refusal: TextRef } | null;

/**
 * Moves a booking to a status under its row's lock, unless `refuse` says why the move may not happen from the
 * booking as it is now: the diner's cancellation (-2) or the book's moves. Null when there is no such booking
 * (of that diner, at that venue).
 */
async function moveBooking(
  db: Database,
  input: { id: string; userId?: number; venue?: Venue; st: number; now: Date },
  refuse: (current: TBookingRecord) => TextRef | null,
): Promise<Move> {
  return db.transaction(async (tx) => {
    const row = await bookingRow(tx, input.id, true);
    if (!row || (input.userId !== undefined && Number(row.user_id) !== input.userId)) return null;
    if (input.venue && (row.ir !== input.venue.ir || row.il !== input.venue.il)) return null;
    const refusal = refuse(toRecord(row));
    if (refusal) return { ok: false as const, refusal };
    await tx.query(
      `update bookings set status = $2, history = history || jsonb_build_array(jsonb_build_object('st', $2::integer, 't', $3::text))
       where id = $1`,
      [input.id, input.st, input.now.toISOString()],
    );
    const moved = (await bookingRow(tx, input.id))!;
    await announce(db, tx, moved);
    return { ok: true as const, booking: toRecord(moved), lang: await storedLanguage(tx, row.user_id) };
  });
}

/**
 * The diner cancels their booking at the venue the call names (DELETE /srv/bookings xir, xil, rv): -2, while
 * it is pending or confirmed and its time has not come (dinerCancelRefusal).
 */
export const cancelBooking = (db: Database, input: { id: string; userId: number; venue: Venue; now: Date }) =>
  moveBooking(db, { ...input, st: BookingStatus.cancelledByCustomer }, (b) =>
    dinerCancelRefusal(b, input.now),
  );

/** The booking book moves a booking (staffBookingMoves says which moves a status allows). */
export const moveBookingByStaff = (db: Database, input: { id: string; st: number; now: Date }) =>
  moveBooking(db, input, (b) =>
    staffBookingMoves(b.st).includes(input.st) ? null : { key: 'm1_err_booking_move' },
  );

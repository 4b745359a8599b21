import * as z from 'zod/mini';
import { BOOKING_DEFAULTS } from '../rules/booking-slots.ts';
import { ZDarkKitchen, ZLocationId } from './menu.ts';
import { int4, text } from './safe-input.ts';

/** A calendar date of the restaurant, 'YYYY-MM-DD'. */
export const ZLocalDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'p1_err_v_date_shape'));
const ZHhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'p1_err_v_time_shape'));

/**
 * The booking config d[0] (spec/2 §3 'Booking config'): wfd days ahead, wfpx guests, inc slot step, anp
 * advance minutes, atr hold minutes, bkd blocked dates; bks blocked shifts on a date (ours). Defaults spec/2 §9.
 */
export const ZBookingConfig = z.object({
  wfd: z._default(z.int().check(z.gte(1), z.lte(366)), BOOKING_DEFAULTS.daysAhead),
  wfpx: z._default(z.int().check(z.gte(1), z.lte(100)), BOOKING_DEFAULTS.maxGuests),
  inc: z._default(z.int().check(z.gte(5), z.lte(240)), BOOKING_DEFAULTS.stepMinutes),
  anp: z._default(z.int().check(z.gte(0), z.lte(7 * 24 * 60)), BOOKING_DEFAULTS.advanceMinutes),
  atr: z._default(z.int().check(z.gte(1), z.lte(240)), BOOKING_DEFAULTS.holdMinutes),
  bkd: z._default(z.array(ZLocalDate), []),
  bks: z._default(z.array(z.object({ fr: ZLocalDate, ta: z.string().check(z.minLength(1)) })), []),
});
export type TBookingConfig = z.infer<typeof ZBookingConfig>;

/** A bookable shift as GET /srv/restobooking answers it (spec/2 §3 'Shift'), with its covers cv. */
export const ZBookingShift = z.object({
  jid: z.string(),
  hi: z.string(),
  hf: z.string(),
  si: z.boolean(),
  sf: z.boolean(),
  d: z.int(),
  rv: z.boolean(),
  cv: z.optional(z.int()),
});

/** GET /srv/restobooking (spec/2 §7 'Booking config'): the restaurant by xir, xil (and its dark kitchen). */
export const ZRestoBookingQuery = z.object({
  xir: text({ min: 1, max: 100 }),
  xil: text({ min: 1, max: 100 }),
  dk: ZDarkKitchen,
});

/** Covers its bookings hold on a service date and shift, so the browser offers what the server accepts. */
export const ZCoversTaken = z.object({ fr: z.string(), ta: z.string(), qc: z.int() });

export const ZRestoBookingAnswer = z.object({
  rv: z.object({ d: z.array(ZBookingConfig) }),
  dt: z.array(ZBookingShift),
  tz: z.string(),
  holidays: z.array(z.string()),
  taken: z.array(ZCoversTaken),
});
export type TRestoBookingAnswer = z.infer<typeof ZRestoBookingAnswer>;

/**
 * The booking form payload (spec/2 §3): fr date, frr (the date as shown), hh time, qc guests, nombre, ta
 * shift, ph phone, ct comment, em e-mail (sent as the spec has it; the server books with the account's own), rvl,
 * and a new booking's fixed s 'ZB.', og 10, im [0].
 */
export const ZBookingForm = z.object({
  fr: ZLocalDate,
  frr: z._default(text({ max: 60 }), ''),
  hh: ZHhmm,
  qc: int4().check(z.gte(1, 'p1_err_v_booking_guests')),
  nombre: text({ max: 100 }).check(z.trim(), z.minLength(1, 'p1_err_v_booking_name')),
  ta: text({ min: 1, max: 60 }),
  ph: text({ max: 30 }).check(z.trim(), z.minLength(6, 'p1_err_v_booking_phone')),
  ct: z._default(text({ max: 500, multiline: true }).check(z.trim()), ''),
  em: z._default(text({ max: 254 }), ''),
  rvl: z._default(text({ max: 60 }), ''),
  s: z.literal('ZB.'),
  og: z.literal(10),
  im: z.tuple([z.literal(0)]),
});
export type TBookingForm = z.input<typeof ZBookingForm>;

/** POST /srv/bookings (spec/2 §7 'Create booking'): xir, xil, payload. */
export const ZCreateBookingRequest = z.object({
  xir: text({ min: 1, max: 100 }),
  xil: text({ min: 1, max: 100 }),
  dk: ZDarkKitchen,
  payload: ZBookingForm,
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

/** DELETE /srv/bookings (spec/2 §7 'Cancel booking'): xir, xil, rv. */
export const ZCancelBookingQuery = z.object({
  xir: text({ min: 1, max: 100 }),
  xil: text({ min: 1, max: 100 }),
  rv: text({ min: 1, max: 40 }),
});

/**
 * A booking record (spec/2 §3): rv its id, st status, fr service date, hh time, fm the instant (ISO), nr the
 * restaurant's name, pa country, si simple id, qc guests, key the restaurant's path name, ir/il, ls its
 * history of statuses (the first is when it was asked for); fr is the shift's service date, so a time after
 * midnight shows the next date (bookingLocalDate of fm in tz).
 */
export const ZBookingRecord = z.object({
  rv: z.string(),
  st: z.int(),
  fr: z.string(),
  hh: z.string(),
  fm: z.string(),
  nr: z.string(),
  pa: z.string(),
  si: z.int(),
  qc: z.int(),
  key: z.string(),
  ir: z.string(),
  il: z.string(),
  ls: z.array(z.object({ st: z.int(), t: z.string() })),
  /** The contact and request, for the restaurant's book and the diner's detail. */
  ta: z.string(),
  nombre: z.string(),
  ph: z.string(),
  em: z.string(),
  ct: z.string(),
  /** The restaurant's time zone: the date a booking shows is its instant's there (bookingLocalDate). */
  tz: z.string(),
});
export type TBookingRecord = z.infer<typeof ZBookingRecord>;

/** GET /srv/bookings (spec/2 §7 'Bookings list'): tr.rv. */
export const ZBookingsList = z.object({ tr: z.object({ rv: z.array(ZBookingRecord) }) });

/** GET /srv/staff/bookings: a venue's booking book from a date on (its today, by default). */
export const ZStaffBookingsQuery = z.object({ irl: ZLocationId, dk: ZDarkKitchen });

/**
 * The booking book's answer: the venue's today and zone (the page keeps its today past midnight), its bookings
 * from the day before on (a late shift's hours after midnight) and any earlier one still seated or late, by time.
 */
export const ZStaffBook = z.object({ today: z.string(), tz: z.string(), rv: z.array(ZBookingRecord) });

/** POST /srv/staff/bookings/status: the book moves one booking (rules/booking-status.ts staffBookingMoves). */
export const ZStaffBookingMove = z.object({
  rv: text({ min: 1, max: 40 }),
  st: z.union([z.literal(40), z.literal(-1), z.literal(100), z.literal(0), z.literal(-3), z.literal(70)]),
});

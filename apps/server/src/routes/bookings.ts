import {
  bookingOffered,
  localDate,
  Module,
  okResponse,
  type TBookingRecord,
  ZBookingRecord,
  ZBookingsList,
  ZCancelBookingQuery,
  ZCreateBookingRequest,
  ZRestoBookingAnswer,
  ZRestoBookingQuery,
  ZStaffBook,
  ZStaffBookingMove,
  ZStaffBookingsQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/database.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { bookingMail } from '../mail/booking-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  bookingsOf,
  bookingVenue,
  cancelBooking,
  coversTaken,
  createBooking,
  moveBookingByStaff,
  venueBookings,
} from '../store/bookings.ts';
import type { RestaurantProfile } from '../store/documents.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { splitLocation } from '../store/menu-index.ts';

const kitchen = { caller: { staff: Module.kitchen } };

/**
 * The venue a booking call names (xir, xil, dk), when it takes bookings; 404 or 409 otherwise: a closed
 * (inactive) venue says 'Este local está cerrado.' (spec/2 §8), one that takes no bookings says so.
 */
async function bookableVenue(db: Database, q: { xir: string; xil: string; dk: string }) {
  const profile = await restaurantProfile(db, q.xir);
  if (!profile || profile.il !== q.xil || profile.dk !== q.dk) throw notFound('m1_err_restaurant_not_found');
  if (!profile.app.active) throw new HttpError(409, 'venue_closed', serverText('m1_err_booking_closed'));
  if (!bookingOffered(profile)) throw new HttpError(409, 'bookings_off', serverText('m1_err_booking_off'));
  return profile;
}

/** Mails the diner what the restaurant did with their booking; a failed mail is logged, the move stands. */
async function tellDiner(
  deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger },
  booking: TBookingRecord,
  profile: RestaurantProfile | null,
  lang: 'es' | 'en',
  now: Date,
) {
  const address = profile ? `${profile.direccion}, ${profile.comuna}, ${profile.ciudad}` : '';
  const mail = bookingMail(booking, { address }, lang, now);
  if (!mail) return;
  try {
    await deps.mailer.send(deps.db, mail);
  } catch (error) {
    deps.log.error({ err: error, booking: booking.rv }, 'booking mail failed');
  }
}

/**
 * Table bookings (issue 17; spec/2 §2 'Table bookings', §4, §5, §7 bookings calls): the config and bookable
 * shifts with the covers taken, a diner's bookings (make, list, cancel), and the venue's booking book (list,
 * move). Every change reaches the diner and the book live (a `booking` event on their topics).
 */
export async function bookingRoutes(app: FastifyInstance, { db, clock, mailer }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/srv/restobooking',
    {
      schema: {
        summary: "A venue's booking config d[0] and bookable shifts dt, with covers taken (spec/2 §7)",
        tags: ['bookings'],
        querystring: ZRestoBookingQuery,
        response: { 200: okResponse(ZRestoBookingAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const r = await bookableVenue(db, request.query);
      const shifts = r.shifts
        .filter((s) => s.rv)
        .map((s) => ({ jid: s.jid, hi: s.hi, hf: s.hf, si: s.si, sf: s.sf, d: s.d, rv: s.rv, cv: s.cv }));
      return {
        ok: true as const,
        data: {
          rv: { d: [r.booking] },
          dt: shifts,
          tz: r.tz,
          holidays: r.holidays ?? [],
          taken: await coversTaken(db, r, localDate(clock(), r.tz)),
        },
      };
    },
  );

  api.post(
    '/srv/bookings',
    {
      schema: {
        summary: 'Book a table (spec/2 §7 Create booking): refused when the day no longer offers the time',
        tags: ['bookings'],
        body: ZCreateBookingRequest,
        response: { 200: okResponse(ZBookingRecord) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { payload, ...venue } = request.body;
      const restaurant = await bookableVenue(db, venue);
      const created = await createBooking(db, {
        restaurant,
        userId: sessionOf(request).userId,
        form: payload,
        now: clock(),
      });
      if (!created.ok) throw new HttpError(409, 'booking_unavailable', created.refusal);
      return { ok: true as const, data: created.booking };
    },
  );

  api.get(
    '/srv/bookings',
    {
      schema: {
        summary: "The diner's bookings (spec/2 §7 Bookings list: tr.rv)",
        tags: ['bookings'],
        response: { 200: okResponse(ZBookingsList) },
      },
      config: { caller: 'diner' },
    },
    async (request) => ({
      ok: true as const,
      data: { tr: { rv: await bookingsOf(db, sessionOf(request).userId) } },
    }),
  );

  api.delete(
    '/srv/bookings',
    {
      schema: {
        summary:
          'The diner cancels a booking of that venue (spec/2 §7 Cancel booking): -2, while pending or confirmed and not yet due',
        tags: ['bookings'],
        querystring: ZCancelBookingQuery,
        response: { 200: okResponse(ZBookingRecord) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { rv, xir, xil } = request.query;
      const moved = await cancelBooking(db, {
        id: rv,
        userId: sessionOf(request).userId,
        venue: { ir: xir, il: xil },
        now: clock(),
      });
      if (!moved) throw notFound('m1_err_booking_not_found');
      if (!moved.ok) throw new HttpError(409, 'booking_cancel', moved.refusal);
      return { ok: true as const, data: moved.booking };
    },
  );

  api.get(
    '/srv/staff/bookings',
    {
      schema: {
        summary:
          "The venue's booking book: its bookings from its yesterday's service on and any still seated or late (issue 17 item 6)",
        tags: ['staff'],
        querystring: ZStaffBookingsQuery,
        response: { 200: okResponse(ZStaffBook) },
      },
      config: kitchen,
    },
    async (request) => {
      const venue = splitLocation(request.query.irl, request.query.dk);
      requireVenue(request, venue);
      const profile = await restaurantProfile(db, venue.ir);
      if (!profile || profile.il !== venue.il) throw notFound('m1_err_restaurant_not_found');
      const today = localDate(clock(), profile.tz);
      return {
        ok: true as const,
        data: { today, tz: profile.tz, rv: await venueBookings(db, venue, today) },
      };
    },
  );

  api.post(
    '/srv/staff/bookings/status',
    {
      schema: {
        summary:
          'The booking book confirms (40), declines or cancels (-1), seats (100), closes (0), no-show (-3), late (70)',
        tags: ['staff'],
        body: ZStaffBookingMove,
        response: { 200: okResponse(ZBookingRecord) },
      },
      config: kitchen,
    },
    async (request) => {
      const venue = await bookingVenue(db, request.body.rv);
      if (!venue) throw notFound('m1_err_booking_not_found');
      requireVenue(request, venue);
      const now = clock();
      const moved = await moveBookingByStaff(db, { id: request.body.rv, st: request.body.st, now });
      if (!moved) throw notFound('m1_err_booking_not_found');
      if (!moved.ok) throw new HttpError(409, 'booking_move', moved.refusal);
      await tellDiner(
        { db, mailer, log: request.log },
        moved.booking,
        await restaurantProfile(db, venue.ir),
        moved.lang,
        now,
      );
      return { ok: true as const, data: moved.booking };
    },
  );
}

import {
  type TCreateBookingRequest,
  ZBookingRecord,
  ZBookingsList,
  ZRestoBookingAnswer,
  ZStaffBook,
} from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Table bookings (issue 17; spec/2 §7 bookings calls): a diner's client reads a venue's booking config, books,
 * lists and cancels; a kitchen client (module 5000) reads its venue's booking book and moves bookings.
 */
export function createBookingsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** GET /srv/restobooking: config d[0], bookable shifts dt, the zone and the covers taken. */
    config: (venue: { ir: string; il: string; dk?: string }) =>
      call('GET', '/srv/restobooking', ZRestoBookingAnswer, {
        xir: venue.ir,
        xil: venue.il,
        dk: venue.dk ?? '',
      }),
    /** POST /srv/bookings: the booking made (status 1), or a refusal ('Hora no disponible…'). */
    create: (request: TCreateBookingRequest) => call('POST', '/srv/bookings', ZBookingRecord, {}, request),
    /** GET /srv/bookings: the diner's bookings (tr.rv). */
    list: () => call('GET', '/srv/bookings', ZBookingsList).then((answer) => answer.tr.rv),
    /** DELETE /srv/bookings: the booking cancelled by its diner (-2). */
    cancel: (b: { ir: string; il: string; rv: string }) =>
      call('DELETE', '/srv/bookings', ZBookingRecord, { xir: b.ir, xil: b.il, rv: b.rv }),
    /** GET /srv/staff/bookings: the venue's booking book from its today on. */
    book: (irl: string) => call('GET', '/srv/staff/bookings', ZStaffBook, { irl }),
    /** POST /srv/staff/bookings/status: confirm 40, decline/cancel -1, seat 100, done 0, no-show -3, late 70. */
    move: (rv: string, st: 40 | -1 | 100 | 0 | -3 | 70) =>
      call('POST', '/srv/staff/bookings/status', ZBookingRecord, {}, { rv, st }),
  };
}

export type BookingsClient = ReturnType<typeof createBookingsClient>;

import { type TextRef, textRef } from './text-ref.ts';

/**
 * Booking statuses (spec/2 §4 'Bookings'): -6 lack of confirmation, -5 no quota, -4 deleted, -3 no-show,
 * -2 cancelled by customer, -1 cancelled by restaurant, 0 done, 1 requested, 20 pending, 30 waiting list,
 * 40 confirmed, 45 confirmed with payment, 70 customer late, 100 being served.
 */
export const BookingStatus = {
  unconfirmed: -6,
  noQuota: -5,
  deleted: -4,
  noShow: -3,
  cancelledByCustomer: -2,
  cancelledByRestaurant: -1,
  done: 0,
  requested: 1,
  pending: 20,
  waitingList: 30,
  confirmed: 40,
  confirmedPaid: 45,
  late: 70,
  seated: 100,
} as const;

export type BookingTone = 'pending' | 'confirmed' | 'enjoyed' | 'cancelled';

/** The colour group of a status (spec/2 §4): pending yellow, confirmed and enjoyed green, cancelled red. */
export function bookingTone(st: number): BookingTone {
  if (st === 1 || st === 20 || st === 30) return 'pending';
  if (st === 40 || st === 45) return 'confirmed';
  if (st === 100 || st === 0) return 'enjoyed';
  return 'cancelled';
}

/** Statuses whose booking still holds its covers: every one but the cancelled ones (negative). */
export const holdsCovers = (st: number) => st >= 0;

/** A diner may cancel a booking still pending or confirmed; a cancelled one cannot be cancelled again. */
export const dinerMayCancel = (st: number) => [1, 20, 30, 40, 45].includes(st);

/**
 * Why a diner may not cancel a booking now, or null when they may (DELETE /srv/bookings; My Reservations
 * offers the button by the same rule): a closed or cancelled one cannot be cancelled (spec/2 §4, 'Error
 * cancelando la orden'), nor one whose time has come: from then on it is the restaurant's to close.
 */
export function dinerCancelRefusal(b: { st: number; fm: string }, now: Date): TextRef | null {
  if (!dinerMayCancel(b.st)) return textRef('m1_err_booking_cancel');
  if (Date.parse(b.fm) <= now.getTime()) return textRef('m1_err_booking_past');
  return null;
}

/**
 * What the restaurant's booking book may do next (issue 17 item 6): confirm (40) or decline (-1) a request,
 * seat (100), mark late (70), no-show (-3) or cancel (-1) a confirmed one, seat a late one or give it up,
 * mark a seated one done (0). Done and cancelled bookings are closed.
 */
export function staffBookingMoves(st: number): number[] {
  const S = BookingStatus;
  if (st === S.requested || st === S.pending || st === S.waitingList)
    return [S.confirmed, S.cancelledByRestaurant];
  if (st === S.confirmed || st === S.confirmedPaid)
    return [S.seated, S.late, S.noShow, S.cancelledByRestaurant];
  if (st === S.late) return [S.seated, S.noShow, S.cancelledByRestaurant];
  if (st === S.seated) return [S.done];
  return [];
}

/**
 * A booking the restaurant has yet to close whatever its date: seated (100) or late (70). The booking book keeps
 * it listed until it is marked done, no-show or cancelled, even from an earlier day.
 */
export const bookingStillOpen = (st: number) => st === BookingStatus.seated || st === BookingStatus.late;

/** The status a list shows: a past booking never confirmed (still 1) reads -6 (spec/2 §4). */
export const shownBookingStatus = (st: number, past: boolean) =>
  past && st === BookingStatus.requested ? BookingStatus.unconfirmed : st;

type Listed = { st: number; fm: string; ls: readonly { t: string }[] };

/**
 * My Reservations' tabs (spec/2 §4): upcoming is a booking at now or later not cancelled by its diner; past is
 * the rest. Both newest first by their first history timestamp.
 */
export function splitBookings<T extends Listed>(list: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const first = (b: T) => b.ls[0]?.t ?? b.fm;
  const sorted = [...list].sort((a, b) => (first(a) < first(b) ? 1 : first(a) > first(b) ? -1 : 0));
  const isUpcoming = (b: T) =>
    Date.parse(b.fm) >= now.getTime() && b.st !== BookingStatus.cancelledByCustomer;
  return { upcoming: sorted.filter(isUpcoming), past: sorted.filter((b) => !isUpcoming(b)) };
}

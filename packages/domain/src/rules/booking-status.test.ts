import { describe, expect, it } from 'vitest';
import { bookingOffered } from './booking-offer.ts';
import {
  bookingTone,
  dinerCancelRefusal,
  dinerMayCancel,
  shownBookingStatus,
  splitBookings,
  staffBookingMoves,
} from './booking-status.ts';

describe('booking statuses (spec/2 §4)', () => {
  it('a diner cancels a pending or confirmed booking only before its time', () => {
    const at = '2026-11-24T19:00:00.000Z';
    const before = new Date('2026-11-24T18:59:00Z');
    expect(dinerCancelRefusal({ st: 40, fm: at }, before)).toBeNull();
    expect(dinerCancelRefusal({ st: 1, fm: at }, new Date(at))).toEqual({ key: 'm1_err_booking_past' });
    expect(dinerCancelRefusal({ st: -1, fm: at }, before)).toEqual({ key: 'm1_err_booking_cancel' });
    expect(dinerCancelRefusal({ st: 100, fm: at }, before)).toEqual({ key: 'm1_err_booking_cancel' });
  });

  it('colours: pending yellow, confirmed and enjoyed green, cancelled red', () => {
    expect([1, 20, 30].map(bookingTone)).toEqual(['pending', 'pending', 'pending']);
    expect([40, 45].map(bookingTone)).toEqual(['confirmed', 'confirmed']);
    expect([100, 0].map(bookingTone)).toEqual(['enjoyed', 'enjoyed']);
    expect([-1, -2, -3, -4, -5, -6, 70].map(bookingTone).every((t) => t === 'cancelled')).toBe(true);
  });

  it('a cancelled booking cannot be cancelled again; a past request reads -6', () => {
    expect(dinerMayCancel(1)).toBe(true);
    expect(dinerMayCancel(40)).toBe(true);
    expect(dinerMayCancel(-2)).toBe(false);
    expect(dinerMayCancel(-1)).toBe(false);
    expect(dinerMayCancel(100)).toBe(false);
    expect(shownBookingStatus(1, true)).toBe(-6);
    expect(shownBookingStatus(1, false)).toBe(1);
    expect(shownBookingStatus(40, true)).toBe(40);
  });

  it("the book's moves: confirm or decline a request, then seat, late, no-show; seated then done", () => {
    expect(staffBookingMoves(1)).toEqual([40, -1]);
    expect(staffBookingMoves(40)).toEqual([100, 70, -3, -1]);
    expect(staffBookingMoves(70)).toEqual([100, -3, -1]);
    expect(staffBookingMoves(100)).toEqual([0]);
    expect(staffBookingMoves(0)).toEqual([]);
    expect(staffBookingMoves(-2)).toEqual([]);
  });

  it('tabs: upcoming at now or later and not cancelled by the diner, the rest past; newest first', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const b = (rv: string, st: number, fm: string, t: string) => ({ rv, st, fm, ls: [{ st, t }] });
    const list = [
      b('a', 1, '2026-11-27T20:00:00Z', '2026-11-20T10:00:00Z'),
      b('b', 40, '2026-11-28T20:00:00Z', '2026-11-21T10:00:00Z'),
      b('c', -2, '2026-11-29T20:00:00Z', '2026-11-22T10:00:00Z'),
      b('d', 1, '2026-11-25T20:00:00Z', '2026-11-19T10:00:00Z'),
    ];
    const { upcoming, past } = splitBookings(list, now);
    expect(upcoming.map((x) => x.rv)).toEqual(['b', 'a']);
    expect(past.map((x) => x.rv)).toEqual(['c', 'd']);
  });

  it('booking is offered with rsvp and a bookable shift; the raw services bit 8 plays no part', () => {
    // A venue as its profile is: the stored bitmask beside the flags.
    const venue = (rsvp: boolean, serviciosResto: number, rv = true) => ({
      web: { rsvp },
      serviciosResto,
      shifts: [{ rv }],
    });
    expect(bookingOffered(venue(true, 1 << 8))).toBe(true);
    expect(bookingOffered(venue(false, 1 << 8))).toBe(false);
    // Bit 8 is derived from rsvp (spec/2 §3): rsvp without the stored bit still offers bookings.
    expect(bookingOffered(venue(true, 1 << 9))).toBe(true);
    expect(bookingOffered(venue(true, 1 << 8, false))).toBe(false);
  });
});

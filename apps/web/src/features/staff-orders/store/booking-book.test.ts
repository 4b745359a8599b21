import type { TBookingRecord } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { applyBooking, bookSections } from './booking-book.ts';

const MADRID = 'Europe/Madrid';
const b = (rv: string, fr: string, fm: string, st = 1) => ({ rv, fr, fm, st, tz: MADRID }) as TBookingRecord;
const rvs = (list: TBookingRecord[]) => list.map((x) => x.rv);

describe('the booking book', () => {
  it("splits today's from upcoming, by time, and leaves earlier closed ones out", () => {
    const list = [
      b('c', '2026-11-25', '2026-11-25T20:00:00Z'),
      b('a', '2026-11-24', '2026-11-24T21:00:00Z'),
      b('z', '2026-11-23', '2026-11-23T21:00:00Z', 0),
      b('d', '2026-11-24', '2026-11-24T19:00:00Z'),
    ];
    const { today, upcoming } = bookSections(list, '2026-11-24');
    expect(rvs(today)).toEqual(['d', 'a']);
    expect(rvs(upcoming)).toEqual(['c']);
  });

  it("an earlier day's booking still seated (100) or late (70) stays in today until closed", () => {
    const list = [
      b('seated', '2026-11-22', '2026-11-22T20:00:00Z', 100),
      b('late', '2026-11-23', '2026-11-23T20:00:00Z', 70),
      b('confirmed', '2026-11-23', '2026-11-23T20:30:00Z', 40),
      b('done', '2026-11-23', '2026-11-23T20:45:00Z', 0),
    ];
    expect(rvs(bookSections(list, '2026-11-24').today)).toEqual(['seated', 'late']);
  });

  it("a late shift's 00:30 is in today's list on its service day and still after midnight", () => {
    // Friday 27's cena-larga at 00:30 is Saturday 28, 00:30 in Madrid (23:30 UTC on the 27th).
    const late = b('late-shift', '2026-11-27', '2026-11-27T23:30:00Z', 40);
    expect(rvs(bookSections([late], '2026-11-26').upcoming)).toEqual(['late-shift']);
    expect(rvs(bookSections([late], '2026-11-27').today)).toEqual(['late-shift']);
    expect(rvs(bookSections([late], '2026-11-28').today)).toEqual(['late-shift']);
    expect(bookSections([late], '2026-11-29')).toEqual({ today: [], upcoming: [] });
  });

  it('a live event replaces its booking or adds it', () => {
    const list = [b('a', '2026-11-24', 'x'), b('d', '2026-11-24', 'y')];
    expect(applyBooking(list, b('a', '2026-11-24', 'x', 40)).find((x) => x.rv === 'a')?.st).toBe(40);
    expect(applyBooking(list, b('n', '2026-11-24', 'z'))).toHaveLength(3);
  });
});

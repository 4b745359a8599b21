import type { TBookingRecord } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { applyBooking, bookSections } from './booking-book.ts';

const b = (rv: string, fr: string, fm: string, st = 1) => ({ rv, fr, fm, st }) as TBookingRecord;

describe('the booking book', () => {
  it("splits today's from upcoming, by time, and leaves earlier dates out", () => {
    const list = [
      b('c', '2026-11-25', '2026-11-25T20:00:00Z'),
      b('a', '2026-11-24', '2026-11-24T21:00:00Z'),
      b('z', '2026-11-23', '2026-11-23T21:00:00Z'),
      b('d', '2026-11-24', '2026-11-24T19:00:00Z'),
    ];
    const { today, upcoming } = bookSections(list, '2026-11-24');
    expect(today.map((x) => x.rv)).toEqual(['d', 'a']);
    expect(upcoming.map((x) => x.rv)).toEqual(['c']);
  });

  it('a live event replaces its booking or adds it', () => {
    const list = [b('a', '2026-11-24', 'x'), b('d', '2026-11-24', 'y')];
    expect(applyBooking(list, b('a', '2026-11-24', 'x', 40)).find((x) => x.rv === 'a')?.st).toBe(40);
    expect(applyBooking(list, b('n', '2026-11-24', 'z'))).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { seatServesBill } from './table-seat.ts';

// A seat at a table serves that table's bill (issue 14; spec/1 §3 'Seat record', §9 'seat 12 h').
const T0 = Date.UTC(2026, 10, 26, 13, 0);
const min = (n: number) => T0 + n * 60_000;
const open = { openedMs: min(20), closedMs: null };

describe('a seat serves the bill of its party', () => {
  it('sat before the first order opened the bill, or while it is open: served', () => {
    expect(seatServesBill({ seatedMs: T0, bill: open, previousClosedMs: null, now: min(90) })).toBe(true);
    expect(seatServesBill({ seatedMs: min(40), bill: open, previousClosedMs: null, now: min(90) })).toBe(
      true,
    );
  });
  it('no seat: not served', () => {
    expect(seatServesBill({ seatedMs: null, bill: open, previousClosedMs: null, now: min(90) })).toBe(false);
  });
  it('a seat lives 12 h (43200 s)', () => {
    const seat = { seatedMs: T0, bill: open, previousClosedMs: null };
    expect(seatServesBill({ ...seat, now: T0 + 43_199_000 })).toBe(true);
    expect(seatServesBill({ ...seat, now: T0 + 43_200_000 })).toBe(false);
  });
  it('a seat from while the previous party’s bill was open is that party’s, not this one’s', () => {
    const input = { bill: open, previousClosedMs: min(10), now: min(90) };
    expect(seatServesBill({ ...input, seatedMs: min(5) })).toBe(false);
    expect(seatServesBill({ ...input, seatedMs: min(10) })).toBe(false);
    expect(seatServesBill({ ...input, seatedMs: min(11) })).toBe(true);
  });
  it('a seat taken after a bill closed belongs to the next party: the closed bill is not theirs', () => {
    const closed = { openedMs: min(20), closedMs: min(60) };
    expect(seatServesBill({ seatedMs: min(60), bill: closed, previousClosedMs: null, now: min(90) })).toBe(
      true,
    );
    expect(seatServesBill({ seatedMs: min(61), bill: closed, previousClosedMs: null, now: min(90) })).toBe(
      false,
    );
  });
});

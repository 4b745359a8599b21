import { describe, expect, it } from 'vitest';
import { ZShift } from '../contracts/shift.ts';
import { nextOpening } from './next-opening.ts';

const weekdays = 0b0111110; // Monday..Friday (spec/1 §3: bit 2^weekday)
const lunch = ZShift.parse({ jid: 'l', hi: '12:00', hf: '16:00', d: weekdays });
const dinner = ZShift.parse({ jid: 'd', hi: '20:00', hf: '23:00', d: weekdays });
const tz = 'America/Santiago';

describe("a closed venue's next opening (issue 15 item 2, spec/1 §4 'Closed or uncovered')", () => {
  it('is null while the venue is open', () => {
    // Monday 2026-11-23 15:30 UTC is 12:30 in Santiago.
    expect(nextOpening([lunch], new Date('2026-11-23T15:30:00Z'), tz, [])).toBeNull();
  });
  it("is today's next shift start when one is still to come", () => {
    // Monday 17:00 local: lunch is over, dinner starts at 20:00.
    expect(nextOpening([lunch, dinner], new Date('2026-11-23T20:00:00Z'), tz, [])).toEqual({
      date: '2026-11-23',
      time: '20:00',
    });
  });
  it('skips days without shifts and holidays', () => {
    // Friday 2026-11-27 23:30 local: the weekend has no shift, Monday 30 is a holiday, Tuesday opens at 12:00.
    expect(nextOpening([lunch], new Date('2026-11-28T02:30:00Z'), tz, ['2026-11-30'])).toEqual({
      date: '2026-12-01',
      time: '12:00',
    });
  });
  it('is null for a venue without shifts', () => {
    expect(nextOpening([], new Date('2026-11-23T15:30:00Z'), tz, undefined)).toBeNull();
  });
});

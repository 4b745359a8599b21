import { describe, expect, it } from 'vitest';
import { FIRST_ORDER_NUMBER, nextOrderNumber, orderNumberDay } from './order-number.ts';

const SANTIAGO = 'America/Santiago';
const MADRID = 'Europe/Madrid';

describe('order numbers per restaurant and day (spec/1 §3 io; issue 12 item 3)', () => {
  it('counts the day in the restaurant’s zone, not in UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Santiago (UTC-3 in summer) and already 1 March in Madrid.
    const at = new Date('2026-03-01T02:30:00Z');
    expect(orderNumberDay(at, SANTIAGO)).toBe('2026-02-28');
    expect(orderNumberDay(at, MADRID)).toBe('2026-03-01');
    expect(orderNumberDay(at, 'UTC')).toBe('2026-03-01');
  });

  it('follows daylight saving: midnight moves with the clock', () => {
    // Madrid leaves summer time on 25 October 2026: 22:30 UTC on the 24th is 00:30 on the 25th (UTC+2)…
    expect(orderNumberDay(new Date('2026-10-24T22:30:00Z'), MADRID)).toBe('2026-10-25');
    // …and 23:30 UTC on the 25th is 00:30 on the 26th (UTC+1).
    expect(orderNumberDay(new Date('2026-10-25T22:30:00Z'), MADRID)).toBe('2026-10-25');
    expect(orderNumberDay(new Date('2026-10-25T23:30:00Z'), MADRID)).toBe('2026-10-26');
  });

  it('starts at 1 each day and counts up within the day', () => {
    const first = nextOrderNumber(null, new Date('2026-03-02T12:00:00Z'), SANTIAGO);
    expect(first).toEqual({ day: '2026-03-02', number: FIRST_ORDER_NUMBER });
    const second = nextOrderNumber(first, new Date('2026-03-03T02:59:00Z'), SANTIAGO);
    expect(second).toEqual({ day: '2026-03-02', number: 2 });
    // 03:00 UTC is midnight in Santiago: a new day, number 1 again.
    expect(nextOrderNumber(second, new Date('2026-03-03T03:00:00Z'), SANTIAGO)).toEqual({
      day: '2026-03-03',
      number: 1,
    });
  });
});

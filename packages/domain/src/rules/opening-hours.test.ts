import { describe, expect, it } from 'vitest';
import { ZShift } from '../contracts/shift.ts';
import { localClock, localDate, shiftCovers, shiftState } from './opening-hours.ts';

const weekdays = 0b0111110; // Monday..Friday: bit 2^weekday (spec/1 §3)
const lunch = ZShift.parse({ jid: 'l', hi: '12:00', hf: '16:00', d: weekdays });
const night = ZShift.parse({ jid: 'n', hi: '20:00', hf: '02:00', sf: true, d: 0b0100000 }); // Friday night

describe('opening hours (ta of spec/1 §4 Closed or uncovered)', () => {
  it('reads the local weekday and time in the restaurant zone', () => {
    // 2026-11-23 is a Monday; 15:30 UTC is 12:30 in Santiago (UTC-3 in summer).
    expect(localClock(new Date('2026-11-23T15:30:00Z'), 'America/Santiago')).toEqual({
      weekday: 1,
      minutes: 750,
    });
  });
  it('reads them through Temporal where the runtime has it, Sunday as 0', () => {
    // Node 20 has no Temporal: one that answers from the Intl path stands in, so both must agree.
    const asked: string[] = [];
    const fake = {
      Instant: {
        fromEpochMilliseconds: (ms: number) => ({
          toZonedDateTimeISO: (timeZone: string) => {
            asked.push(timeZone);
            const parts = new Intl.DateTimeFormat('en-US', {
              timeZone,
              weekday: 'short',
              hour: 'numeric',
              minute: 'numeric',
              hourCycle: 'h23',
            }).formatToParts(new Date(ms));
            const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
            const dayOfWeek = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
            return { dayOfWeek, hour: Number(get('hour')), minute: Number(get('minute')) };
          },
        }),
      },
    };
    const sundayNight = new Date('2026-11-23T02:10:00Z'); // Sunday 23:10 in Santiago
    const byIntl = localClock(sundayNight, 'America/Santiago');
    (globalThis as { Temporal?: unknown }).Temporal = fake;
    try {
      expect(localClock(sundayNight, 'America/Santiago')).toEqual({ weekday: 0, minutes: 23 * 60 + 10 });
      expect(asked).toEqual(['America/Santiago']);
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    }
    expect(byIntl).toEqual({ weekday: 0, minutes: 23 * 60 + 10 });
  });
  it('covers a same-day shift on its weekdays only, end excluded', () => {
    expect(shiftCovers(lunch, 1, 12 * 60)).toBe(true);
    expect(shiftCovers(lunch, 1, 16 * 60)).toBe(false);
    expect(shiftCovers(lunch, 0, 13 * 60)).toBe(false);
  });
  it("gives an overnight shift's early hours to the day it started", () => {
    expect(shiftCovers(night, 5, 23 * 60)).toBe(true);
    expect(shiftCovers(night, 6, 60)).toBe(true); // Saturday 01:00 belongs to Friday night
    expect(shiftCovers(night, 6, 23 * 60)).toBe(false);
    expect(shiftCovers(night, 5, 60)).toBe(false); // Friday 01:00 would be Thursday's night
  });
  it('is 1 while a shift covers now and -1 otherwise', () => {
    expect(shiftState([lunch], new Date('2026-11-23T15:30:00Z'), 'America/Santiago', [])).toBe(1);
    expect(shiftState([lunch], new Date('2026-11-23T21:30:00Z'), 'America/Santiago', [])).toBe(-1);
    const allDay = ZShift.parse({ jid: 'a', hi: '00:00', hf: '24:00', d: 127 });
    expect(shiftState([allDay], new Date('2026-11-22T03:00:00Z'), 'Europe/Madrid', [])).toBe(1);
  });
  it('reads the local date in the restaurant zone', () => {
    // 02:30 UTC on the 24th is still the 23rd in Santiago (UTC-3) and already the 24th in Madrid.
    expect(localDate(new Date('2026-11-24T02:30:00Z'), 'America/Santiago')).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-24T02:30:00Z'), 'Europe/Madrid')).toBe('2026-11-24');
  });
  it('is -1 all day on a holiday, whatever the shifts say, and open again the day after (issue 13 item 3)', () => {
    const holidays = ['2026-11-23'];
    expect(shiftState([lunch], new Date('2026-11-23T15:30:00Z'), 'America/Santiago', holidays)).toBe(-1);
    expect(shiftState([lunch], new Date('2026-11-24T15:30:00Z'), 'America/Santiago', holidays)).toBe(1);
    expect(shiftState([lunch], new Date('2026-11-23T15:30:00Z'), 'America/Santiago', undefined)).toBe(1);
  });
  it("closes the early hours of an overnight shift when they fall on a holiday, in the restaurant's zone", () => {
    // Saturday 2026-11-28 01:00 in Santiago belongs to Friday night's shift, but the 28th is a holiday.
    const saturdayEarly = new Date('2026-11-28T04:00:00Z');
    expect(shiftState([night], saturdayEarly, 'America/Santiago', [])).toBe(1);
    expect(shiftState([night], saturdayEarly, 'America/Santiago', ['2026-11-28'])).toBe(-1);
    expect(shiftState([night], saturdayEarly, 'America/Santiago', ['2026-11-27'])).toBe(1);
  });
});

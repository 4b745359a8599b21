import { describe, expect, it } from 'vitest';
import {
  BOOKING_DEFAULTS,
  type BookingShift,
  bookingDays,
  bookingLimits,
  bookingLocalDate,
  bookingSlots,
  guestChoices,
  offeredSlot,
  slotHalf,
  visibleSlots,
} from './booking-slots.ts';
import { zonedInstant } from './zoned-time.ts';

const SANTIAGO = 'America/Santiago';
const EVERY_DAY = 127;
const dinner: BookingShift = { jid: 'cena', hi: '20:00', hf: '23:00', d: EVERY_DAY, rv: true };
const labels = (slots: { hh: string }[]) => slots.map((s) => s.hh);
// Thursday 26 November 2026, 10:00 in Santiago (UTC-3 in summer).
const morning = new Date('2026-11-26T13:00:00Z');

describe('booking limits (spec/2 §5, §9)', () => {
  it('defaults: 31 days, 10 guests, 15-minute step, no advance, where missing or invalid', () => {
    expect(bookingLimits(undefined)).toMatchObject({
      daysAhead: 31,
      maxGuests: 10,
      stepMinutes: 15,
      advanceMinutes: 0,
    });
    expect(bookingLimits({ wfpx: 0, inc: -5, wfd: 2.5, anp: -1 })).toMatchObject({
      daysAhead: 31,
      maxGuests: 10,
      stepMinutes: 15,
      advanceMinutes: 0,
    });
    expect(guestChoices(undefined)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guestChoices({ wfpx: 4 })).toEqual([1, 2, 3, 4]);
    expect(BOOKING_DEFAULTS.guests).toBe(2);
  });

  it('days: today through today plus wfd, blocked dates and holidays left out', () => {
    const days = bookingDays({ config: undefined, today: '2026-11-26' });
    expect(days).toHaveLength(32);
    expect(days[0]).toBe('2026-11-26');
    expect(days.at(-1)).toBe('2026-12-27');
    const fewer = bookingDays({
      config: { wfd: 3, bkd: ['2026-11-27'] },
      today: '2026-11-26',
      holidays: ['2026-11-29'],
    });
    expect(fewer).toEqual(['2026-11-26', '2026-11-28']);
  });
});

describe('booking slots', () => {
  it('steps of inc from the shift start, up to (not at) its end', () => {
    const slots = bookingSlots({
      config: {},
      shifts: [dinner],
      timeZone: SANTIAGO,
      now: morning,
      day: '2026-11-26',
      guests: 2,
    });
    expect(labels(slots)).toEqual([
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
      '22:00',
      '22:15',
      '22:30',
      '22:45',
    ]);
    expect(slots[0]!.at.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    const half = bookingSlots({
      config: { inc: 30 },
      shifts: [dinner],
      timeZone: SANTIAGO,
      now: morning,
      day: '2026-11-26',
      guests: 2,
    });
    expect(labels(half)).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00', '22:30']);
  });

  it('at least anp minutes from now: today only the times not yet passed', () => {
    const at2110 = new Date('2026-11-27T00:10:00Z'); // 21:10 in Santiago
    const slots = bookingSlots({
      config: {},
      shifts: [dinner],
      timeZone: SANTIAGO,
      now: at2110,
      day: '2026-11-26',
      guests: 2,
    });
    expect(slots[0]!.hh).toBe('21:15');
    const withAdvance = bookingSlots({
      config: { anp: 60 },
      shifts: [dinner],
      timeZone: SANTIAGO,
      now: at2110,
      day: '2026-11-26',
      guests: 2,
    });
    expect(withAdvance[0]!.hh).toBe('22:15');
  });

  it('only bookable shifts serving the weekday; blocked shifts and dates left out; guests 1..wfpx', () => {
    const lunch: BookingShift = { jid: 'almuerzo', hi: '13:00', hf: '14:00', d: 2 ** 4, rv: true }; // Thursdays
    const closed: BookingShift = { jid: 'once', hi: '17:00', hf: '18:00', d: EVERY_DAY, rv: false };
    const q = { shifts: [lunch, closed, dinner], timeZone: SANTIAGO, now: morning, guests: 2 };
    expect(labels(bookingSlots({ ...q, config: { inc: 30 }, day: '2026-11-26' }))).toEqual([
      '13:00',
      '13:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);
    expect(labels(bookingSlots({ ...q, config: { inc: 30 }, day: '2026-11-27' }))[0]).toBe('20:00');
    expect(
      bookingSlots({ ...q, config: { bks: [{ fr: '2026-11-26', ta: 'cena' }] }, day: '2026-11-26' }).every(
        (s) => s.ta === 'almuerzo',
      ),
    ).toBe(true);
    expect(bookingSlots({ ...q, config: { bkd: ['2026-11-26'] }, day: '2026-11-26' })).toEqual([]);
    expect(bookingSlots({ ...q, config: {}, day: '2026-11-25' })).toEqual([]); // yesterday
    expect(bookingSlots({ ...q, config: {}, day: '2026-12-28' })).toEqual([]); // beyond 31 days
    expect(bookingSlots({ ...q, config: {}, day: '2026-11-26', guests: 11 })).toEqual([]);
    expect(bookingSlots({ ...q, config: {}, day: '2026-11-26', guests: 0 })).toEqual([]);
  });

  it('overlapping shifts offer a time once', () => {
    const late: BookingShift = { jid: 'tarde', hi: '22:00', hf: '23:30', d: EVERY_DAY, rv: true };
    const slots = bookingSlots({
      config: { inc: 30 },
      shifts: [dinner, late],
      timeZone: SANTIAGO,
      now: morning,
      day: '2026-11-26',
      guests: 2,
    });
    expect(labels(slots)).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00']);
    expect(slots.find((s) => s.hh === '22:00')!.ta).toBe('cena');
    expect(slots.find((s) => s.hh === '23:00')!.ta).toBe('tarde');
  });

  it('covers: a shift that cannot seat the guests is not offered', () => {
    const capped = { ...dinner, cv: 10 };
    const q = { config: {}, shifts: [capped], timeZone: SANTIAGO, now: morning, day: '2026-11-26' };
    const taken = [
      { fr: '2026-11-26', ta: 'cena', qc: 6 },
      { fr: '2026-11-27', ta: 'cena', qc: 10 },
    ];
    expect(bookingSlots({ ...q, guests: 4, taken })).toHaveLength(12);
    expect(bookingSlots({ ...q, guests: 5, taken })).toEqual([]);
  });

  it('an overnight shift offers its hours after midnight on its service date, in the restaurant zone', () => {
    const night: BookingShift = { jid: 'noche', hi: '22:00', hf: '02:00', sf: true, d: 2 ** 5, rv: true }; // Fridays
    const q = { config: { inc: 60 }, shifts: [night], timeZone: SANTIAGO, now: morning, guests: 2 };
    const friday = bookingSlots({ ...q, day: '2026-11-27' });
    expect(labels(friday)).toEqual(['22:00', '23:00', '00:00', '01:00']);
    expect(friday[2]!.at.toISOString()).toBe('2026-11-28T03:00:00.000Z'); // Saturday 00:00 local
    expect(bookingSlots({ ...q, day: '2026-11-28' })).toEqual([]); // Saturday: the shift does not start
    // An end before the start without sf is overnight too; si starts the shift the next day.
    const after: BookingShift = {
      jid: 'trasnoche',
      hi: '00:30',
      hf: '02:00',
      si: true,
      sf: true,
      d: 2 ** 5,
      rv: true,
    };
    expect(labels(bookingSlots({ ...q, shifts: [after], config: { inc: 30 }, day: '2026-11-27' }))).toEqual([
      '00:30',
      '01:00',
      '01:30',
    ]);
  });

  it('a daylight-saving day in Chile: the skipped hour is no slot, the repeated hour is offered once', () => {
    // Saturday 5 September 2026 at 24:00 Santiago's clocks jump to 01:00 (summer time starts).
    const night: BookingShift = { jid: 'noche', hi: '23:00', hf: '02:00', d: EVERY_DAY, rv: true };
    const spring = bookingSlots({
      config: { inc: 30 },
      shifts: [night],
      timeZone: SANTIAGO,
      now: new Date('2026-09-05T12:00:00Z'),
      day: '2026-09-05',
      guests: 2,
    });
    expect(labels(spring)).toEqual(['23:00', '23:30', '01:00', '01:30']);
    expect(spring[1]!.at.getTime() - spring[0]!.at.getTime()).toBe(30 * 60_000);
    expect(spring[2]!.at.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    // Saturday 4 April 2026 at 24:00 they go back to 23:00: 23:00–23:59 is read twice, booked at its first.
    const autumn = bookingSlots({
      config: { inc: 30 },
      shifts: [{ ...night, hi: '22:00', hf: '00:30' }],
      timeZone: SANTIAGO,
      now: new Date('2026-04-04T12:00:00Z'),
      day: '2026-04-04',
      guests: 2,
    });
    expect(labels(autumn)).toEqual(['22:00', '22:30', '23:00', '23:30', '00:00']);
    expect(autumn[2]!.at.toISOString()).toBe('2026-04-05T02:00:00.000Z'); // 23:00 at UTC-3, before the change
    expect(autumn[4]!.at.toISOString()).toBe('2026-04-05T04:00:00.000Z'); // 00:00 at UTC-4, after it
    expect(zonedInstant('2026-09-06', 30, SANTIAGO)).toBeNull();
  });

  it('the server accepts only what the wizard offers', () => {
    const q = {
      config: {},
      shifts: [dinner],
      timeZone: SANTIAGO,
      now: morning,
      day: '2026-11-26',
      guests: 2,
    };
    expect(offeredSlot({ ...q, hh: '20:15', ta: 'cena' })?.at.toISOString()).toBe('2026-11-26T23:15:00.000Z');
    expect(offeredSlot({ ...q, hh: '20:10', ta: 'cena' })).toBeNull();
    expect(offeredSlot({ ...q, hh: '20:15', ta: 'otro' })).toBeNull();
    expect(offeredSlot({ ...q, hh: '23:00', ta: 'cena' })).toBeNull();
  });

  it('AM/PM split at noon; more than 8 slots collapse to 8', () => {
    expect(slotHalf({ hh: '11:45' })).toBe('am');
    expect(slotHalf({ hh: '12:00' })).toBe('pm');
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleSlots(twelve, false)).toEqual({ shown: twelve.slice(0, 8), collapsible: true });
    expect(visibleSlots(twelve, true).shown).toHaveLength(12);
    expect(visibleSlots(twelve.slice(0, 8), false)).toEqual({
      shown: twelve.slice(0, 8),
      collapsible: false,
    });
  });

  it("an overnight shift's times after midnight show the next calendar date in the restaurant zone", () => {
    // Madrid, Friday 27 November 2026: the late shift runs 20:00–01:30, its 00:30 is Saturday 28's.
    const late: BookingShift = {
      jid: 'cena-larga',
      hi: '20:00',
      hf: '01:30',
      sf: true,
      d: EVERY_DAY,
      rv: true,
    };
    const slots = bookingSlots({
      config: undefined,
      shifts: [late],
      timeZone: 'Europe/Madrid',
      now: new Date('2026-11-27T09:00:00Z'),
      day: '2026-11-27',
      guests: 2,
    });
    const dates = new Map(slots.map((s) => [s.hh, bookingLocalDate(s.at, 'Europe/Madrid')]));
    expect(dates.get('23:45')).toBe('2026-11-27');
    expect(dates.get('00:00')).toBe('2026-11-28');
    expect(dates.get('00:30')).toBe('2026-11-28');
    // A record's fm (ISO) reads the same; the zone decides: 23:30 UTC is Saturday in Madrid, Friday in Santiago.
    expect(bookingLocalDate('2026-11-27T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-11-28');
    expect(bookingLocalDate('2026-11-27T23:30:00.000Z', SANTIAGO)).toBe('2026-11-27');
  });
});

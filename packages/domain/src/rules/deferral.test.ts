import { describe, expect, it } from 'vitest';
import { ZScheduleRow } from '../contracts/restaurant.ts';
import {
  asapOffered,
  clampDayOffset,
  defaultSlot,
  deferralDays,
  keepOrClearTime,
  offeredDays,
  slotsForDay,
  timeChoices,
  timeSlots,
} from './deferral.ts';

const weekdays = 0b0111110;
const rows = [
  ZScheduleRow.parse({ dv: 2, d: weekdays, hi: '12:00', hf: '14:00' }),
  ZScheduleRow.parse({ dv: 1, d: 127, hi: '19:00', hf: '20:00' }),
];

describe('deferral (spec/1 §5 Deferral, §9 30-minute slots, 45-minute lead)', () => {
  it('allows the same day only when deferral is off, else orddifemin to orddifedia days', () => {
    expect(deferralDays({ orddife: false, orddifemin: 1, orddifedia: 3 })).toEqual({ min: 0, max: 0 });
    expect(deferralDays({ orddife: true, orddifemin: 1, orddifedia: 3 })).toEqual({ min: 1, max: 3 });
    expect(deferralDays({ orddife: true, orddifemin: 2, orddifedia: 0 })).toEqual({ min: 2, max: 2 });
  });
  it('raises a date earlier than the minimum to the minimum', () => {
    expect(clampDayOffset(0, { min: 1, max: 3 })).toBe(1);
    expect(clampDayOffset(9, { min: 1, max: 3 })).toBe(3);
  });
  it('builds 30-minute slots from the rows of the dispatch type and weekday', () => {
    expect(timeSlots({ rows, dispatchType: 2, weekday: 1, nowMinutes: null })).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    expect(timeSlots({ rows, dispatchType: 2, weekday: 0, nowMinutes: null })).toEqual([]);
    expect(timeSlots({ rows, dispatchType: 1, weekday: 0, nowMinutes: null })).toEqual(['19:00', '19:30']);
  });
  it('drops slots earlier than now plus 45 minutes today', () => {
    // 11:50 + 45 = 12:35: the first slot left is 13:00.
    expect(timeSlots({ rows, dispatchType: 2, weekday: 1, nowMinutes: 11 * 60 + 50 })).toEqual([
      '13:00',
      '13:30',
    ]);
  });
  it('computes days in the restaurant time zone', () => {
    // Monday 2026-11-23 14:50 UTC is 11:50 in Santiago; tomorrow (Tuesday) has every slot.
    const now = new Date('2026-11-23T14:50:00Z');
    expect(slotsForDay({ rows, dispatchType: 2, now, tz: 'America/Santiago', dayOffset: 0 })).toEqual([
      '13:00',
      '13:30',
    ]);
    expect(slotsForDay({ rows, dispatchType: 2, now, tz: 'America/Santiago', dayOffset: 1 })).toHaveLength(4);
  });
  it('keeps a time the new date still offers and clears it otherwise; falls back to 10:30', () => {
    expect(keepOrClearTime('13:00', ['12:30', '13:00'])).toBe('13:00');
    expect(keepOrClearTime('12:00', ['13:00'])).toBeNull();
    expect(defaultSlot([])).toBe('10:30');
    expect(defaultSlot(['12:00'])).toBe('12:00');
  });
});

describe('the days and times the deferral wizard offers (issue 15 item 2, spec/1 §5 Deferral)', () => {
  const cfg = { orddife: true, orddifemin: 0, orddifedia: 2 };
  // Pickup rows of Sánguches del Mapocho (resources/demo): 12–16 Monday to Saturday, 19–23 Thursday to
  // Saturday, 12:30–17 Sunday.
  const mapocho = [
    ZScheduleRow.parse({ dv: 1, d: 126, hi: '12:00', hf: '16:00' }),
    ZScheduleRow.parse({ dv: 1, d: 112, hi: '19:00', hf: '23:00' }),
    ZScheduleRow.parse({ dv: 1, d: 1, hi: '12:30', hf: '17:00' }),
  ];
  const tz = 'America/Santiago';
  it("offers 'lo antes posible' today only while the venue is open, then the day's 30-minute slots", () => {
    // Monday 2026-11-23 11:00 local (14:00 UTC): 11:45 is the earliest slot time.
    const now = new Date('2026-11-23T14:00:00Z');
    const open = timeChoices({ cfg, rows: mapocho, tipo: 1, now, tz, dayOffset: 0, openNow: true });
    expect(open.slice(0, 3)).toEqual(['lo antes posible', '12:00', '12:30']);
    expect(open.at(-1)).toBe('15:30');
    const closed = timeChoices({ cfg, rows: mapocho, tipo: 1, now, tz, dayOffset: 0, openNow: false });
    expect(closed[0]).toBe('12:00');
  });
  it('never offers a closed day: today once its slots are gone and the venue is closed', () => {
    // Wednesday 2026-11-25 22:10 local: Wednesday has no evening row; Thursday and Friday have both.
    const now = new Date('2026-11-26T01:10:00Z');
    const days = offeredDays({ cfg, rows: mapocho, tipo: 1, now, tz, openNow: false, holidays: [] });
    expect(days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27']);
    expect(days[0]?.times).toContain('19:30');
  });
  it('leaves out a day the rows do not serve and a holiday', () => {
    const rows = [ZScheduleRow.parse({ dv: 2, d: 0b0111110, hi: '12:00', hf: '14:00' })];
    // Friday 2026-11-27 09:00 local: Saturday and Sunday have no delivery row.
    const now = new Date('2026-11-27T12:00:00Z');
    const wide = { orddife: true, orddifemin: 0, orddifedia: 4 };
    const days = offeredDays({ cfg: wide, rows, tipo: 2, now, tz, openNow: true, holidays: ['2026-11-30'] });
    expect(days.map((d) => d.date)).toEqual(['2026-11-27', '2026-12-01']);
  });
  it('offers no slots with deferral off: only an order for now while open', () => {
    const off = { orddife: false, orddifemin: 0, orddifedia: 0 };
    const now = new Date('2026-11-23T14:00:00Z');
    expect(timeChoices({ cfg: off, rows: mapocho, tipo: 1, now, tz, dayOffset: 0, openNow: true })).toEqual([
      'lo antes posible',
    ]);
  });
  it("offers 'lo antes posible' only when the venue is open and takes same-day orders (asapOffered)", () => {
    expect(asapOffered(cfg, true)).toBe(true);
    expect(asapOffered(cfg, false)).toBe(false);
    expect(asapOffered({ orddife: true, orddifemin: 1, orddifedia: 3 }, true)).toBe(false);
    expect(asapOffered({ orddife: false, orddifemin: 1, orddifedia: 3 }, true)).toBe(true);
  });
});

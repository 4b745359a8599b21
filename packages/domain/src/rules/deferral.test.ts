import { describe, expect, it } from 'vitest';
import { ZScheduleRow } from '../contracts/restaurant.ts';
import {
  clampDayOffset,
  defaultSlot,
  deferralDays,
  keepOrClearTime,
  slotsForDay,
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

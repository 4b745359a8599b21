import { ZAppConfig, ZScheduleRow } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { timeAfterDateChange, timesOn, type VenueTimes, wizardDays, wizardSteps } from './deferral-view.ts';

// Sánguches del Mapocho: pickup only, deferral up to 2 days ahead; Mon–Sat 12:00–16:00 pickup slots.
const app = ZAppConfig.parse({ nombre: 'Mapocho', orddife: true, orddifemin: 0, orddifedia: 2 });
const rows = [ZScheduleRow.parse({ dv: 1, d: 126, hi: '12:00', hf: '16:00' })];
const venue = (over: Partial<VenueTimes> = {}): VenueTimes => ({
  app,
  rows,
  tz: 'America/Santiago',
  holidays: [],
  openNow: true,
  ...over,
});
// Sunday 22 Nov 2026, 10:00 in Santiago (13:00 UTC).
const now = new Date('2026-11-22T13:00:00Z');

describe('deferral view (spec/1 §5 Deferral; issue 15 item 2: never a closed day)', () => {
  it('offers today to today + 2 in the venue zone, today only while open (no Sunday slots)', () => {
    expect(wizardDays(venue(), 1, now).map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(wizardDays(venue({ openNow: false }), 1, now).map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('leaves the venue’s holidays out of the days offered (issue 13 item 3)', () => {
    const days = wizardDays(venue({ holidays: ['2026-11-23'] }), 1, now);
    expect(days.map((d) => d.offset)).toEqual([0, 2]);
  });

  it('today: ASAP and no slots on a Sunday; tomorrow: 30-minute slots', () => {
    expect(timesOn(venue(), 1, now, '')).toEqual(['lo antes posible']);
    const monday = timesOn(venue(), 1, now, '2026-11-23');
    expect(monday[0]).toBe('12:00');
    expect(monday).toContain('15:30');
    expect(monday).not.toContain('16:00');
    expect(timesOn(venue(), 1, now, '2026-11-30')).toEqual([]);
  });

  it('clears a time the new date does not offer; steps 2 or 3', () => {
    expect(timeAfterDateChange('lo antes posible', ['12:00'])).toBe('');
    expect(timeAfterDateChange('12:00', ['12:00'])).toBe('12:00');
    expect(wizardSteps(false, true)).toEqual(['date', 'time']);
    expect(wizardSteps(true, true)).toHaveLength(3);
    expect(wizardSteps(true, false)).toEqual(['message']);
  });
});

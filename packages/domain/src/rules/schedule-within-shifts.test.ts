import { describe, expect, it } from 'vitest';
import { ZScheduleRow } from '../contracts/restaurant.ts';
import { offeredDays } from './deferral.ts';
import { checkRequestedTime } from './order-schedule.ts';
import { scheduleWithinShifts } from './schedule-within-shifts.ts';

const row = (d: number, hi: string, hf: string, dv = 1) => ZScheduleRow.parse({ dv, d, hi, hf });
const shift = (d: number, hi: string, hf: string, sf = false) => ({ d, hi, hf, sf });
const tz = 'America/Santiago';
const cfg = { orddife: true, orddifemin: 0, orddifedia: 6 };

describe('dispatch rows cut to the opening shifts (issue 15, spec/1 §5 Deferral)', () => {
  it('keeps only the weekdays and hours a shift is open, on the row’s own 30-minute grid', () => {
    // Every day 12:00–16:00 dispatched; open 12:15–15:00 every day but Monday (bit 2).
    expect(scheduleWithinShifts([row(127, '12:00', '16:00')], [shift(125, '12:15', '15:00')])).toEqual([
      row(125, '12:30', '15:00'),
    ]);
  });

  it('splits an overnight shift into its evening and the early hours of the next days', () => {
    // Open Friday and Saturday 20:00–01:30: the early hours are Saturday's and Sunday's.
    const cut = scheduleWithinShifts([row(127, '00:00', '24:00')], [shift(96, '20:00', '01:30', true)]);
    expect(cut).toEqual([row(96, '20:00', '24:00'), row(65, '00:00', '01:30')]);
    // An end not after its start is overnight too, without the flag.
    expect(scheduleWithinShifts([row(127, '00:00', '24:00')], [shift(1, '22:00', '02:00')])).toEqual([
      row(1, '22:00', '24:00'),
      row(2, '00:00', '02:00'),
    ]);
  });

  it('leaves nothing for a venue without shifts, and keeps the dispatch type of each row', () => {
    expect(scheduleWithinShifts([row(127, '12:00', '16:00')], [])).toEqual([]);
    expect(scheduleWithinShifts([row(127, '12:00', '16:00', 2)], [shift(127, '00:00', '24:00')])).toEqual([
      row(127, '12:00', '16:00', 2),
    ]);
  });

  it('never offers a weekday the restaurant closes, nor a holiday', () => {
    // Wednesday 2026-11-25 10:00 local. The dispatch rows serve every day; the shifts close Thursday (bit 16).
    const now = new Date('2026-11-25T13:00:00Z');
    const rows = scheduleWithinShifts([row(127, '12:00', '16:00')], [shift(127 - 16, '12:00', '16:00')]);
    const days = offeredDays({ cfg, rows, tipo: 1, now, tz, openNow: false, holidays: ['2026-11-28'] });
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('offers the early hours of an overnight shift on the next day', () => {
    // Friday 2026-11-27 10:00 local; open Friday 20:00–01:00 only.
    const now = new Date('2026-11-27T13:00:00Z');
    const rows = scheduleWithinShifts([row(127, '00:00', '24:00')], [shift(32, '20:00', '01:00', true)]);
    const days = offeredDays({ cfg, rows, tipo: 1, now, tz, openNow: false, holidays: [] });
    expect(days.map((d) => [d.date, d.times[0], d.times.at(-1)])).toEqual([
      ['2026-11-27', '20:00', '23:30'],
      ['2026-11-28', '00:00', '00:30'],
    ]);
  });
});

describe('a requested time outside the opening shifts (issue 15)', () => {
  // Tuesday 2026-11-24 09:00 local. Dispatched every day 12:00–23:00; open 12:00–16:00, and Thursday closed.
  const now = new Date('2026-11-24T12:00:00Z');
  const rows = [row(127, '12:00', '23:00')];
  const shifts = [shift(127 - 16, '12:00', '16:00')];
  const check = (fecha: string, hora: string) =>
    checkRequestedTime({ cfg, rows, tipo: 1, now, tz, fecha, hora, shifts });

  it('accepts a slot while the venue is open', () => {
    expect(check('2026-11-25', '13:30').ok).toBe(true);
  });

  it('refuses, readably, a slot of a closed hour or a closed weekday', () => {
    for (const [fecha, hora] of [
      ['2026-11-25', '20:00'],
      ['2026-11-26', '13:30'],
    ] as const) {
      expect(check(fecha, hora)).toEqual({
        ok: false,
        refusal: { code: 'closed', key: 'p1_err_schedule_closed', params: { time: hora } },
      });
    }
  });

  it('keeps refusing a time the dispatch rows never had as before', () => {
    expect(check('2026-11-25', '23:30')).toMatchObject({ ok: false, refusal: { code: 'slot' } });
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, deferralDays, orderDates } from './deferral.ts';
import { localDate } from './opening-hours.ts';
import { checkRequestedTime, daysBetween } from './order-schedule.ts';

// Tuesday 2026-11-24 12:00 in Santiago (UTC-3 in summer time).
const NOW = new Date('2026-11-24T15:00:00Z');
const rows = [{ dv: 1, d: 126, hi: '12:00', hf: '16:00', si: false, sf: false }];
const cfg = { orddife: true, orddifemin: 0, orddifedia: 2 };
const check = (fecha: string, hora: string, over: Partial<typeof cfg> = {}, tipo = 1) =>
  checkRequestedTime({ cfg: { ...cfg, ...over }, rows, tipo, now: NOW, tz: 'America/Santiago', fecha, hora });

describe('requested date and time of an order (spec/1 §5 "Deferral")', () => {
  it('reads the calendar date in the restaurant zone', () => {
    expect(localDate(NOW, 'America/Santiago')).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-25T02:00:00Z'), 'America/Santiago')).toBe('2026-11-24');
    expect(daysBetween('2026-11-24', '2026-11-26')).toBe(2);
  });

  it('accepts as soon as possible today and a slot of the schedule tomorrow', () => {
    expect(check('', 'lo antes posible')).toMatchObject({ ok: true, value: { dayOffset: 0 } });
    expect(check('2026-11-25', '12:30')).toMatchObject({ ok: true, value: { dayOffset: 1, weekday: 3 } });
  });

  it('removes slots earlier than now + 45 minutes today, and refuses times off the 30-minute grid', () => {
    expect(check('', '12:30').ok).toBe(false);
    expect(check('', '13:00').ok).toBe(true);
    expect(check('2026-11-25', '12:15')).toMatchObject({ ok: false, refusal: { code: 'slot' } });
  });

  it('refuses a date past the deferral days, in the past, or any other day when deferral is off', () => {
    expect(check('2026-11-27', '12:30')).toMatchObject({ ok: false, refusal: { code: 'date' } });
    expect(check('2026-11-23', '12:30').ok).toBe(false);
    expect(check('2026-11-25', '12:30', { orddife: false }).ok).toBe(false);
    expect(check('2026-11-25', 'lo antes posible').ok).toBe(false);
  });

  it('refuses a holiday of the venue as the date, today or deferred (issue 13 item 3)', () => {
    const onHolidays = (fecha: string, hora: string, holidays: string[]) =>
      checkRequestedTime({ cfg, rows, tipo: 1, now: NOW, tz: 'America/Santiago', fecha, hora, holidays });
    expect(onHolidays('2026-11-25', '12:30', ['2026-11-25'])).toMatchObject({
      ok: false,
      refusal: { code: 'date' },
    });
    expect(onHolidays('', 'lo antes posible', ['2026-11-24']).ok).toBe(false);
    expect(onHolidays('2026-11-26', '12:30', ['2026-11-25']).ok).toBe(true);
  });

  it('accepts exactly the dates orderDates offers — the ones the web checkout lists (issue 13 item 3)', () => {
    const holidays = ['2026-11-25'];
    const offered = orderDates({ days: deferralDays(cfg), now: NOW, tz: 'America/Santiago', holidays });
    expect(offered.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-26']);
    for (let offset = -1; offset <= 3; offset++) {
      const fecha = addDays('2026-11-24', offset);
      const outcome = checkRequestedTime({
        cfg,
        rows,
        tipo: 1,
        now: NOW,
        tz: 'America/Santiago',
        fecha,
        hora: '15:30',
        holidays,
      });
      expect(outcome.ok, fecha).toBe(offered.some((d) => d.date === fecha));
    }
  });

  it('refuses as soon as possible when the venue only takes orders from orddifemin days on', () => {
    expect(check('', 'lo antes posible', { orddifemin: 1 })).toMatchObject({
      ok: false,
      refusal: { code: 'asap' },
    });
  });

  it('check-in and kiosk orders are for now only', () => {
    expect(check('', 'lo antes posible', {}, 3).ok).toBe(true);
    expect(check('2026-11-25', '12:30', {}, 4).ok).toBe(false);
  });
});

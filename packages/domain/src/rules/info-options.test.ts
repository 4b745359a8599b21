import { describe, expect, it } from 'vitest';
import { ZAppConfig, ZOpeningShift } from '../contracts/restaurant.ts';
import { infoOptions, weeklyHours } from './info-options.ts';

type Flags = Partial<Record<'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly', boolean>>;
const venue = (flags: Flags, reserve = false) => ({
  _tieneReserva: reserve,
  cfg: { app: ZAppConfig.parse({ nombre: 'X', ...flags }) },
});
const kinds = (flags: Flags, reserve = false) => infoOptions(venue(flags, reserve)).map((o) => o.kind);

describe("infoOptions (spec/2 §2 the alternative screen's 'What do you want to do?')", () => {
  it('a venue that delivers and picks up: view menu, order delivery / pickup, see info', () => {
    expect(infoOptions(venue({ ord: true, ordpick: true }))).toEqual([
      { kind: 'menu' },
      { kind: 'order', tipo: 2 },
      { kind: 'info' },
    ]);
  });

  it('delivery alone is still the delivery / pickup option', () => {
    expect(kinds({ ord: true })).toEqual(['menu', 'order', 'info']);
  });

  it('a pickup-only venue offers pickup only, opening the menu with pickup — never both ordering options', () => {
    expect(infoOptions(venue({ ord: true, ordpick: true, ordpickonly: true }))).toEqual([
      { kind: 'menu' },
      { kind: 'pickupOnly', tipo: 1 },
      { kind: 'info' },
    ]);
    // Pickup without delivery, no pickup-only flag: the same.
    expect(kinds({ ordpick: true })).toEqual(['menu', 'pickupOnly', 'info']);
  });

  it('a reservation only where the venue takes bookings now, before see info', () => {
    expect(kinds({ ordpick: true, ordpickonly: true }, true)).toEqual([
      'menu',
      'pickupOnly',
      'reserve',
      'info',
    ]);
    expect(kinds({ ord: true }, false)).not.toContain('reserve');
  });

  it('a check-in-only venue, or one that orders nothing online: menu and info (and bookings) only', () => {
    expect(kinds({ ord: true, ordpick: true, selfat: true, selfatonly: true })).toEqual(['menu', 'info']);
    expect(kinds({}, true)).toEqual(['menu', 'reserve', 'info']);
  });
});

describe('weeklyHours (spec/2 §3 Shift: d the weekday bitmask, sf ends the next day)', () => {
  const shift = (hi: string, hf: string, d: number, sf = false) => ZOpeningShift.parse({ hi, hf, d, sf });

  it('lists each weekday Monday first with its ranges in start order; a day without a shift has none', () => {
    const week = weeklyHours([
      shift('19:00', '23:30', 0b1110000), // Thursday to Saturday nights
      shift('11:30', '16:30', 0b1111110), // Monday to Saturday lunch
      shift('20:00', '01:30', 0b1000000, true), // Saturday until the small hours
    ]);
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]).toEqual({ weekday: 1, ranges: [{ from: '11:30', to: '16:30', nextDay: false }] });
    expect(week[5]!.ranges).toEqual([
      { from: '11:30', to: '16:30', nextDay: false },
      { from: '19:00', to: '23:30', nextDay: false },
      { from: '20:00', to: '01:30', nextDay: true },
    ]);
    expect(week[6]).toEqual({ weekday: 0, ranges: [] });
  });

  it('no shifts: every day closed', () => {
    expect(weeklyHours([]).every((d) => d.ranges.length === 0)).toBe(true);
  });
});

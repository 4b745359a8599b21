import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import { activeServicesByGroup } from './services.ts';
import { infoActions, needsSpainNotice, photosShown } from './venue-info.ts';

const app = (flags: Partial<Record<'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatblock', boolean>>) =>
  ZAppConfig.parse({ nombre: 'X', ...flags });
const venue = (flags: Parameters<typeof app>[0], reserve = false) => ({
  id: 'ir1-1',
  dk: '',
  _tieneReserva: reserve,
  cfg: { app: app(flags) },
});
const line = (cant: number) => ({ cant }) as never;
const cart = (tipo: 0 | 1 | 2 | 3, units: number[], id = 'ir1-1') => ({
  tipo,
  dl: units.map(line),
  resto: { id, dk: '', nombre: '', pais: 'cl', simpleId: 1 },
});

describe('infoActions (spec/2 §2 info screen action buttons)', () => {
  it('offers what the configuration offers, in the order delivery, pickup, reserve, check-in', () => {
    const actions = infoActions(venue({ ord: true, ordpick: true, selfat: true }, true), cart(0, []));
    expect(actions.map((a) => [a.kind, a.tipo])).toEqual([
      ['delivery', 2],
      ['pickup', 1],
      ['reserve', 0],
      ['checkIn', 3],
    ]);
  });

  it('leaves out delivery for a pickup-only venue, reserve without bookings, check-in when blocked', () => {
    const actions = infoActions(
      venue({ ord: true, ordpickonly: true, selfat: true, selfatblock: true }),
      cart(0, []),
    );
    expect(actions.map((a) => a.kind)).toEqual(['pickup']);
  });

  it("counts the cart's units on the cart's own type at this venue only", () => {
    const v = venue({ ord: true, ordpick: true });
    expect(infoActions(v, cart(1, [2, 3])).map((a) => [a.kind, a.count])).toEqual([
      ['delivery', 0],
      ['pickup', 5],
    ]);
    expect(infoActions(v, cart(1, [2, 3], 'other-1')).map((a) => a.count)).toEqual([0, 0]);
  });
});

describe('photosShown (spec/2 §3 Photo, §9 6 before see more)', () => {
  const fotos = Array.from({ length: 9 }, (_, i) => ({ url: `/p${i}.svg`, t: i === 8 ? 10 : 50 }));

  it('shows the first 6 restaurant photos and counts the rest', () => {
    const { shown, hidden } = photosShown(fotos, false);
    expect(shown.map((f) => f.url)).toEqual([
      '/p0.svg',
      '/p1.svg',
      '/p2.svg',
      '/p3.svg',
      '/p4.svg',
      '/p5.svg',
    ]);
    expect(hidden).toBe(2);
  });

  it('shows every restaurant photo once asked, never other types', () => {
    expect(photosShown(fotos, true)).toEqual({ shown: fotos.slice(0, 8), hidden: 0 });
    expect(photosShown(fotos.slice(0, 3), false).hidden).toBe(0);
  });
});

describe('activeServicesByGroup (spec/2 §3 service entries, tab 22)', () => {
  it('puts the active services in their columns, in bit order', () => {
    const groups = activeServicesByGroup((1 << 1) | (1 << 2) | (1 << 8) | (1 << 12) | (1 << 19));
    expect(groups.col1.map((s) => s.bit)).toEqual([1, 2]);
    expect(groups.col2.map((s) => s.key)).toEqual(['m1_service_8', 'm1_service_12']);
    expect(groups.pagos.map((s) => s.bit)).toEqual([19]);
    expect(activeServicesByGroup(0)).toEqual({ col1: [], col2: [], pagos: [] });
  });
});

describe('needsSpainNotice (spec/2 §2: an extra notice for country es)', () => {
  it('is for es only, whatever its case', () => {
    expect(needsSpainNotice('es')).toBe(true);
    expect(needsSpainNotice('ES')).toBe(true);
    expect(needsSpainNotice('cl')).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { type GeolocateDeps, geolocate } from './geolocate.ts';

const deps = (
  readings: ((() => { lat: number; lng: number }) | 'fail')[],
  stored: GeolocateDeps['stored'] = () => null,
) => {
  const waits: number[] = [];
  const kept: unknown[] = [];
  let i = 0;
  const d: GeolocateDeps = {
    read: vi.fn(async () => {
      const next = readings[i++];
      if (!next || next === 'fail') throw new Error('denied');
      return next();
    }),
    wait: async (ms) => {
      waits.push(ms);
    },
    stored,
    store: (p) => kept.push(p),
    now: () => 1_000_000_000,
  };
  return { d, waits, kept };
};

describe('use my location (spec/2 §5: 3 tries, 2 s apart; §8 fallback to the last stored location)', () => {
  it('tries again 2 s later and keeps the location it gets', async () => {
    const { d, waits, kept } = deps(['fail', () => ({ lat: -33.45, lng: -70.6 })]);
    expect(await geolocate(d)).toEqual({ lat: -33.45, lng: -70.6, from: 'device' });
    expect(waits).toEqual([2000]);
    expect(kept).toEqual([{ lat: -33.45, lng: -70.6 }]);
  });

  it('after 3 failed tries falls back to the last stored location within 21600 s, else none', async () => {
    const fresh = deps(['fail', 'fail', 'fail'], () => ({ lat: 1, lng: 2, at: 1_000_000_000 - 21_600_000 }));
    expect(await geolocate(fresh.d)).toEqual({ lat: 1, lng: 2, from: 'stored' });
    expect(fresh.waits).toEqual([2000, 2000]);
    expect(fresh.d.read).toHaveBeenCalledTimes(3);
    const stale = deps(['fail', 'fail', 'fail'], () => ({ lat: 1, lng: 2, at: 1_000_000_000 - 21_600_001 }));
    expect(await geolocate(stale.d)).toBeNull();
  });
});

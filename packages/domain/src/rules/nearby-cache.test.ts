import { describe, expect, it } from 'vitest';
import { canReuseNearbyList } from './nearby-cache.ts';

const t0 = Date.parse('2026-11-23T15:00:00Z');
const cached = { lat: -33.4372, lng: -70.6506, time: t0 };

describe('nearby list cache (spec/1 §7 Open restaurants, §9: 300 s, tolerance 0.0005)', () => {
  it('reuses a list younger than 300 s at the same place', () => {
    expect(canReuseNearbyList(cached, cached, t0 + 299_000)).toBe(true);
  });
  it('asks again at 300 s', () => {
    expect(canReuseNearbyList(cached, cached, t0 + 300_000)).toBe(false);
  });
  it('tolerates moves up to 0.0005 in latitude and longitude, each', () => {
    expect(canReuseNearbyList(cached, { lat: -33.4376, lng: -70.6502 }, t0 + 1000)).toBe(true);
    expect(canReuseNearbyList(cached, { lat: -33.4378, lng: -70.6506 }, t0 + 1000)).toBe(false);
    expect(canReuseNearbyList(cached, { lat: -33.4372, lng: -70.65 }, t0 + 1000)).toBe(false);
  });
  it('has nothing to reuse without a cache, or with one from the future', () => {
    expect(canReuseNearbyList(null, cached, t0)).toBe(false);
    expect(canReuseNearbyList(cached, cached, t0 - 1)).toBe(false);
  });
});

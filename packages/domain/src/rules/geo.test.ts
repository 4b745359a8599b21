import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './geo.ts';

describe('greatCircleKm (spec/1 §9: earth radius 6378.137 km)', () => {
  it('is zero for the same point', () => {
    expect(greatCircleKm({ lat: -33.4372, lng: -70.6506 }, { lat: -33.4372, lng: -70.6506 })).toBe(0);
  });
  it('measures one degree of latitude as 2πR/360', () => {
    const km = greatCircleKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    expect(km).toBeCloseTo((2 * Math.PI * 6378.137) / 360, 6);
  });
  it('puts Madrid about 10,700 km from Santiago', () => {
    const km = greatCircleKm({ lat: -33.4372, lng: -70.6506 }, { lat: 40.4168, lng: -3.7038 });
    expect(km).toBeGreaterThan(10_600);
    expect(km).toBeLessThan(10_800);
  });
});

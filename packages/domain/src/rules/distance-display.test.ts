import { describe, expect, it } from 'vitest';
import { distanceDisplay } from './distance-display.ts';

describe("distance display (spec/2 §5 'metres … and Kms otherwise, 2 and 1 decimals'; issue 15 item 7 'A 1 km')", () => {
  it('shows distances under 1 km in metres, from km rounded to 2 decimals', () => {
    expect(distanceDisplay(0)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(0.004)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(0.853)).toEqual({ unit: 'm', metres: 850 });
    expect(distanceDisplay(0.856)).toEqual({ unit: 'm', metres: 860 });
    expect(distanceDisplay(0.994)).toEqual({ unit: 'm', metres: 990 });
  });

  it("never writes '1000 m': a distance that rounds to 1 km reads 1 km (Pizzería Forestal, 0.9966 km)", () => {
    expect(distanceDisplay(0.9966)).toEqual({ unit: 'km', km: 1 });
    expect(distanceDisplay(1)).toEqual({ unit: 'km', km: 1 });
  });

  it('shows 1 km and more in km with 1 decimal', () => {
    expect(distanceDisplay(1.5)).toEqual({ unit: 'km', km: 1.5 });
    expect(distanceDisplay(2.04)).toEqual({ unit: 'km', km: 2 });
    expect(distanceDisplay(2.56)).toEqual({ unit: 'km', km: 2.6 });
    expect(distanceDisplay(29.95)).toEqual({ unit: 'km', km: 30 });
  });

  it('reads bad data as 0 m', () => {
    expect(distanceDisplay(-1)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(Number.NaN)).toEqual({ unit: 'm', metres: 0 });
  });
});

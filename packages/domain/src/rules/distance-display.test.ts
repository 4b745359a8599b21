import { describe, expect, it } from 'vitest';
import { distanceDisplay } from './distance-display.ts';

describe("distance display (spec/2 §5 'metres below 2 and Kms otherwise, 2 and 1 decimals')", () => {
  it('shows distances below 2 km in metres, from km rounded to 2 decimals', () => {
    expect(distanceDisplay(0)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(0.004)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(0.853)).toEqual({ unit: 'm', metres: 850 });
    expect(distanceDisplay(0.856)).toEqual({ unit: 'm', metres: 860 });
    expect(distanceDisplay(1.5)).toEqual({ unit: 'm', metres: 1500 });
  });

  it('keeps metres up to just below 2 km, even when rounding reaches 2000', () => {
    expect(distanceDisplay(1.999)).toEqual({ unit: 'm', metres: 2000 });
  });

  it('shows 2 km and more in km with 1 decimal', () => {
    expect(distanceDisplay(2)).toEqual({ unit: 'km', km: 2 });
    expect(distanceDisplay(2.04)).toEqual({ unit: 'km', km: 2 });
    expect(distanceDisplay(2.36)).toEqual({ unit: 'km', km: 2.4 });
    expect(distanceDisplay(29.95)).toEqual({ unit: 'km', km: 30 });
  });

  it('reads bad data as 0 m', () => {
    expect(distanceDisplay(-1)).toEqual({ unit: 'm', metres: 0 });
    expect(distanceDisplay(Number.NaN)).toEqual({ unit: 'm', metres: 0 });
  });
});

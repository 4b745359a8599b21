import { describe, expect, it } from 'vitest';
import { offeredServices } from './services.ts';

describe('offeredServices (spec/2 §3 services bitmask: 4 takeaway, 9 delivery)', () => {
  it('reads takeaway (bit 4) and delivery (bit 9) from the services bitmask', () => {
    expect(offeredServices(0)).toEqual([]);
    expect(offeredServices(1 << 4)).toEqual(['pickup']);
    expect(offeredServices(1 << 9)).toEqual(['delivery']);
    expect(offeredServices((1 << 4) | (1 << 9) | (1 << 2))).toEqual(['pickup', 'delivery']);
  });

  it('ignores unrelated services', () => {
    expect(offeredServices((1 << 0) | (1 << 8) | (1 << 20))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { benchEncoding } from './bench.ts';

describe('benchEncoding', () => {
  it('reports median and p99 microseconds per order ticket', () => {
    const result = benchEncoding(20);
    expect(result.iterations).toBe(20);
    expect(result.medianMicros).toBeGreaterThan(0);
    expect(result.p99Micros).toBeGreaterThanOrEqual(result.medianMicros);
    expect(result.bytes).toBeGreaterThan(500);
  });
});

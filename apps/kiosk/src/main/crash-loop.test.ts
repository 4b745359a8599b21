import { describe, expect, it } from 'vitest';
import { createCrashLoopGuard, loadRetryDelay, RECOVERY } from './crash-loop.ts';

describe('crash-loop limit', () => {
  it('reloads twice, then calls the third crash within five minutes a loop', () => {
    let now = 0;
    const guard = createCrashLoopGuard(undefined, () => now);
    expect(guard.record()).toBe('reload');
    now += 60_000;
    expect(guard.record()).toBe('reload');
    now += 60_000;
    expect(guard.record()).toBe('out-of-service');
  });

  it('forgets crashes older than the window: three crashes an hour apart are no loop', () => {
    let now = 0;
    const guard = createCrashLoopGuard(undefined, () => now);
    for (let i = 0; i < 5; i++) {
      expect(guard.record()).toBe('reload');
      now += RECOVERY.crashWindowMs;
    }
  });

  it('after the cool-down the page gets its chances again', () => {
    let now = 0;
    const guard = createCrashLoopGuard(undefined, () => now);
    guard.record();
    guard.record();
    expect(guard.record()).toBe('out-of-service');
    now += RECOVERY.coolDownMs;
    expect(guard.record()).toBe('reload');
  });
});

describe('load retry backoff', () => {
  it('waits 1 s, doubling, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(loadRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

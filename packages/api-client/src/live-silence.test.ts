import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSilence } from './live-silence.ts';

/** The clients' silence watch (issue 10 item 6), on a fake clock. */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchSilence', () => {
  it('calls onSilent once after two heartbeats and half an interval without a message', () => {
    const onSilent = vi.fn();
    watchSilence(onSilent, 10_000);
    vi.advanceTimersByTime(24_999);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100_000);
    expect(onSilent).toHaveBeenCalledTimes(1);
  });

  it('starts over with every message, and follows the interval a heartbeat announces', () => {
    const onSilent = vi.fn();
    const watch = watchSilence(onSilent, 10_000);
    vi.advanceTimersByTime(20_000);
    watch.heard({ type: 'heartbeat', every: 400 });
    vi.advanceTimersByTime(999);
    watch.heard({ type: 'subscribed', restaurants: [] });
    vi.advanceTimersByTime(999);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
  });

  it('stays quiet once stopped', () => {
    const onSilent = vi.fn();
    watchSilence(onSilent, 1000).stop();
    vi.advanceTimersByTime(60_000);
    expect(onSilent).not.toHaveBeenCalled();
  });
});

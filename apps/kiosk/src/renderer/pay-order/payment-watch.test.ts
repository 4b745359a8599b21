import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentWatch } from './payment-watch.ts';

describe('payment watch (spec/3 §4 Payment, §9 2.5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onPaid = vi.fn();
    const onFailed = vi.fn();
    return { onPaid, onFailed, watch: createPaymentWatch({ iped: 'ped-1', onPaid, onFailed }) };
  };

  it('a failure goes to the error screen after 2.5 s, not before', () => {
    const { watch, onFailed, onPaid } = setup();
    watch.observe({ iped: 'ped-1', sp: -1, ss: 0 });
    vi.advanceTimersByTime(2499);
    expect(onFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailed).toHaveBeenCalledTimes(1);
    // Decided once: a later event changes nothing.
    watch.observe({ iped: 'ped-1', sp: 2, ss: 0 });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('paid at once; other orders and pending states are ignored', () => {
    const { watch, onPaid } = setup();
    watch.observe({ iped: 'ped-2', sp: 2, ss: 0 });
    watch.observe({ iped: 'ped-1', sp: 1, ss: 0 });
    watch.observe({ iped: 'ped-1', sp: 2, ss: -2 });
    expect(onPaid).not.toHaveBeenCalled();
    watch.observe({ iped: 'ped-1', sp: 2, ss: 0 });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('leaving the screen cancels a pending failure', () => {
    const { watch, onFailed } = setup();
    watch.observe({ sp: 0, ss: -1 });
    watch.stop();
    vi.advanceTimersByTime(5000);
    expect(onFailed).not.toHaveBeenCalled();
  });
});

import { ApiError } from '@comanda/api-client';
import { KIOSK_TOKEN_REFRESH_SECONDS } from '@comanda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskEvent } from '../bridge/events.ts';
import { memoryStore } from './memory-store.ts';
import { testIdentity } from './test-identity.ts';
import { createTokenRefresher, TOKEN_RETRY_MS } from './token-refresh.ts';

const T0 = Date.UTC(2026, 10, 23, 15);
const REFRESH_MS = KIOSK_TOKEN_REFRESH_SECONDS * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

const setup = (refreshToken = vi.fn(async () => ({ to: 'token-2', issuedAt: Date.now() }))) => {
  const store = memoryStore({ KIOUSER: testIdentity, TK5: { time: T0 } });
  const events: KioskEvent[] = [];
  const refresher = createTokenRefresher({ api: { refreshToken }, store, emit: (e) => events.push(e) });
  return { store, events, refresher, refreshToken };
};

describe('token refresh (spec/3 §7, §9: 172800 s)', () => {
  it('refreshes after 172800 s with xiu, kiosId, ir, il, token, tt 4 and stores the new token', async () => {
    const { store, refresher, refreshToken } = setup();
    await refresher.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshToken).toHaveBeenCalledWith({
      xiu: testIdentity.iu,
      kiosId: testIdentity.dp,
      ir: testIdentity.ir,
      il: testIdentity.il,
      token: 'token-1',
      tt: 4,
    });
    expect(store.get('KIOUSER')).toEqual({ ...testIdentity, to: 'token-2' });
    expect(store.get('TK5')).toEqual({ time: T0 + REFRESH_MS });
    // And again 172800 s later.
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('a 403 (revoked) tells the renderer notAvailable; a 401 (inactive restaurant) inactive', async () => {
    const refused = vi.fn();
    refused.mockRejectedValueOnce(new ApiError('revocado', 403, 'not_available'));
    refused.mockRejectedValueOnce(new ApiError('inactivo', 401, 'inactive'));
    const { events, refresher } = setup(refused);
    expect(await refresher.refresh()).toBe('refused');
    expect(await refresher.refresh()).toBe('refused');
    expect(events).toEqual([
      { type: 'device', status: 'notAvailable' },
      { type: 'device', status: 'inactive' },
    ]);
  });

  it('retries a minute later when the server cannot be reached', async () => {
    const flaky = vi.fn();
    flaky.mockRejectedValueOnce(new ApiError('sin red', 0, 'network'));
    flaky.mockResolvedValue({ to: 'token-3', issuedAt: 0 });
    const { store, refresher } = setup(flaky);
    await refresher.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(flaky).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect((store.get('KIOUSER') as { to: string }).to).toBe('token-3');
    refresher.stop();
  });

  it('skips a device without a token (the seeded demo identity)', async () => {
    const { store, refresher } = setup();
    await store.set('KIOUSER', { ...testIdentity, to: '' });
    expect(await refresher.refresh()).toBe('skipped');
  });
});

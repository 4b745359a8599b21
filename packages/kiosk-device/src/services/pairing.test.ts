import { ApiError } from '@comanda/api-client';
import type { TKioskPairingStatus } from '@comanda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskEvent } from '../bridge/events.ts';
import type { DeviceStore } from './device-store.ts';
import { memoryStore } from './memory-store.ts';
import { createPairingService, PAIRING_POLL_MS } from './pairing.ts';
import { testIdentity } from './test-identity.ts';

const T0 = Date.UTC(2026, 10, 23, 15);
let store: DeviceStore;
let events: KioskEvent[];

beforeEach(() => {
  store = memoryStore();
  events = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

function fakeApi(statuses: TKioskPairingStatus[]) {
  let n = 0;
  return {
    requestCode: vi.fn(async () => {
      n += 1;
      return {
        code: `CODE0${n}`,
        pairingId: `pairing-id-number-${n}-xxxxxxxx`,
        expiresAt: Date.now() + 300_000,
      };
    }),
    pairingStatus: vi.fn(async () => statuses.shift() ?? { status: 'pending' as const, expiresAt: 0 }),
  };
}

describe('pairing service (spec/3 §4 Kiosk pairing)', () => {
  it('shows a code, polls, and stores KIOUSER once a technician verified it', async () => {
    const api = fakeApi([
      { status: 'pending', expiresAt: 0 },
      { status: 'paired', identity: testIdentity },
    ]);
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    expect(await pairing.start()).toMatchObject({ status: 'showing', code: 'CODE01' });
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(store.get('KIOUSER')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(store.get('KIOUSER')).toEqual(testIdentity);
    expect(store.get('TK5')).toEqual({ time: T0 + 2 * PAIRING_POLL_MS });
    expect(pairing.state()).toEqual({ status: 'paired', kind: 'restaurant' });
    expect(events.at(-1)).toEqual({ type: 'pairing', state: { status: 'paired', kind: 'restaurant' } });
    // Paired: no more polls.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.pairingStatus).toHaveBeenCalledTimes(2);
  });

  it('renews the code on screen when it expires after 5 minutes, without a touch', async () => {
    const api = fakeApi([]);
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    await pairing.start();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(pairing.state()).toMatchObject({ code: 'CODE01' });
    await vi.advanceTimersByTimeAsync(1);
    expect(pairing.state()).toMatchObject({ status: 'showing', code: 'CODE02', expiresAt: T0 + 600_000 });
    expect(api.requestCode).toHaveBeenCalledTimes(2);
  });

  it('asks for a new code as soon as a poll says expired', async () => {
    const api = fakeApi([{ status: 'expired' }]);
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    await pairing.start();
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(pairing.state()).toMatchObject({ code: 'CODE02' });
  });

  it('stores KIOPORTAL (and forgets KIOUSER) for a portal device', async () => {
    await store.set('KIOUSER', testIdentity);
    const portal = {
      idPortal: 'patio-santiago',
      country: 'cl',
      name: 'Patio',
      idLocales: [],
      time: T0,
      to: 'tok',
      iu: 'kio-1',
    };
    const api = fakeApi([{ status: 'paired-portal', portal }]);
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    await pairing.start();
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(store.get('KIOPORTAL')).toEqual(portal);
    expect(store.get('KIOUSER')).toBeUndefined();
  });

  it("a failed code request shows the server's message, or '' for the default text; start() retries", async () => {
    const api = fakeApi([]);
    api.requestCode.mockRejectedValueOnce(new ApiError('Servicio en mantención', 503, 'maintenance'));
    api.requestCode.mockRejectedValueOnce(new ApiError('sin red', 0, 'network'));
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    expect(await pairing.start()).toEqual({ status: 'error', message: 'Servicio en mantención' });
    expect(await pairing.start()).toEqual({ status: 'error', message: '' });
    expect(await pairing.start()).toMatchObject({ status: 'showing' });
  });

  it("passes a refusal's text on with its message, so the screen says it in the totem's language", async () => {
    const api = fakeApi([]);
    api.requestCode.mockRejectedValueOnce(
      new ApiError('Demasiados intentos', 429, 'rate_limited', 'p1_err_rate_limited_seconds', { count: 30 }),
    );
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    expect(await pairing.start()).toEqual({
      status: 'error',
      message: 'Demasiados intentos',
      key: 'p1_err_rate_limited_seconds',
      params: { count: 30 },
    });
  });

  it('keeps polling through a network error', async () => {
    const api = fakeApi([]);
    api.pairingStatus.mockRejectedValueOnce(new Error('offline'));
    const pairing = createPairingService({ api, store, emit: (e) => events.push(e) });
    await pairing.start();
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS * 3);
    expect(api.pairingStatus).toHaveBeenCalledTimes(3);
    pairing.stop();
  });
});

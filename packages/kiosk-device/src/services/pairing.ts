import { ApiError, type KioskPairingClient } from '@comanda/api-client';
import type { TErrorResponse } from '@comanda/domain';
import type { KioskEvent, TPairingState } from '../bridge/events.ts';
import type { DeviceStore } from './device-store.ts';

/** How often the device asks whether its code was verified. */
export const PAIRING_POLL_MS = 2000;

export type PairingApi = Pick<KioskPairingClient, 'requestCode' | 'pairingStatus'>;
export type PairingService = ReturnType<typeof createPairingService>;

/**
 * The device side of pairing (spec/3 §4 'Kiosk pairing'): asks for a code, shows it, polls until a
 * technician verifies it, and stores KIOUSER (restaurant) or KIOPORTAL (portal). An expired code is
 * replaced on screen by a new one without a touch. One request generation at a time: answers of an
 * older generation (a code replaced meanwhile) are ignored.
 */
export function createPairingService(opts: {
  api: PairingApi;
  store: DeviceStore;
  emit: (event: KioskEvent) => void;
  now?: () => number;
  pollMs?: number;
}) {
  const now = opts.now ?? Date.now;
  const pollMs = opts.pollMs ?? PAIRING_POLL_MS;
  let state: TPairingState = { status: 'idle' };
  let generation = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const set = (next: TPairingState) => {
    state = next;
    opts.emit({ type: 'pairing', state: next });
  };
  const stopTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, Math.max(0, ms)));

  async function request(): Promise<void> {
    stopTimers();
    const gen = ++generation;
    set({ status: 'requesting' });
    try {
      const answer = await opts.api.requestCode();
      if (gen !== generation) return;
      set({ status: 'showing', code: answer.code, expiresAt: answer.expiresAt });
      later(pollMs, () => void poll(gen, answer.pairingId));
      // Renewed on screen when it expires, whatever the polls say.
      later(answer.expiresAt - now(), () => void request());
    } catch (error) {
      if (gen !== generation) return;
      // The server's message when it gave one; '' lets the screen show 'Error al generar el código…'.
      const readable = error instanceof ApiError && error.status > 0 && error.code !== 'unexpected';
      if (!readable) return set({ status: 'error', message: '' });
      const { message, key } = error;
      // The parameters came in through ZErrorResponse (api-client), so they have its shape.
      const params = error.params as TErrorResponse['error']['params'];
      set({ status: 'error', message, ...(key ? { key } : {}), ...(key && params ? { params } : {}) });
    }
  }

  async function poll(gen: number, pairingId: string): Promise<void> {
    try {
      const answer = await opts.api.pairingStatus(pairingId);
      if (gen !== generation) return;
      if (answer.status === 'pending') return void later(pollMs, () => void poll(gen, pairingId));
      if (answer.status === 'expired') return void request();
      stopTimers();
      generation += 1;
      if (answer.status === 'paired') {
        await opts.store.delete('KIOPORTAL');
        await opts.store.set('KIOUSER', answer.identity);
      } else {
        await opts.store.delete('KIOUSER');
        await opts.store.set('KIOPORTAL', answer.portal);
      }
      await opts.store.set('TK5', { time: now() });
      set({ status: 'paired', kind: answer.status === 'paired' ? 'restaurant' : 'portal' });
    } catch {
      // Offline for a moment: keep the code on screen and ask again.
      if (gen === generation) later(pollMs, () => void poll(gen, pairingId));
    }
  }

  return {
    /** Starts pairing unless a code is on screen or being fetched (a retry after an error restarts it). */
    async start(): Promise<TPairingState> {
      if (state.status !== 'showing' && state.status !== 'requesting') await request();
      return state;
    },
    state: () => state,
    stop(): void {
      generation += 1;
      stopTimers();
    },
  };
}

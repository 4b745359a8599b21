import { ApiError, type KioskPairingClient } from '@comanda/api-client';
import { KIOSK_TOKEN_REFRESH_SECONDS, KIOSK_TOKEN_TYPE } from '@comanda/domain';
import * as z from 'zod';
import type { KioskEvent } from '../bridge/events.ts';
import type { DeviceStore } from './device-store.ts';
import { readIdentity } from './identity.ts';
import { readPortal } from './session.ts';

/** A failed refresh (server down) is tried again after this long. */
export const TOKEN_RETRY_MS = 60_000;
/** setTimeout holds at most 2^31-1 ms; longer waits are taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

const ZTokenTime = z.object({ time: z.number() });

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;

/**
 * Keeps the device token fresh (spec/3 §9 'Kiosk token refresh 172800 s', §7 'POST with xiu, kiosId,
 * ir, il, token, tt 4'). TK5 records when the token was loaded. A 401 (restaurant inactive) or 403
 * (device revoked) is pushed to the renderer, which shows the matching KioskError screen.
 */
export function createTokenRefresher(opts: {
  api: Pick<KioskPairingClient, 'refreshToken'>;
  store: DeviceStore;
  emit: (event: KioskEvent) => void;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void check(), Math.min(Math.max(0, ms), MAX_TIMER_MS));
  };

  async function refresh(): Promise<'refreshed' | 'skipped' | 'refused' | 'failed'> {
    const identity = readIdentity(opts.store);
    const portal = identity ? null : readPortal(opts.store);
    const token = identity?.to || portal?.to;
    // The seeded demo identity has no token: nothing to refresh.
    if (!token) return 'skipped';
    try {
      const answer = await opts.api.refreshToken({
        xiu: identity?.iu ?? portal!.iu,
        kiosId: identity?.dp ?? '',
        ir: identity?.ir ?? '',
        il: identity?.il ?? '',
        token,
        tt: KIOSK_TOKEN_TYPE,
      });
      if (identity) await opts.store.set('KIOUSER', { ...identity, to: answer.to });
      else await opts.store.set('KIOPORTAL', { ...portal!, to: answer.to });
      await opts.store.set('TK5', { time: now() });
      return 'refreshed';
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        opts.emit({ type: 'device', status: error.status === 401 ? 'inactive' : 'notAvailable' });
        return 'refused';
      }
      return 'failed';
    }
  }

  async function check(): Promise<void> {
    const loaded = ZTokenTime.safeParse(opts.store.get('TK5'));
    if (!loaded.success) await opts.store.set('TK5', { time: now() });
    const since = loaded.success ? loaded.data.time : now();
    const due = since + KIOSK_TOKEN_REFRESH_SECONDS * 1000;
    if (now() < due) return schedule(due - now());
    const result = await refresh();
    schedule(result === 'failed' ? TOKEN_RETRY_MS : KIOSK_TOKEN_REFRESH_SECONDS * 1000);
  }

  return {
    start: () => check(),
    refresh,
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

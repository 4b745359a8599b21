import type { BridgeReply } from '../shared/bridge-reply.ts';
import { buildBridge } from '../shared/build-bridge.ts';
import type { KioskBridge } from '../shared/kiosk-bridge.ts';

/** Where the platform server mounts the browser host (browser mode). Root-relative: the app lives at /kiosk/. */
const HOST_PATH = '/kiosk-host/invoke/';

/**
 * Browser mode: the same KioskBridge, carried by HTTP to the device services running in the platform
 * server's Node process instead of by IPC to Electron main.
 */
export function createHttpBridge(fetchImpl: typeof fetch = fetch): KioskBridge {
  return buildBridge(async (channel, payload): Promise<BridgeReply> => {
    let response: Response;
    try {
      response = await fetchImpl(`${HOST_PATH}${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: payload ?? null }),
      });
    } catch {
      return { ok: false, error: { code: 'network', message: 'Sin conexión con el dispositivo' } };
    }
    const json: unknown = await response.json().catch(() => null);
    if (typeof json === 'object' && json !== null && 'ok' in json) return json as BridgeReply;
    return {
      ok: false,
      error: {
        code: 'host_error',
        message: `El dispositivo respondió ${response.status}`,
        status: response.status,
      },
    };
  });
}

/** Electron's preload exposes window.kiosk; anywhere else fall back to HTTP. */
export const bridge: KioskBridge = window.kiosk ?? createHttpBridge();

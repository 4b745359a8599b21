import { serverText } from '@comanda/i18n/server-text';
import type { BridgeReply } from '@comanda/kiosk-device/bridge/bridge-reply.ts';
import { buildBridge } from '@comanda/kiosk-device/bridge/build-bridge.ts';
import { type KioskEventListener, type Subscribe, ZKioskEvent } from '@comanda/kiosk-device/bridge/events.ts';
import type { Invoke, KioskBridge } from '@comanda/kiosk-device/bridge/kiosk-bridge.ts';

/** Where the platform server mounts the browser host (browser mode). Root-relative: the app lives at /kiosk/. */
const HOST_PATH = '/kiosk-host/invoke/';
/** After a failed long poll, wait this long before the next (server restarting, network blip). */
const RETRY_MS = 2000;

/** Browser mode hosts several totems; `/kiosk/?device=name` is one of them (absent: the default one). */
function deviceName(): string | null {
  return new URLSearchParams(window.location.search).get('device');
}

/**
 * Browser mode: the same KioskBridge, carried by HTTP to the device services running in the platform
 * server's Node process instead of by IPC to Electron main. Events arrive by long poll.
 */
export function createHttpBridge(fetchImpl: typeof fetch = fetch): KioskBridge {
  const device = deviceName();
  const invoke: Invoke = async (channel, payload): Promise<BridgeReply> => {
    let response: Response;
    try {
      response = await fetchImpl(`${HOST_PATH}${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(device ? { 'x-kiosk-device': device } : {}) },
        body: JSON.stringify({ payload: payload ?? null }),
      });
    } catch {
      // Keyed like every device refusal, so the renderer says it in the diner's language (issue 11).
      return { ok: false, error: { code: 'network', ...serverText('m1_err_bridge_unreachable') } };
    }
    const json: unknown = await response.json().catch(() => null);
    if (typeof json === 'object' && json !== null && 'ok' in json) return json as BridgeReply;
    return {
      ok: false,
      error: {
        code: 'host_error',
        ...serverText('p1_err_bridge_host_status', { status: response.status }),
        status: response.status,
      },
    };
  };
  return buildBridge(invoke, longPollSubscribe(invoke));
}

/**
 * The browser's stand-in for IPC push: one long-poll loop for the page's lifetime, started by the first
 * subscriber and shared by all (the kiosk shell always listens, so it never needs to stop).
 */
function longPollSubscribe(invoke: Invoke): Subscribe {
  const listeners = new Set<KioskEventListener>();
  let started = false;
  const loop = async () => {
    let cursor = -1;
    for (;;) {
      const reply = (await invoke('host.nextEvents', { after: cursor }).catch(
        () => null,
      )) as BridgeReply | null;
      if (!reply?.ok) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        cursor = -1;
        continue;
      }
      const data = reply.data as { cursor: number; events: unknown[] };
      cursor = data.cursor;
      for (const raw of data.events) {
        const event = ZKioskEvent.safeParse(raw);
        if (!event.success) continue;
        for (const listener of [...listeners]) {
          try {
            listener(event.data);
          } catch (error) {
            console.error('kiosk event listener failed', error);
          }
        }
      }
    }
  };
  return (listener) => {
    listeners.add(listener);
    if (!started) {
      started = true;
      void loop();
    }
    return () => {
      listeners.delete(listener);
    };
  };
}

/** Electron's preload exposes window.kiosk; anywhere else fall back to HTTP. */
export const bridge: KioskBridge = window.kiosk ?? createHttpBridge();

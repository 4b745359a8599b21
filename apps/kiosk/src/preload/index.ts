import { buildBridge } from '@comanda/kiosk-device/bridge/build-bridge.ts';
import { EVENT_CHANNEL } from '@comanda/kiosk-device/bridge/channel-names.ts';
import type { KioskEventListener } from '@comanda/kiosk-device/bridge/events.ts';
import type { KioskBridge } from '@comanda/kiosk-device/bridge/kiosk-bridge.ts';
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';

// Only the typed bridge crosses into the page; ipcRenderer itself stays here, so the page can reach
// no channel the contract does not name, and hears only EVENT_CHANNEL.
const subscribe = (listener: KioskEventListener) => {
  const relay = (_event: IpcRendererEvent, payload: unknown) =>
    listener(payload as Parameters<KioskEventListener>[0]);
  ipcRenderer.on(EVENT_CHANNEL, relay);
  return () => {
    ipcRenderer.removeListener(EVENT_CHANNEL, relay);
  };
};

const bridge = buildBridge(
  (channel, payload) => ipcRenderer.invoke(channel, payload),
  subscribe,
) satisfies KioskBridge;

contextBridge.exposeInMainWorld('kiosk', bridge);

import { contextBridge, ipcRenderer } from 'electron';
import { buildBridge } from '../shared/build-bridge.ts';
import type { KioskBridge } from '../shared/kiosk-bridge.ts';

// Only the typed bridge crosses into the page; ipcRenderer itself stays here, so the page can reach
// no channel the contract does not name.
const bridge = buildBridge((channel, payload) => ipcRenderer.invoke(channel, payload)) satisfies KioskBridge;

contextBridge.exposeInMainWorld('kiosk', bridge);

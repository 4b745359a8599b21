import type { KioskBridge } from './kiosk-bridge.ts';

declare global {
  interface Window {
    /** Present in Electron (exposed by the preload); absent in a plain browser, where bridge.ts falls back to HTTP. */
    readonly kiosk?: KioskBridge;
  }
}

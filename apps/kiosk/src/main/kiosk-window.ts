import { fileURLToPath } from 'node:url';
import { BrowserWindow } from 'electron';

/**
 * The full-screen totem window. The renderer gets no Node: context isolation and the sandbox are on and
 * the preload exposes only the typed bridge. Devtools exist only in dev mode (COMANDA_KIOSK_DEV=1).
 * Navigation and permission locks apply to every web contents (contents-guards.ts, permissions.ts); what
 * it shows is loaded by renderer-recovery.ts.
 */
export function createKioskWindow(opts: { dev: boolean }): BrowserWindow {
  const window = new BrowserWindow({
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    backgroundColor: '#111111',
    show: false,
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      devTools: opts.dev,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  // Pinch-zoom would strand a diner in a magnified screen; the page itself stays zoomable (axe, browsers).
  void window.webContents.setVisualZoomLevelLimits(1, 1);
  return window;
}

import { fileURLToPath } from 'node:url';
import { BrowserWindow, type WebContents } from 'electron';

/**
 * The full-screen totem window. The renderer gets no Node: context isolation and the sandbox are on and
 * the preload exposes only the typed bridge. Devtools exist only in dev mode (COMANDA_KIOSK_DEV=1).
 */
export function createKioskWindow(opts: { url: string; isOwn(url: string): boolean; dev: boolean }) {
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
      devTools: opts.dev,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  // Pinch-zoom would strand a diner in a magnified screen; the page itself stays zoomable (axe, browsers).
  void window.webContents.setVisualZoomLevelLimits(1, 1);
  lockNavigation(window.webContents, opts.isOwn);
  void window.loadURL(opts.url);
  return window;
}

/** A diner must never leave the kiosk: no new windows, no navigation outside the renderer. */
function lockNavigation(contents: WebContents, isOwn: (url: string) => boolean): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!isOwn(url)) event.preventDefault();
  });
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}

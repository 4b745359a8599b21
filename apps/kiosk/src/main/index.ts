import { join } from 'node:path';
import { EVENT_CHANNEL } from '@comanda/kiosk-device/bridge/channel-names.ts';
import { startDeviceServices } from '@comanda/kiosk-device/services/device-services.ts';
import { app, Menu } from 'electron';
import { setupDevShortcuts } from './dev-shortcuts.ts';
import { setupBridgeIpc } from './ipc.ts';
import { createKioskWindow } from './kiosk-window.ts';
import { setupKioskLockdown } from './lockdown.ts';
import { rendererLocation } from './renderer-location.ts';
import { setupRendererWatchdog } from './watchdog.ts';

const DEFAULT_SERVER = 'http://127.0.0.1:8080';
const dev = process.env.COMANDA_KIOSK_DEV === '1';
const serverUrl = process.env.COMANDA_SERVER || DEFAULT_SERVER;

// Launched as `electron out/main/index.js` there is no app package.json name, so fix the data folder
// name here: device data must survive updates and must not depend on how the binary was started.
app.setName('Comanda Kiosk');
app.setPath('userData', join(app.getPath('appData'), 'comanda-kiosk'));

// A second start (double launch at login, a technician's click) must not open a second totem.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  Menu.setApplicationMenu(null);
  void app.whenReady().then(start);
}

async function start(): Promise<void> {
  const { invoke, events } = await startDeviceServices({
    serverUrl,
    dataDir: app.getPath('userData'),
    shell: 'electron',
    dev,
    // A technician can point the totem at another printer without editing the restaurant's cfgKiosk.
    ...(process.env.COMANDA_PRINTER ? { printerAddress: process.env.COMANDA_PRINTER } : {}),
  });
  const renderer = rendererLocation();
  setupBridgeIpc({ invoke, isOwnFrame: renderer.isOwn });
  const window = createKioskWindow({ url: renderer.url, isOwn: renderer.isOwn, dev });
  setupRendererWatchdog(window);
  // Main's events (inactivity modal and reset, pairing, refused device) go to our renderer only.
  events.on((event) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  });
  if (dev) setupDevShortcuts(window);
  else setupKioskLockdown(window);

  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
}

app.on('window-all-closed', () => app.quit());

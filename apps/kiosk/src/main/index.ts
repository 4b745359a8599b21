import { join } from 'node:path';
import { EVENT_CHANNEL } from '@comanda/kiosk-device/bridge/channel-names.ts';
import { startDeviceServices } from '@comanda/kiosk-device/services/device-services.ts';
import { app, Menu, powerSaveBlocker, safeStorage, session } from 'electron';
import { setupContentsGuards } from './contents-guards.ts';
import { RECOVERY } from './crash-loop.ts';
import { setupDevShortcuts } from './dev-shortcuts.ts';
import { setupBridgeIpc } from './ipc.ts';
import { createKioskWindow } from './kiosk-window.ts';
import { setupKioskLockdown } from './lockdown.ts';
import { outOfServiceUrl } from './out-of-service.ts';
import { setupPermissions } from './permissions.ts';
import { rendererLocation } from './renderer-location.ts';
import { setupRendererRecovery } from './renderer-recovery.ts';
import { createSafeStorageBox } from './safe-storage-box.ts';

const DEFAULT_SERVER = 'http://127.0.0.1:8080';
const dev = process.env.COMANDA_KIOSK_DEV === '1';
const serverUrl = process.env.COMANDA_SERVER || DEFAULT_SERVER;

// Launched as `electron out/main/index.js` there is no app package.json name, so fix the data folder
// name here: device data must survive updates and must not depend on how the binary was started.
app.setName('Comanda Kiosk');
app.setPath('userData', join(app.getPath('appData'), 'comanda-kiosk'));

const renderer = rendererLocation();
// Before any window exists, so no web contents is ever unguarded.
setupContentsGuards(app, renderer.isOwn);

// A second start (double launch at login, a technician's click) must not open a second totem.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  Menu.setApplicationMenu(null);
  void app.whenReady().then(start);
}

async function start(): Promise<void> {
  setupPermissions(session.defaultSession, renderer.isOwn);
  // The totem's screen stays lit through opening hours, whatever the OS's idle settings say.
  powerSaveBlocker.start('prevent-display-sleep');

  const window = createKioskWindow({ dev });
  const recovery = setupRendererRecovery(window, {
    url: renderer.url,
    isOwn: renderer.isOwn,
    outOfServiceUrl: await outOfServiceUrl(),
  });
  if (dev) setupDevShortcuts(window);
  else setupKioskLockdown(window);
  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  let services: Awaited<ReturnType<typeof startDeviceServices>>;
  try {
    services = await startDeviceServices({
      serverUrl,
      dataDir: app.getPath('userData'),
      shell: 'electron',
      dev,
      // A technician can point the totem at another printer without editing the restaurant's cfgKiosk.
      ...(process.env.COMANDA_PRINTER ? { printerAddress: process.env.COMANDA_PRINTER } : {}),
      ...sealed(await createSafeStorageBox(safeStorage)),
    });
  } catch (error) {
    // Never a totem without a window: say out of service, and let the kiosk session's service start the
    // app afresh after the cool-down (build/comanda-kiosk.service restarts it).
    recovery.showOutOfService(`device services did not start (${String(error)})`);
    setTimeout(() => app.exit(1), RECOVERY.coolDownMs);
    return;
  }
  setupBridgeIpc({ invoke: services.invoke, isOwnFrame: renderer.isOwn });
  // Main's events (inactivity modal and reset, pairing, refused device) go to our renderer only.
  services.events.on((event) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  });
  recovery.loadRenderer();
}

const sealed = <T>(secrets: T | null) => (secrets ? { secrets } : {});

app.on('window-all-closed', () => app.quit());

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY } from './crash-loop.ts';

// The Electron entry, started under Node with Electron and the device services replaced by fakes: what it
// sets up before the page loads, in which order, and what it does when the device services cannot start.
const h = await vi.hoisted(async () => {
  const fake = await import('./testing/fake-electron.ts');
  return {
    fake,
    app: new fake.FakeApp(),
    session: new fake.FakeSession(),
    blockers: [] as string[],
    ipc: new Map<string, unknown>(),
    servicesFail: false,
    servicesOptions: [] as Record<string, unknown>[],
  };
});

vi.mock('electron', () => ({
  app: h.app,
  BrowserWindow: h.fake.FakeBrowserWindow,
  Menu: { setApplicationMenu: () => undefined },
  powerSaveBlocker: {
    start: (type: string) => {
      h.blockers.push(type);
      return h.blockers.length;
    },
  },
  safeStorage: h.fake.fakeSafeStorage(),
  session: { defaultSession: h.session },
  ipcMain: { handle: (channel: string, handler: unknown) => h.ipc.set(channel, handler) },
}));

vi.mock('@comanda/kiosk-device/services/device-services.ts', () => ({
  startDeviceServices: async (opts: Record<string, unknown>) => {
    h.servicesOptions.push(opts);
    if (h.servicesFail) throw new Error('EACCES: permission denied, mkdir');
    return { invoke: async () => null, events: { on: () => () => undefined } };
  },
}));

const RENDERER = new URL('../renderer/index.html', import.meta.url).href;

async function startMain() {
  vi.resetModules();
  h.fake.FakeBrowserWindow.created = [];
  h.app.removeAllListeners();
  h.ipc.clear();
  await import('./index.ts');
  await vi.waitFor(() => expect(h.fake.FakeBrowserWindow.created[0]?.webContents.loads.length).toBe(1));
  const window = h.fake.FakeBrowserWindow.created[0];
  if (!window) throw new Error('no window');
  return window;
}

beforeEach(() => {
  h.blockers.length = 0;
  h.servicesOptions.length = 0;
  h.servicesFail = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Electron entry', () => {
  it('guards, denies permissions and keeps the screen awake, then loads the page once the bridge answers', async () => {
    const window = await startMain();
    expect(h.blockers).toEqual(['prevent-display-sleep']);
    expect(h.session.requestHandler).not.toBeNull();
    expect(h.session.checkHandler?.(null, 'geolocation')).toBe(false);
    // Every web contents the app creates is guarded, whoever creates it.
    const other = new h.fake.FakeWebContents();
    h.app.emit('web-contents-created', new h.fake.FakeEvent(), other);
    expect(other.windowOpenHandler?.({ url: 'https://x.example/' })).toEqual({ action: 'deny' });
    // The bridge is registered before the page loads, and the page is our built renderer.
    expect(h.ipc.has('device.identity')).toBe(true);
    expect(window.webContents.loads).toEqual([RENDERER]);
    // The device token is sealed: the services were given a box.
    expect(h.servicesOptions[0]?.secrets).toBeDefined();
  });

  it('opens the window the totem needs: kiosk, full screen, sandboxed, no Node, no devtools, no webview', async () => {
    const window = await startMain();
    expect(window.options).toMatchObject({ kiosk: true, fullscreen: true, show: false });
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
    });
    expect(String((window.options.webPreferences as { preload: string }).preload)).toMatch(
      /out\/preload\/index\.cjs$|src\/preload\/index\.cjs$/,
    );
    expect(window.webContents.zoomLimits).toEqual([1, 1]);
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('when the device services cannot start it still shows a window — out of service — and restarts later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    h.servicesFail = true;
    const window = await startMain();
    expect(window.webContents.loads[0]).toMatch(/^data:text\/html/);
    expect(decodeURIComponent(window.webContents.loads[0] ?? '')).toContain('Dispositivo no disponible');
    expect(h.ipc.size).toBe(0);
    vi.advanceTimersByTime(RECOVERY.coolDownMs);
    expect(h.app.exitCode).toBe(1);
  });
});

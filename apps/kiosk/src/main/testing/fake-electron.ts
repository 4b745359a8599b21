import { EventEmitter } from 'node:events';

/**
 * Just enough of Electron's main-process API, in plain Node, for unit tests of src/main (the binary
 * cannot run here). Events are emitted by the test with the argument shapes Electron uses; calls are
 * recorded. Use it with `vi.mock('electron', () => fakeElectronModule())` or pass the pieces directly.
 */
export class FakeEvent {
  defaultPrevented = false;
  constructor(readonly url = '') {}
  preventDefault() {
    this.defaultPrevented = true;
  }
}

type PermissionRequest = (
  contents: FakeWebContents,
  permission: string,
  callback: (ok: boolean) => void,
) => void;
type PermissionCheck = (contents: FakeWebContents | null, permission: string) => boolean;

export class FakeSession {
  requestHandler: PermissionRequest | null = null;
  checkHandler: PermissionCheck | null = null;
  deviceHandler: (() => boolean) | null = null;
  setPermissionRequestHandler(handler: PermissionRequest) {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheck) {
    this.checkHandler = handler;
  }
  setDevicePermissionHandler(handler: () => boolean) {
    this.deviceHandler = handler;
  }
}

export class FakeWebContents extends EventEmitter {
  url = '';
  loads: string[] = [];
  reloads = 0;
  sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  zoomLimits: [number, number] | null = null;
  session = new FakeSession();
  /** What loadURL answers: resolve, or reject as Electron does when the load fails. */
  loadResult: 'ok' | 'fail' = 'ok';

  loadURL(url: string): Promise<void> {
    this.url = url;
    this.loads.push(url);
    return this.loadResult === 'ok' ? Promise.resolve() : Promise.reject(new Error('ERR_FAILED (-2)'));
  }
  reload() {
    this.reloads += 1;
  }
  getURL() {
    return this.url;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }) {
    this.windowOpenHandler = handler;
  }
  setVisualZoomLevelLimits(min: number, max: number) {
    this.zoomLimits = [min, max];
    return Promise.resolve();
  }
  toggleDevTools() {}
  /** Electron's did-fail-load arguments: event, errorCode, errorDescription, validatedURL, isMainFrame. */
  failLoad(url: string, code = -6, isMainFrame = true) {
    this.emit('did-fail-load', new FakeEvent(), code, 'ERR_FILE_NOT_FOUND', url, isMainFrame);
  }
  finishLoad() {
    this.emit('did-finish-load', new FakeEvent());
  }
  crash(reason = 'crashed') {
    this.emit('render-process-gone', new FakeEvent(), { reason, exitCode: 139 });
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  destroyed = false;
  shown = false;
  constructor(readonly options: Record<string, unknown> = {}) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  isDestroyed() {
    return this.destroyed;
  }
  show() {
    this.shown = true;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
  setKiosk() {}
  setFullScreen() {}
}

export class FakeApp extends EventEmitter {
  paths: Record<string, string> = { appData: '/tmp/fake-app-data' };
  exitCode: number | null = null;
  singleInstance = true;
  ready = Promise.resolve();
  setName() {}
  setPath(name: string, path: string) {
    this.paths[name] = path;
  }
  getPath(name: string) {
    return this.paths[name] ?? `/tmp/fake-${name}`;
  }
  requestSingleInstanceLock() {
    return this.singleInstance;
  }
  whenReady() {
    return this.ready;
  }
  quit() {}
  exit(code: number) {
    this.exitCode = code;
  }
}

/** A stand-in for safeStorage: reversible, and refuses text it did not seal. */
export function fakeSafeStorage(opts: { available?: boolean; backend?: string } = {}) {
  return {
    isAsyncEncryptionAvailable: async () => opts.available ?? true,
    getSelectedStorageBackend: () => (opts.backend ?? 'gnome_libsecret') as 'gnome_libsecret',
    encryptStringAsync: async (text: string) => Buffer.from(`sealed:${text}`),
    decryptStringAsync: async (data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('sealed:')) throw new Error('Error while decrypting the ciphertext provided');
      return { result: text.slice('sealed:'.length), shouldReEncrypt: false };
    },
  };
}

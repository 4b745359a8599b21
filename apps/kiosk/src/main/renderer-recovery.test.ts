import type { BrowserWindow } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY } from './crash-loop.ts';
import { setupRendererRecovery } from './renderer-recovery.ts';
import { FakeBrowserWindow } from './testing/fake-electron.ts';

vi.mock('electron', () => ({}));

const RENDERER = 'file:///opt/comanda-kiosk/out/renderer/index.html';
const OUT_OF_SERVICE = 'data:text/html;charset=utf-8,fuera%20de%20servicio';

let window: FakeBrowserWindow;
let log: string[];
let recovery: ReturnType<typeof setupRendererRecovery>;

beforeEach(() => {
  vi.useFakeTimers();
  window = new FakeBrowserWindow();
  log = [];
  recovery = setupRendererRecovery(window as unknown as BrowserWindow, {
    url: RENDERER,
    isOwn: (url) => url.startsWith(RENDERER),
    outOfServiceUrl: OUT_OF_SERVICE,
    log: (m) => log.push(m),
    now: () => Date.now(),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const contents = () => window.webContents;

describe('did-fail-load: retried with backoff', () => {
  it('retries the kiosk page after 1 s, 2 s, 4 s, and shows out-of-service from the third failure', () => {
    recovery.loadRenderer();
    expect(contents().loads).toEqual([RENDERER]);

    contents().failLoad(RENDERER);
    vi.advanceTimersByTime(999);
    expect(contents().loads).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(contents().loads).toEqual([RENDERER, RENDERER]);

    contents().failLoad(RENDERER);
    vi.advanceTimersByTime(2_000);
    expect(contents().loads).toEqual([RENDERER, RENDERER, RENDERER]);

    contents().failLoad(RENDERER);
    // Third failure in a row: the out-of-service screen shows while the page is tried again.
    expect(contents().loads.at(-1)).toBe(OUT_OF_SERVICE);
    vi.advanceTimersByTime(3_999);
    expect(contents().loads.at(-1)).toBe(OUT_OF_SERVICE);
    vi.advanceTimersByTime(1);
    expect(contents().loads.at(-1)).toBe(RENDERER);
    expect(log.some((m) => m.includes('failed to load'))).toBe(true);
  });

  it('a load that succeeds starts the backoff again from 1 s', () => {
    recovery.loadRenderer();
    contents().failLoad(RENDERER);
    vi.advanceTimersByTime(1_000);
    contents().failLoad(RENDERER);
    vi.advanceTimersByTime(2_000);
    contents().finishLoad();
    contents().failLoad(RENDERER);
    const loads = contents().loads.length;
    vi.advanceTimersByTime(1_000);
    expect(contents().loads).toHaveLength(loads + 1);
    expect(contents().loads).not.toContain(OUT_OF_SERVICE);
  });

  it('ignores aborted loads, subframes and pages that are not ours', () => {
    recovery.loadRenderer();
    contents().failLoad(RENDERER, -3);
    contents().failLoad(RENDERER, -6, false);
    contents().failLoad('https://elsewhere.example/', -105);
    vi.advanceTimersByTime(RECOVERY.maxRetryMs);
    expect(contents().loads).toEqual([RENDERER]);
  });

  it('a rejected loadURL does not escape as an unhandled rejection', async () => {
    contents().loadResult = 'fail';
    recovery.loadRenderer();
    await Promise.resolve();
    expect(contents().loads).toEqual([RENDERER]);
  });
});

describe('render-process-gone: the crash-loop limit', () => {
  it('reloads a crashed page, and the third crash within five minutes shows out-of-service instead', () => {
    recovery.loadRenderer();
    contents().crash();
    expect(contents().reloads).toBe(1);
    vi.advanceTimersByTime(60_000);
    contents().crash('oom');
    expect(contents().reloads).toBe(2);
    vi.advanceTimersByTime(60_000);
    contents().crash();
    expect(contents().reloads).toBe(2);
    expect(contents().loads.at(-1)).toBe(OUT_OF_SERVICE);
    expect(log.at(-1)).toContain('out-of-service');
  });

  it('tries the page again after the cool-down, not before', () => {
    recovery.loadRenderer();
    for (let i = 0; i < RECOVERY.crashLimit; i++) contents().crash();
    vi.advanceTimersByTime(RECOVERY.coolDownMs - 1);
    expect(contents().loads.at(-1)).toBe(OUT_OF_SERVICE);
    vi.advanceTimersByTime(1);
    expect(contents().loads.at(-1)).toBe(RENDERER);
    // Back on the page, a single crash is reloaded again.
    contents().crash();
    expect(contents().reloads).toBe(RECOVERY.crashLimit);
  });

  it('a crash of the out-of-service screen itself waits for the planned try instead of looping', () => {
    recovery.loadRenderer();
    for (let i = 0; i < RECOVERY.crashLimit; i++) contents().crash();
    const loads = contents().loads.length;
    const reloads = contents().reloads;
    contents().crash();
    contents().crash();
    expect(contents().loads).toHaveLength(loads);
    expect(contents().reloads).toBe(reloads);
  });

  it('counts a hung page like a crashed one', () => {
    recovery.loadRenderer();
    window.emit('unresponsive');
    contents().crash();
    expect(contents().reloads).toBe(2);
    window.emit('unresponsive');
    expect(contents().loads.at(-1)).toBe(OUT_OF_SERVICE);
  });

  it('does nothing once the window is gone', () => {
    recovery.loadRenderer();
    window.destroyed = true;
    contents().crash();
    expect(contents().reloads).toBe(0);
  });
});

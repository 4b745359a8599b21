import type { BrowserWindow } from 'electron';
import { createCrashLoopGuard, loadRetryDelay, RECOVERY } from './crash-loop.ts';

/** Chromium's ERR_ABORTED: a load replaced by another (ours, or the page's own); not a failure. */
const ERR_ABORTED = -3;

type Shown = 'renderer' | 'out-of-service';

/**
 * Keeps the kiosk page alive without ever spinning (RECOVERY in crash-loop.ts): a page that does not load
 * is retried with backoff; a crashed or hung page is reloaded until the crash-loop limit, then the local
 * out-of-service screen shows and the page is tried again after a cool-down. Answers how to load the
 * page (the first time too, so a first load that fails is retried like any other) and how to show the
 * out-of-service screen.
 */
export function setupRendererRecovery(
  window: BrowserWindow,
  opts: {
    url: string;
    isOwn(url: string): boolean;
    outOfServiceUrl: string;
    log?: (message: string) => void;
    now?: () => number;
  },
) {
  const log = opts.log ?? console.warn;
  const contents = window.webContents;
  const crashes = createCrashLoopGuard(undefined, opts.now);
  let failedLoads = 0;
  let shown: Shown = 'renderer';
  let retry: ReturnType<typeof setTimeout> | undefined;

  const later = (ms: number, action: () => void) => {
    clearTimeout(retry);
    retry = setTimeout(action, ms);
  };
  // loadURL rejects when the load fails; did-fail-load handles that, so the promise only needs catching.
  const load = (url: string, next: Shown) => {
    if (window.isDestroyed()) return;
    shown = next;
    contents.loadURL(url).catch(() => undefined);
  };
  const loadRenderer = () => load(opts.url, 'renderer');
  const showOutOfService = (why: string) => {
    log(`${why}: showing the out-of-service screen`);
    load(opts.outOfServiceUrl, 'out-of-service');
  };

  contents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (!isMainFrame || code === ERR_ABORTED || !opts.isOwn(url)) return;
    failedLoads += 1;
    const delay = loadRetryDelay(failedLoads);
    log(`kiosk page failed to load (${code} ${description}); try ${failedLoads + 1} in ${delay / 1000} s`);
    if (failedLoads >= RECOVERY.failedLoadsBeforeNotice) showOutOfService('kiosk page does not load');
    later(delay, loadRenderer);
  });
  contents.on('did-finish-load', () => {
    if (opts.isOwn(contents.getURL())) failedLoads = 0;
  });

  const crashed = (what: string) => {
    if (window.isDestroyed()) return;
    // The out-of-service screen itself died: reloading it could loop too, so wait for the planned try.
    if (shown === 'out-of-service')
      return log(`${what} on the out-of-service screen; waiting for the next try`);
    if (crashes.record() === 'reload') {
      log(`${what}; reloading`);
      contents.reload();
      return;
    }
    showOutOfService(`${what}, ${RECOVERY.crashLimit} times in ${RECOVERY.crashWindowMs / 60_000} min`);
    later(RECOVERY.coolDownMs, loadRenderer);
  };
  contents.on('render-process-gone', (_event, details) => crashed(`kiosk page gone (${details.reason})`));
  window.on('unresponsive', () => crashed('kiosk page unresponsive'));
  window.on('closed', () => clearTimeout(retry));

  return { loadRenderer, showOutOfService };
}

import type { BrowserWindow } from 'electron';

/**
 * An unattended totem must heal itself: a crashed or hung renderer is reloaded instead of leaving a
 * dead screen in the restaurant.
 */
export function setupRendererWatchdog(window: BrowserWindow, log: (message: string) => void = console.warn) {
  const contents = window.webContents;
  contents.on('render-process-gone', (_event, details) => {
    log(`renderer gone (${details.reason}); reloading`);
    if (!window.isDestroyed()) contents.reload();
  });
  window.on('unresponsive', () => {
    log('renderer unresponsive; reloading');
    if (!window.isDestroyed()) contents.reload();
  });
}

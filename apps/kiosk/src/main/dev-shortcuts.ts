import type { BrowserWindow } from 'electron';

/**
 * Technician shortcuts, only with COMANDA_KIOSK_DEV=1: F12 toggles devtools, Escape leaves kiosk mode.
 * Without dev mode neither exists, so a diner cannot break out of the totem.
 */
export function setupDevShortcuts(window: BrowserWindow): void {
  window.webContents.on('before-input-event', (event, input) => {
    if (input.type !== 'keyDown') return;
    if (input.key === 'F12') {
      window.webContents.toggleDevTools();
      event.preventDefault();
    } else if (input.key === 'Escape') {
      window.setKiosk(false);
      window.setFullScreen(false);
      event.preventDefault();
    }
  });
}

import type { BrowserWindow, Input } from 'electron';

/**
 * Keys a diner could use to leave, reload or break the totem: reload (F5, Ctrl+R), close and quit
 * (Ctrl+W, Ctrl+Q), full screen (F11), devtools (F12, Ctrl+Shift+I/J/C), zoom (Ctrl +/−/0), print,
 * find and view-source. The app menu is already gone (Menu.setApplicationMenu(null)); this catches what
 * Chromium itself would still honour. Dev mode (COMANDA_KIOSK_DEV=1) skips it and adds dev-shortcuts.
 */
export function isBlockedKey(input: Pick<Input, 'key' | 'control' | 'meta' | 'shift' | 'alt'>): boolean {
  const key = input.key.toLowerCase();
  if (['f5', 'f11', 'f12'].includes(key)) return true;
  const command = input.control || input.meta;
  if (command && ['r', 'w', 'q', 'p', 'f', 'u', 'o', 's', 'n', 't', '+', '-', '=', '0'].includes(key))
    return true;
  if (command && input.shift && ['i', 'j', 'c'].includes(key)) return true;
  return input.alt && key === 'f4';
}

export function setupKioskLockdown(window: BrowserWindow): void {
  window.webContents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && isBlockedKey(input)) event.preventDefault();
  });
}

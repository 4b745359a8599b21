import type { TDeviceInfo } from '@comanda/kiosk-device/bridge/channels.ts';

/**
 * An image address the renderer can load. Platform images are server paths (/media/...): in a browser
 * they resolve against the page's own origin (the platform server); inside Electron the page is a
 * file://, so they need the server's address. A name without a slash is relative to the menu's image base.
 */
export function mediaUrl(path: string, device: TDeviceInfo, imageBase = ''): string {
  if (!path) return '';
  if (/^(https?:|data:)/.test(path)) return path;
  const rooted = path.startsWith('/') ? path : joinBase(imageBase, path);
  if (/^(https?:|data:)/.test(rooted)) return rooted;
  return device.shell === 'electron' ? `${device.serverUrl.replace(/\/+$/, '')}${rooted}` : rooted;
}

function joinBase(base: string, name: string): string {
  if (!base) return `/${name}`;
  return base.endsWith('/') ? `${base}${name}` : `${base}/${name}`;
}

import type { Session } from 'electron';

/**
 * Permissions a kiosk page may use: none. The screens use no permission-gated web API (camera, location,
 * notifications, clipboard, HID/serial/USB: printer and card terminal are main's, over the bridge), so any
 * request is something foreign and is refused, and every check answers 'no'. A screen that ever needs one
 * adds it here, for our own renderer only.
 */
export const KIOSK_PERMISSIONS: ReadonlySet<string> = new Set<string>();

export function setupPermissions(
  session: Session,
  isOwn: (url: string) => boolean,
  log: (message: string) => void = console.warn,
  granted: ReadonlySet<string> = KIOSK_PERMISSIONS,
): void {
  const allowed = (permission: string, url: string) => granted.has(permission) && isOwn(url);
  session.setPermissionRequestHandler((contents, permission, callback) => {
    const answer = allowed(permission, contents.getURL());
    if (!answer) log(`refused permission '${permission}' to ${contents.getURL()}`);
    callback(answer);
  });
  session.setPermissionCheckHandler((contents, permission) => allowed(permission, contents?.getURL() ?? ''));
  // WebHID, WebUSB, Web Serial: the page never talks to devices itself.
  session.setDevicePermissionHandler(() => false);
}

import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { KIOSK_PERMISSIONS, setupPermissions } from './permissions.ts';
import { FakeSession, FakeWebContents } from './testing/fake-electron.ts';

vi.mock('electron', () => ({}));

const OWN = 'file:///opt/comanda-kiosk/out/renderer/index.html';
const isOwn = (url: string) => url.split('#')[0] === OWN;
const contentsAt = (url: string) => Object.assign(new FakeWebContents(), { url });
const request = (session: FakeSession, permission: string, url: string) => {
  let answer: boolean | undefined;
  session.requestHandler?.(contentsAt(url), permission, (ok) => {
    answer = ok;
  });
  return answer;
};

const ASKED = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'midi',
  'openExternal',
  'hid',
  'serial',
  'usb',
  'fullscreen',
];

describe('permission handlers', () => {
  it('the totem needs no permission: every request and check is refused, from our own page too', () => {
    expect(KIOSK_PERMISSIONS.size).toBe(0);
    const session = new FakeSession();
    const log: string[] = [];
    setupPermissions(session as unknown as Session, isOwn, (m) => log.push(m));
    for (const permission of ASKED) {
      expect(request(session, permission, `${OWN}#/ProductMenu`), permission).toBe(false);
      expect(session.checkHandler?.(contentsAt(OWN), permission), permission).toBe(false);
    }
    expect(session.checkHandler?.(null, 'media')).toBe(false);
    expect(session.deviceHandler?.()).toBe(false);
    expect(log[0]).toContain("'media'");
  });

  it('a permission listed for the totem is granted to our own page only', () => {
    const session = new FakeSession();
    setupPermissions(session as unknown as Session, isOwn, () => undefined, new Set(['fullscreen']));
    expect(request(session, 'fullscreen', OWN)).toBe(true);
    expect(session.checkHandler?.(contentsAt(OWN), 'fullscreen')).toBe(true);
    expect(request(session, 'fullscreen', 'https://evil.example/')).toBe(false);
    expect(session.checkHandler?.(contentsAt('https://evil.example/'), 'fullscreen')).toBe(false);
    expect(request(session, 'media', OWN)).toBe(false);
  });
});

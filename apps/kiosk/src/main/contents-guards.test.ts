import type { App, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { guardContents, setupContentsGuards } from './contents-guards.ts';
import { FakeApp, FakeEvent, FakeWebContents } from './testing/fake-electron.ts';

vi.mock('electron', () => ({}));

const OWN = 'file:///opt/comanda-kiosk/out/renderer/index.html';
const isOwn = (url: string) => url.split('#')[0] === OWN;

function guarded() {
  const contents = new FakeWebContents();
  const log: string[] = [];
  guardContents(contents as unknown as WebContents, isOwn, (m) => log.push(m));
  return { contents, log };
}

describe('navigation guards', () => {
  it('denies every new window', () => {
    const { contents, log } = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: OWN })).toEqual({ action: 'deny' });
    expect(log[0]).toContain('evil.example');
  });

  it('lets the page move between its own routes and stops navigation anywhere else', () => {
    const { contents } = guarded();
    const own = new FakeEvent(`${OWN}#/KioskCart`);
    contents.emit('will-navigate', own);
    expect(own.defaultPrevented).toBe(false);
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'data:text/html,hi', 'javascript:1']) {
      const away = new FakeEvent(url);
      contents.emit('will-navigate', away);
      expect(away.defaultPrevented, url).toBe(true);
    }
  });

  it('stops a redirect that leaves the renderer', () => {
    const { contents, log } = guarded();
    const redirect = new FakeEvent('https://evil.example/landing');
    contents.emit('will-redirect', redirect);
    expect(redirect.defaultPrevented).toBe(true);
    expect(log.at(-1)).toContain('redirect');
    const own = new FakeEvent(OWN);
    contents.emit('will-redirect', own);
    expect(own.defaultPrevented).toBe(false);
  });

  it('refuses <webview>', () => {
    const { contents } = guarded();
    const attach = new FakeEvent();
    contents.emit('will-attach-webview', attach, {}, {});
    expect(attach.defaultPrevented).toBe(true);
  });

  it('guards every web contents the app creates, not only the window it made', () => {
    const app = new FakeApp();
    setupContentsGuards(app as unknown as App, isOwn, () => undefined);
    const later = new FakeWebContents();
    app.emit('web-contents-created', new FakeEvent(), later);
    expect(later.windowOpenHandler?.({ url: 'https://x.example/' })).toEqual({ action: 'deny' });
    const away = new FakeEvent('https://x.example/');
    later.emit('will-navigate', away);
    expect(away.defaultPrevented).toBe(true);
  });
});

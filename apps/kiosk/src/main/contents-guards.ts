import type { App, WebContents } from 'electron';

/**
 * A diner must never leave the kiosk page. Every web contents the app ever creates (the window's, and any
 * a future change or a compromised page could create) gets the same locks, through 'web-contents-created':
 * no new windows, no navigation or redirect to anything but our renderer, no <webview>.
 * Loads main starts itself (the out-of-service screen) are not navigations a page asked for, so they pass.
 */
export function setupContentsGuards(app: App, isOwn: (url: string) => boolean, log = console.warn): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, isOwn, log));
}

export function guardContents(
  contents: WebContents,
  isOwn: (url: string) => boolean,
  log: (message: string) => void,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    log(`blocked a new window: ${url}`);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (isOwn(event.url)) return;
    event.preventDefault();
    log(`blocked navigation to ${event.url}`);
  });
  contents.on('will-redirect', (event) => {
    if (isOwn(event.url)) return;
    event.preventDefault();
    log(`blocked redirect to ${event.url}`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('blocked a <webview>');
  });
}

/**
 * The menu page as plain static HTML (issue 11's comparison): the page rendered in Chromium, its DOM taken
 * once the menu is shown, every script and modulepreload removed, the same CSS and images at the same
 * URLs. A small local server answers that snapshot at the menu's path and passes everything else
 * (/assets, /media, /srv…) through to the platform, so both pages load the same files from one origin.
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import { LAUNCH, MENU_SHOWN } from './chromium.ts';

/** Lighthouse's mobile screen (Moto G Power), so the snapshot has the layout Lighthouse will load. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The menu page's DOM, without scripts, once the menu and its images are shown. */
export async function snapshotWithoutScripts(pageUrl: string): Promise<string> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage(MOBILE);
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.locator(MENU_SHOWN).first().waitFor();
    const html = await page.evaluate(() => {
      const root = document.documentElement;
      for (const node of root.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
      return root.outerHTML;
    });
    // Stylesheets added at run time carry the page's origin (Vite writes them absolute); made relative,
    // they come through the snapshot's server as every other file does, over the same connection.
    return `<!doctype html>\n${html.replaceAll(`${new URL(pageUrl).origin}/`, '/')}`;
  } finally {
    await browser.close();
  }
}

export type StaticServer = { origin: string; close: () => Promise<void> };

/** Serves `html` at `path` and passes every other request through to `upstream`, headers and all. */
export async function serveSnapshot(html: string, path: string, upstream: string): Promise<StaticServer> {
  const target = new URL(upstream);
  const body = Buffer.from(html);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && new URL(req.url ?? '/', 'http://x').pathname === path) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
      });
      res.end(body);
      return;
    }
    const proxied = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

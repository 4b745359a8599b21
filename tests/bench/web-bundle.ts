/**
 * The menu page's initial JavaScript, as a diner's browser downloads it (issue 3 target: ≤ 120 KB gzip,
 * React included). Loads the menu in Chromium, waits for the network to go idle, and sums the gzip
 * size (node:zlib, default level) of every JavaScript response body. Lazily loaded chunks that the page
 * asks for before going idle count too; the product detail and the cart drawer load only on a tap.
 *
 *   npx tsx tests/bench/web-bundle.ts http://127.0.0.1:8080   (a running server with the built site)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const MENU_PATH = '/r/cl/pizzeria-forestal/101/menu';

/** The same Chromium and flags as playwright.config.ts. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export type BundleMeasure = { totalGzipBytes: number; files: { url: string; gzipBytes: number }[] };

export async function measureMenuPageJs(
  baseUrl: string,
  opts: { path?: string; viewport?: { width: number; height: number } } = {},
): Promise<BundleMeasure> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({ viewport: opts.viewport ?? { width: 1280, height: 800 } });
    const pending: Promise<{ url: string; gzipBytes: number } | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const url = response.url();
      if (!type.includes('javascript') && !new URL(url).pathname.endsWith('.js')) return;
      pending.push(
        response
          .body()
          .then((body) => ({ url, gzipBytes: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(new URL(opts.path ?? MENU_PATH, baseUrl).href, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter(
      (f): f is { url: string; gzipBytes: number } => f !== null,
    );
    return { totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const result = await measureMenuPageJs(base, { viewport });
    for (const f of result.files)
      console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    console.log(`${label}: menu page initial JS ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzip\n`);
  }
}

/**
 * The menu page's first-load JavaScript, as a diner's browser loads it (issue 11 goal: ≤ 150 KB gzip,
 * i18next and react-router included). Opens the menu in Chromium and records every script the page
 * requests — entry, modulepreloads, and the lazy chunks its first render asks for — until the menu is
 * shown and the network is idle; nothing is listed by hand. For each file: its gzip size (node:zlib,
 * default level, the figure the goal uses) and its bytes on the wire (body as sent, with headers), which
 * show whether the server compressed it. The product detail and cart drawer load only on a tap.
 *
 *   npx tsx tests/bench/web-bundle.ts http://127.0.0.1:8080   (a running server with the built site)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { LAUNCH, MAPOCHO_MENU_PATH, MENU_SHOWN, PHONE_VIEWPORT } from './chromium.ts';

export type ScriptFile = { url: string; gzipBytes: number; wireBytes: number; encoding: string };
export type BundleMeasure = { totalGzipBytes: number; totalWireBytes: number; files: ScriptFile[] };

/** A script request's figures, or null when it never got an answer body. */
async function measureScript(request: Request): Promise<ScriptFile | null> {
  const response = await request.response();
  if (!response) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const sizes = await request.sizes();
  return {
    url: request.url(),
    gzipBytes: gzipSync(body).length,
    wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

export async function measureMenuPageJs(
  baseUrl: string,
  opts: { path?: string; viewport?: { width: number; height: number } } = {},
): Promise<BundleMeasure> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({ viewport: opts.viewport ?? PHONE_VIEWPORT });
    const scripts: Request[] = [];
    // Modulepreloads are requested as scripts too; a module asked for twice is fetched once.
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(new URL(opts.path ?? MAPOCHO_MENU_PATH, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator(MENU_SHOWN).first().waitFor();
    const unique = [...new Map(scripts.map((r) => [r.url(), r])).values()];
    const files = (await Promise.all(unique.map(measureScript))).filter((f): f is ScriptFile => f !== null);
    return {
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      totalWireBytes: files.reduce((sum, f) => sum + f.wireBytes, 0),
      files,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    const result = await measureMenuPageJs(base, { viewport });
    for (const f of result.files)
      console.log(
        `  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${(f.wireBytes / 1024).toFixed(1).padStart(6)} KB wire (${f.encoding})  ${f.url}`,
      );
    console.log(
      `${label}: menu page first-load JS ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzip, ${(result.totalWireBytes / 1024).toFixed(1)} KB on the wire\n`,
    );
  }
}

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LIVE_PATH, PAGE_BOOT_ELEMENT_ID, slugify } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { AppPlugin } from '../app-deps.ts';
import { MENU_ROUTE_MODULES } from '../routes/page-boot.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

/** API answers compressed above a small size, by Accept-Encoding (issue 11 item 5). */
const first = demo.restaurants.find((r) => r.simpleId === 101)!;
const menuRequest = (headers: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/srv/getrestomenu',
  payload: { irl: `${first.ir}-${first.il}` },
  headers,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ http: { clientLimitScale: 1 } });
});
afterAll(() => t.close());

describe('API answers compressed by Accept-Encoding (issue 11 item 5, http/compression.ts)', () => {
  it('sends the menu with brotli or gzip, the same JSON once decompressed', async () => {
    const plain = await t.app.inject(menuRequest({}));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await t.app.inject(menuRequest({ 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await t.app.inject(menuRequest({ 'accept-encoding': 'gzip' }));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends small answers as they are: health is below the threshold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/srv/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().ok).toBe(true);
  });

  it('offers neither deflate nor zstd: brotli or gzip, else the plain answer', async () => {
    const res = await t.app.inject(menuRequest({ 'accept-encoding': 'deflate' }));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().ok).toBe(true);
  });

  it('leaves refusals readable: a bad request and a rate-limited one', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: '{',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ok).toBe(false);

    const codeRequest = {
      method: 'POST' as const,
      url: '/mw/comandaapp/createuserapp',
      payload: { em: 'comprimido@example.com' },
      headers: { 'accept-encoding': 'gzip, br' },
    };
    let refused = await t.app.inject(codeRequest);
    for (let i = 0; i < 10 && refused.statusCode !== 429; i++) refused = await t.app.inject(codeRequest);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('compresses a page the server renders after its style block got its hash (security-headers.ts)', async () => {
    const css = 'body{font-family:system-ui}';
    const html = `<!doctype html><style>${css}</style>${'<p>Impresora virtual</p>'.repeat(100)}`;
    const renderedPage: AppPlugin = async (app) => {
      app.get('/rendered', { config: { caller: 'anyone' } }, (_request, reply) =>
        reply.type('text/html').send(html),
      );
    };
    const app = await buildApp({ db: t.db, plugins: [renderedPage] });
    const res = await app.inject({ method: 'GET', url: '/rendered', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(html);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    await app.close();
  });

  it("compresses the menu page the server writes with the menu's data in it (routes/page-boot.ts)", async () => {
    const site = mkdtempSync(join(tmpdir(), 'web-boot-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    mkdirSync(join(site, '.vite'));
    const [loader = '', route = ''] = MENU_ROUTE_MODULES;
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      [loader]: { file: 'assets/menu-loader-b.js' },
      [route]: { file: 'assets/menu-route-c.js' },
    };
    writeFileSync(join(site, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = await buildApp({ db: t.db, webDist: site, kioskDist: null });
    const url = `/r/${first.pais}/${slugify(first.nombre)}/${first.simpleId}/menu`;
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain(PAGE_BOOT_ELEMENT_ID);
    await app.close();
  });

  it('keeps the live WebSocket working for a browser that offers compression', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    // The server greets with its heartbeat interval; the acknowledgement of the subscription follows.
    const subscribed = new Promise<unknown>((resolve, reject) => {
      socket.on('message', (data: unknown) => {
        const message = JSON.parse(String(data));
        if (message.type === 'subscribed') resolve(message);
      });
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', restaurants: [first.ir] }));
    expect(await subscribed).toMatchObject({ type: 'subscribed' });
    socket.close();
  });
});

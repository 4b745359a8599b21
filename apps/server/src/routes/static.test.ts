import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../../scripts/precompress.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let db: Database;
const web = mkdtempSync(join(tmpdir(), 'web-'));
const media = mkdtempSync(join(tmpdir(), 'media-'));
// A built site as `vite build` leaves it: a page and an entry script above the precompression threshold.
const INDEX_HTML = `<!doctype html><title>web</title>${'<meta name="x" content="relleno">'.repeat(60)}`;
const ENTRY_JS = 'export const menu = "Sánguches del Mapocho";\n'.repeat(200);
writeFileSync(join(web, 'index.html'), INDEX_HTML);
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'assets', 'index-abc123.js'), ENTRY_JS);
writeFileSync(join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(media, 'photo.png'), Buffer.alloc(4096, 7));

beforeAll(async () => {
  db = await createTestDatabase();
  // The build's own step (scripts/precompress.ts) writes the .br and .gz copies the server looks for.
  await precompressFolder(web);
});
afterAll(() => db.close());

const appWith = (kioskDist: string) =>
  buildApp({ db, webDist: web, kioskDist, mediaDirs: { '/media/demo/': media } });

describe('pages and files', () => {
  it("answers any page path with the site's index.html: its router sends unknown paths home (spec/1 §2)", async () => {
    const app = await appWith('/nonexistent');
    for (const url of ['/', '/r/cl/la-pica/101/menu', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>web</title>');
    }
    await app.close();
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    const app = await appWith('/nonexistent');
    const res = await app.inject({ method: 'GET', url: '/srv/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Ruta no encontrada', key: 'm1_err_route_not_found' },
    });
    expect((await app.inject({ method: 'POST', url: '/r/cl/x' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves catalog images', async () => {
    const app = await appWith('/nonexistent');
    const res = await app.inject({ method: 'GET', url: '/media/demo/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/media/demo/missing.svg' })).statusCode).toBe(404);
    await app.close();
  });

  it('says how to build the kiosk when its bundle is missing', async () => {
    const app = await appWith('/nonexistent');
    const res = await app.inject({ method: 'GET', url: '/kiosk/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});

/** The answer's body as the client reads it once it undoes the Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

const builtCopy = (file: string, encoding: string) =>
  readFileSync(join(web, `${file}.${encoding === 'br' ? 'br' : 'gz'}`));

describe('built files sent precompressed by Accept-Encoding (issue 11 item 5)', () => {
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'br', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
    { accept: undefined, encoding: undefined },
    { accept: 'identity', encoding: undefined },
  ];

  for (const { accept, encoding } of cases) {
    it(`the entry script to Accept-Encoding '${accept ?? '(none)'}' goes ${encoding ?? 'as it is'}`, async () => {
      const app = await appWith('/nonexistent');
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(ENTRY_JS);
      // The build's copy itself, not one compressed again per request.
      if (encoding) expect(res.rawPayload).toEqual(builtCopy('assets/index-abc123.js', encoding));
      await app.close();
    });
  }

  it("sends the site's index.html for page paths precompressed too, never cached", async () => {
    const app = await appWith('/nonexistent');
    for (const url of ['/', '/r/cl/la-pica/101/menu']) {
      for (const encoding of ['br', 'gzip']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(decoded(res)).toBe(INDEX_HTML);
        expect(res.rawPayload).toEqual(builtCopy('index.html', encoding));
      }
    }
    await app.close();
  });

  it('compresses as it sends a page with no copy of its own (a small page, or one the server writes)', async () => {
    // Page paths reach the not-found handler through the site's file route, whose compression hook
    // (http/compression.ts) still sends what the handler answers: the copy-less page and a written one.
    const smallSite = mkdtempSync(join(tmpdir(), 'web-small-'));
    const page = `<!doctype html><title>pequeña</title>${'<p>menú</p>'.repeat(20)}`;
    writeFileSync(join(smallSite, 'index.html'), page);
    const app = await buildApp({ db, webDist: smallSite, kioskDist: null, mediaDirs: {} });
    const res = await app.inject({
      method: 'GET',
      url: '/r/cl/la-pica/101/menu',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(page);
    await app.close();
  });

  it('sends images as they are: they are compressed formats already', async () => {
    const app = await appWith('/nonexistent');
    const res = await app.inject({
      method: 'GET',
      url: '/media/demo/photo.png',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(readFileSync(join(media, 'photo.png')));
    await app.close();
  });
});

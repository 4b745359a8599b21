import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let db: Database;
const web = mkdtempSync(join(tmpdir(), 'web-'));
const media = mkdtempSync(join(tmpdir(), 'media-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>web</title>');
writeFileSync(join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

beforeAll(async () => {
  db = await createTestDatabase();
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
    expect(res.json()).toEqual({ ok: false, error: { code: 'not_found', message: 'Ruta no encontrada' } });
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

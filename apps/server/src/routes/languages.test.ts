import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { readHttpSettings } from '../http/http-settings.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/** Languages and translation files (spec/2 §4 'Languages', §7, §9 language cache). */
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const appIn = (mode: 'development' | 'production') =>
  buildApp({ db, http: { ...readHttpSettings({}), production: mode === 'production' } });

describe('GET /srv/idiomas', () => {
  it('lists es and en with native names, priorities 100 and 99, active; cached 120 s in development', async () => {
    const app = await appIn('development');
    const response = await app.inject({ method: 'GET', url: '/srv/idiomas?xmod=2000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      data: [
        { ix: 'es', nati: 'Español', pr: 100, ac: true },
        { ix: 'en', nati: 'English', pr: 99, ac: true },
      ],
    });
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    await app.close();
  });

  it('is cached 600 s in production (spec/2 §9)', async () => {
    const app = await appIn('production');
    const response = await app.inject({ method: 'GET', url: '/srv/idiomas?xmod=kiosk' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    await app.close();
  });

  it('refuses an unknown or missing module with a 400 in Spanish', async () => {
    const app = await appIn('development');
    for (const url of ['/srv/idiomas?xmod=3000', '/srv/idiomas']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^Solicitud inválida: xmod/);
    }
    await app.close();
  });
});

describe('GET /srv/idiomas/{module}/{language}/{file}.json', () => {
  it('serves a file of texts from the packages/i18n locale files', async () => {
    const app = await appIn('development');
    const en = await app.inject({ method: 'GET', url: '/srv/idiomas/2000/en/web.json' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(en.json()).toMatchObject({ m1_home: 'Home', p1_category_count_one: '%count% product' });
    const kiosk = await app.inject({ method: 'GET', url: '/srv/idiomas/kiosk/es/kiosk.json' });
    expect(kiosk.json()).toMatchObject({ m2000_language: 'Idioma' });
    const staff = await app.inject({ method: 'GET', url: '/srv/idiomas/9000/en/staff.json' });
    expect(Object.keys(staff.json()).some((key) => key.startsWith('m9000_'))).toBe(true);
    await app.close();
  });

  it('carries its version as an ETag and answers 304 while it is the same; cache time by mode', async () => {
    for (const [mode, seconds] of [
      ['development', 120],
      ['production', 600],
    ] as const) {
      const app = await appIn(mode);
      const first = await app.inject({ method: 'GET', url: '/srv/idiomas/2000/es/orders.json' });
      expect(first.headers['cache-control']).toBe(`public, max-age=${seconds}, stale-while-revalidate=86400`);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await app.inject({
        method: 'GET',
        url: '/srv/idiomas/2000/es/orders.json',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await app.inject({ method: 'GET', url: '/srv/idiomas/2000/en/orders.json' });
      expect(other.headers.etag).not.toBe(etag);
      await app.close();
    }
  });

  it.each([
    '/srv/idiomas/3000/es/web.json',
    '/srv/idiomas/2000/fr/web.json',
    '/srv/idiomas/2000/es/nope.json',
    '/srv/idiomas/2000/es/web',
    '/srv/idiomas/2000/es/toString.json',
    '/srv/idiomas/__proto__/es/web.json',
    '/srv/idiomas/kiosk/es/web.json',
  ])('is a 404 in Spanish for %s', async (url) => {
    const app = await appIn('development');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(response.json().error.message).toMatch(/^Archivo de traducción no encontrado/);
    await app.close();
  });
});

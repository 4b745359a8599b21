import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_BOOT_ELEMENT_ID, slugify } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { HttpSettings } from '../http/http-settings.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { countingDatabase } from '../testing/counting-database.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { escapeForScript, MENU_ROUTE_MODULES, menuRouteFiles } from './page-boot.ts';

// Issue 11 item 4: the menu page (spec/1 §2 screen 1) arrives with its restaurant, menu and route code.
const AT = new Date('2026-11-23T15:00:00Z');
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const slug = slugify(pizzeria.nombre);
const menuPath = `/rt/${pizzeria.pais}/${slug}/${pizzeria.simpleId}/menu`;
const INDEX = '<!doctype html><html><head><title>web</title></head><body><div id="root"></div></body></html>';
const [loaderModule = '', pageModule = ''] = MENU_ROUTE_MODULES;
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_store.js': { file: 'assets/store-c.js', imports: ['_react.js'] },
  [loaderModule]: { file: 'assets/menu-loader-d.js', imports: ['_store.js'] },
  [pageModule]: {
    file: 'assets/menu-route-e.js',
    imports: ['_store.js', '_react.js'],
    css: ['assets/menu.css'],
  },
};

function webDist(withManifest: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-boot-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (withManifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

let db: Database;
let counting: ReturnType<typeof countingDatabase>;
let app: FastifyInstance;
const http: HttpSettings = { trustProxy: false, clientLimitScale: 100, production: false };
const appWith = (options: { production?: boolean; manifest?: boolean } = {}) =>
  buildApp({
    db: counting.db,
    clock: () => AT,
    webDist: webDist(options.manifest ?? true),
    kioskDist: null,
    http: { ...http, production: options.production ?? false },
  });

beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  counting = countingDatabase(db);
  app = await appWith();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const bootBlock = (html: string): string | null => {
  const open = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  return start < 0 ? null : html.slice(start + open.length, html.indexOf('</script>', start));
};
const page = (url: string, on = app) => on.inject({ method: 'GET', url });

describe('the menu page served with its data (page-boot.ts)', () => {
  it('holds exactly what the menu route would fetch: the /srv/test and /srv/getrestomenu answers', async () => {
    const res = await page(menuPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const boot = JSON.parse(bootBlock(res.body) ?? 'null');
    expect(boot.venue).toEqual({ pais: pizzeria.pais, simpleId: 101, dk: '' });
    const info = await app.inject({ method: 'GET', url: `/srv/test?pais=${pizzeria.pais}&sid=101` });
    expect(boot.info).toEqual(info.json());
    const menu = await app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: { irl: `${pizzeria.ir}-${pizzeria.il}` },
    });
    expect(boot.menu).toEqual(menu.json());
    expect(boot.menu.data.prods.length).toBe(pizzeria.menu.products.length);
  });

  it('preloads the menu route chunks and their imports, not what the entry already loads', async () => {
    const { body } = await page(menuPath);
    const head = body.slice(0, body.indexOf('</head>'));
    for (const file of ['menu-loader-d.js', 'menu-route-e.js', 'store-c.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/menu.css">');
    expect(head).not.toContain('react-b.js');
    expect(head).not.toContain('index.css');
    expect(menuRouteFiles({})).toEqual({ modules: [], styles: [] });
  });

  it('reuses the menu cache of the menu call: no second reading of the menu', async () => {
    await app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: { irl: `${pizzeria.ir}-${pizzeria.il}` },
    });
    counting.reset();
    await page(menuPath);
    // The restaurant's row, and on PostgreSQL the cache's one version query (store/menu-cache.ts).
    expect(counting.queries).toBe(db.kind === 'pglite' ? 1 : 2);
  });

  it('keeps a product name with </script> inside its data block', async () => {
    const hostile = 'Pizza </script><script>alert(1)</script> <!-- & \u2028';
    // A menu edit bumps the restaurant's catalog version, as the import does (store/menu-cache.test.ts).
    const rename = (name: string) =>
      db.query(
        `update restaurants set menu = jsonb_set(menu, '{products,0,np}', to_jsonb($1::text)),
           version = nextval('catalog_version_seq') where simple_id = 101`,
        [name],
      );
    await rename(hostile);
    try {
      const { body } = await page(menuPath);
      expect(body.match(/<script/g)).toHaveLength(1);
      const boot = JSON.parse(bootBlock(body) ?? 'null');
      expect(boot.menu.data.prods[0].np).toBe(hostile);
    } finally {
      await rename(pizzeria.menu.products[0]?.np ?? '');
    }
    expect(escapeForScript('"</script>"')).toBe('"\\u003c/script\\u003e"');
  });

  it('serves the plain index.html for an unknown restaurant and for every other page', async () => {
    for (const url of [
      '/rt/cl/nadie/99999/menu',
      '/rt/es/x/101/menu', // the simple id of a Chilean restaurant under Spain
      '/',
      '/l/restaurants',
      `/rt/${pizzeria.pais}/${slug}/101/order/abc`,
      `/rt/${pizzeria.pais}/${slug}/101/checkin/1`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('boots the menu page in production mode too, and without a build manifest only the preloads go', async () => {
    const production = await appWith({ production: true, manifest: false });
    try {
      const { body, headers } = await page(`/r/${pizzeria.pais}/${slug}/101/menu`, production);
      expect(JSON.parse(bootBlock(body) ?? 'null').venue.simpleId).toBe(101);
      expect(body).not.toContain('modulepreload');
      expect(headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await production.close();
    }
  });
});

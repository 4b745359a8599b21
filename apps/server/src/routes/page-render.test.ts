import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptedLanguages, PAGE_BOOT_ELEMENT_ID } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { cookieValue, pageLanguage } from './menu-page-render.ts';

// Issue 11: the menu page arrives drawn by the server (page-boot.ts with apps/web/src/server-render.tsx).
const AT = new Date('2026-11-23T15:00:00Z');
const INDEX =
  '<!doctype html><html lang="es"><head><title>web</title></head><body><div id="root"></div></body></html>';
// The web's render entry as source: the tests run it without a build.
const RENDER_SOURCE = fileURLToPath(new URL('../../../web/src/server-render.tsx', import.meta.url));

// A restaurant and a product whose names hold markup and replacement patterns ('$&' means 'the match' to
// String.replace): the page must show them as text.
const NAME = 'Pizzería <b>Forestal</b> & "Cía" $& $1';
const PRODUCT = 'Pizza <img src=x onerror=alert(1)> $` ok';
const catalog = structuredClone(demo);
const pizzeria = catalog.restaurants.find((r) => r.simpleId === 101)!;
pizzeria.nombre = NAME;
const product = pizzeria.menu.products[0]!;
product.np = PRODUCT;
const menuPath = `/rt/${pizzeria.pais}/pizzeria/101/menu`;

let db: Database;
const apps: FastifyInstance[] = [];
async function appWith(webRender: string, logs: string[] = [], index = INDEX): Promise<FastifyInstance> {
  const webDist = mkdtempSync(join(tmpdir(), 'web-render-'));
  writeFileSync(join(webDist, 'index.html'), index);
  const app = await buildApp(
    { db, clock: () => AT, webDist, webRender, kioskDist: null },
    { logLevel: 'error', logStream: { write: (line) => logs.push(line) } },
  );
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, catalog);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf(`<script`));
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('the menu page drawn by the server', { timeout: 120_000 }, () => {
  it("holds the restaurant's name and its products as text, next to the boot block", async () => {
    const app = await appWith(RENDER_SOURCE);
    const res = await app.inject({ method: 'GET', url: menuPath });
    expect(res.statusCode).toBe(200);
    const html = root(res.body);
    expect(html).toContain('<div id="root" data-rendered-in="es">');
    expect(html).toContain(`<h1 class="menu-cover__name">${escaped(NAME)}</h1>`);
    expect(html).toContain(escaped(PRODUCT));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    // Spanish texts of the site around it; no script inside the page's HTML (the CSP forbids inline ones).
    expect(html).toContain('Ingresar');
    expect(html).not.toContain('<script');
    expect(res.body).toContain(`<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">`);
    expect(res.body).toContain('<html lang="es">');
  });

  it("asks for the app's code only after the page painted: its preloads move from <head> to #root", async () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"><link rel="modulepreload" crossorigin href="/assets/app.js" data-app></head>',
    );
    const drawn = (await (await appWith(RENDER_SOURCE, [], index)).inject({ method: 'GET', url: menuPath }))
      .body;
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    // The small entry and what it imports itself come at once; the app's code waits (apps/web/src/main.tsx).
    expect(head).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/helper.js">');
    expect(head).not.toContain('app.js');
    expect(drawn).toContain('<div id="root" data-rendered-in="es" data-preload="/assets/app.js">');
    // Not drawn (no entry): the scripts draw the page, so they are preloaded at once, as index.html says.
    const plain = await appWith(join(tmpdir(), 'no-such-dir', 'server-render.js'), [], index);
    const undrawn = (await plain.inject({ method: 'GET', url: menuPath })).body;
    expect(undrawn).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js" data-app>');
    expect(undrawn).not.toContain('data-preload');
  });

  it("draws it in the language this device chose (cookie), else the restaurant's country's", async () => {
    const app = await appWith(RENDER_SOURCE);
    const english = await app.inject({
      method: 'GET',
      url: menuPath,
      headers: { cookie: 'other=1; comanda.language=en', 'accept-language': 'es-CL' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect(root(english.body)).toContain('data-rendered-in="en"');
    expect(root(english.body)).toContain('Sign in');
    // An English browser at a Chilean restaurant: the country's Spanish wins (spec/2 §4, 1000 over 500).
    const browser = await app.inject({
      method: 'GET',
      url: menuPath,
      headers: { 'accept-language': 'en-US' },
    });
    expect(root(browser.body)).toContain('data-rendered-in="es"');
  });

  it('serves the page without its HTML when the render entry is absent', async () => {
    const app = await appWith(join(tmpdir(), 'no-such-dir', 'server-render.js'));
    const res = await app.inject({ method: 'GET', url: menuPath });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`id="${PAGE_BOOT_ELEMENT_ID}"`);
  });

  it('serves the page without its HTML, and logs, when the render entry fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-render-broken-'));
    const entry = join(dir, 'server-render.js');
    writeFileSync(entry, 'export async function renderMenuPage() { throw new Error("render broke"); }\n');
    const logs: string[] = [];
    const app = await appWith(entry, logs);
    const res = await app.inject({ method: 'GET', url: menuPath });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`id="${PAGE_BOOT_ELEMENT_ID}"`);
    expect(logs.join('\n')).toMatch(
      /menu page render failed.*render broke|render broke.*menu page render failed/,
    );
  });

  it('draws simultaneous pages of two restaurants each with its own', async () => {
    const app = await appWith(RENDER_SOURCE);
    const mapocho = demo.restaurants.find((r) => r.simpleId === 102)!;
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: menuPath }),
      app.inject({ method: 'GET', url: `/rt/${mapocho.pais}/mapocho/102/menu` }),
    ]);
    expect(root(first!.body)).toContain(escaped(NAME));
    expect(root(second!.body)).toContain(`>${mapocho.nombre}</h1>`);
    expect(root(second!.body)).not.toContain(escaped(NAME));
  });
});

describe('the language of the drawn page (menu-page-render.ts)', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; comanda.language=en; b=2', 'comanda.language')).toBe('en');
    expect(cookieValue('xcomanda.language=en', 'comanda.language')).toBeNull();
    expect(cookieValue(undefined, 'comanda.language')).toBeNull();
  });

  it('orders Accept-Language by weight, skipping * and q=0', () => {
    expect(acceptedLanguages('es-CL;q=0.5, en-US, fr;q=0, *;q=0.1, de;q=0.8')).toEqual([
      'en-US',
      'de',
      'es-CL',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('chooses as the browser does: the stored choice, then the country, then the browser', () => {
    expect(pageLanguage('cl', { cookie: 'comanda.language=en', acceptLanguage: 'es' })).toBe('en');
    expect(pageLanguage('us', { acceptLanguage: 'es' })).toBe('en');
    expect(pageLanguage('xx', { acceptLanguage: 'en-GB,es;q=0.5' })).toBe('en');
    expect(pageLanguage('xx', { cookie: 'comanda.language=fr' })).toBe('es');
  });
});

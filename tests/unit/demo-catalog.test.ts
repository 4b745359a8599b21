import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  availableUnits,
  catalogProblems,
  greatCircleKm,
  isSoldOut,
  SORT_KEY_LENGTH,
  type TPortalImport,
  type TRestaurantImport,
  ZPortalImport,
  ZRestaurantImport,
} from '@comanda/domain';
import { describe, expect, it } from 'vitest';

// The demo data the server loads on first start (resources/demo/README.md).
const demo = join(dirname(fileURLToPath(import.meta.url)), '../../resources/demo');
const SANTIAGO = { lat: -33.4372, lng: -70.6506 };
const MAX_SVG_BYTES = 3 * 1024;

const jsonFiles = (folder: string) =>
  readdirSync(join(demo, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: `${folder}/${f}`, raw: JSON.parse(readFileSync(join(demo, folder, f), 'utf8')) }));

const restaurantFiles = jsonFiles('restaurants');
const portalFiles = jsonFiles('portals');
const restaurants: TRestaurantImport[] = restaurantFiles.map(({ raw }) => ZRestaurantImport.parse(raw));
const portals: TPortalImport[] = portalFiles.map(({ raw }) => ZPortalImport.parse(raw));
const bySimpleId = (sid: number) => {
  const r = restaurants.find((x) => x.simpleId === sid);
  if (!r) throw new Error(`no demo restaurant with simpleId ${sid}`);
  return r;
};

/** Every '/media/demo/…' string anywhere in a value. */
function mediaPaths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaPaths(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) mediaPaths(v, out);
  }
  return out;
}

describe('demo catalog files', () => {
  it('has restaurants and a portal', () => {
    expect(restaurantFiles.length).toBeGreaterThanOrEqual(3);
    expect(portalFiles.length).toBeGreaterThanOrEqual(1);
  });

  it.each(restaurantFiles)('$file parses and its cross-references hold', ({ raw }) => {
    const parsed = ZRestaurantImport.safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    if (parsed.success) expect(catalogProblems(parsed.data)).toEqual([]);
  });

  it.each(portalFiles)('$file parses', ({ raw }) => {
    const parsed = ZPortalImport.safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('restaurant ids and simple ids are unique', () => {
    const irs = restaurants.map((r) => `${r.ir}-${r.il}`);
    const sids = restaurants.map((r) => r.simpleId);
    expect(new Set(irs).size).toBe(irs.length);
    expect(new Set(sids).size).toBe(sids.length);
  });

  it('every referenced image exists under resources/demo/images and is small', () => {
    const referenced = new Set([...restaurantFiles, ...portalFiles].flatMap(({ raw }) => mediaPaths(raw)));
    expect(referenced.size).toBeGreaterThan(0);
    for (const url of referenced) {
      expect(url).toMatch(/^\/media\/demo\/[a-z0-9-]+\.svg$/);
      const file = join(demo, 'images', url.slice('/media/demo/'.length));
      expect(existsSync(file), `${url} is missing`).toBe(true);
      expect(statSync(file).size, `${url} is too big`).toBeLessThan(MAX_SVG_BYTES);
    }
  });

  it('sort keys are zero-padded to 20 digits', () => {
    for (const r of restaurants)
      for (const item of [...r.menu.categories, ...r.menu.products])
        expect(item.sort).toMatch(new RegExp(`^\\d{${SORT_KEY_LENGTH}}$`));
  });
});

describe('demo places and currencies', () => {
  const santiago = restaurants.filter((r) => r.ciudad === 'Santiago' && r.pais === 'cl');

  it('has at least two Santiago restaurants in CLP within 5 km of the centre', () => {
    expect(santiago.length).toBeGreaterThanOrEqual(2);
    for (const r of santiago) {
      expect(greatCircleKm(SANTIAGO, { lat: r.latitud, lng: r.longitud })).toBeLessThan(5);
      expect(r.tz).toBe('America/Santiago');
      expect(r.app.cur).toMatchObject({ code: 'CLP', symbol: '$', decimals: 0, thousandsSeparator: '.' });
    }
  });

  it('has a EUR restaurant in Madrid', () => {
    const madrid = restaurants.find((r) => r.ciudad === 'Madrid');
    expect(madrid).toBeDefined();
    expect(madrid?.tz).toBe('Europe/Madrid');
    expect(madrid?.app.cur).toMatchObject({ code: 'EUR', symbol: '€', symbolPosition: 'after', decimals: 2 });
  });

  it("every portal's restaurants exist", () => {
    const irs = new Set(restaurants.map((r) => r.ir));
    for (const p of portals) for (const ir of p.restaurants) expect(irs.has(ir), `${p.id}: ${ir}`).toBe(true);
    const patio = portals.find((p) => p.id === 'patio-santiago');
    expect(patio?.pais).toBe('cl');
    const santiagoIrs = new Set(santiago.map((r) => r.ir));
    expect(patio?.restaurants.length).toBeGreaterThanOrEqual(2);
    for (const ir of patio?.restaurants ?? []) expect(santiagoIrs.has(ir), ir).toBe(true);
  });
});

describe('demo menus exercise the rules', () => {
  it('simpleId 101 is open all day every day and has a kiosk', () => {
    const r = bySimpleId(101);
    expect(r.shifts).toContainEqual(expect.objectContaining({ hi: '00:00', hf: '24:00', d: 127 }));
    expect(r.kiosk).toMatchObject({ orderType: 3, payMethods: [1000, 5025], productComment: true });
    expect(r.kiosk?.printerConfig).toMatchObject({ ancho: 42, tbpip: 'tcp://127.0.0.1:9100' });
  });

  it('simpleId 102 is pickup only', () => {
    expect(bySimpleId(102).app).toMatchObject({ ordpickonly: true, ordpick: true, ord: false });
  });

  it.each(restaurants.map((r) => [r.simpleId, r] as const))('simpleId %i has the menu shapes', (_, r) => {
    const { categories, products, extraGroups, extras, promos } = r.menu;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(15);
    expect(categories.some((c) => c.id.length > 3)).toBe(true);
    expect(new Set(categories.map((c) => c.kind))).toEqual(new Set(['eat', 'drink']));
    expect(products.some((p) => p.agot)).toBe(true);
    const limited = products.filter((p) => p.stock !== null && !isSoldOut(p));
    expect(limited.some((p) => (availableUnits(p) ?? 0) > 0)).toBe(true);
    expect(products.some((p) => p.refpr > p.pm)).toBe(true);
    expect(products.some((p) => p.sinPrecio && p.pm === 0)).toBe(true);
    expect(extras.some((e) => isSoldOut(e))).toBe(true);
    expect(extraGroups.some((g) => g.min === 1 && g.max === 1 && !g.multi)).toBe(true);
    expect(extraGroups.some((g) => g.min === 0 && g.multi)).toBe(true);
    expect(extraGroups.some((g) => g.min >= 2 && g.multi)).toBe(true);
    expect(promos.length).toBeGreaterThan(0);
    expect(r.web.featuredProductsBool).toBe(true);
    for (const p of products) expect(p.foto, p.ip).toMatch(/^\/media\/demo\//);
  });

  it('one restaurant has a product at its stock threshold and one has weekday featured lists', () => {
    const all = restaurants.flatMap((r) => r.menu.products);
    expect(all.some((p) => p.stock !== null && p.stock > 0 && p.stock === p.crinvol)).toBe(true);
    const weekly = restaurants.find((r) => r.web.differentFeaturedProducts);
    expect(weekly?.web.featuredProductsList).toHaveLength(8);
    expect(weekly?.web.featuredProductsList[0]).toEqual([]);
  });

  it('one restaurant delivers inside polygons around its address', () => {
    const r = restaurants.find((x) => x.app.polygonsact && x.polygons.length > 0);
    expect(r).toBeDefined();
    for (const poly of r?.polygons ?? []) {
      // Points are [lat, lng]; the address must sit inside the polygon's bounding box.
      const lats = poly.points.map((p) => p[0]);
      const lngs = poly.points.map((p) => p[1]);
      expect(Math.min(...lats)).toBeLessThan(r!.latitud);
      expect(Math.max(...lats)).toBeGreaterThan(r!.latitud);
      expect(Math.min(...lngs)).toBeLessThan(r!.longitud);
      expect(Math.max(...lngs)).toBeGreaterThan(r!.longitud);
    }
  });
});

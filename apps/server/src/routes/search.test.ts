import { greatCircleKm, ZSearchResult } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

const santiago = { lat: -33.4372, lng: -70.6506 };
const madrid = { lat: 40.4168, lng: -3.7038 };
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const sanguches = demo.restaurants.find((r) => r.simpleId === 102)!;
const taberna = demo.restaurants.find((r) => r.simpleId === 201)!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ at: new Date('2026-11-23T15:00:00Z') });
});
afterAll(() => t.close());

const search = (body: object) => t.app.inject({ method: 'POST', url: '/search/dosearch', payload: body });
const hitsOf = async (body: object) => {
  const res = await search(body);
  expect(res.statusCode).toBe(200);
  return ZSearchResult.parse(res.json().data);
};

describe('POST /search/dosearch — free-text restaurant search (spec/1 §5, §7 Search, §9)', () => {
  it('finds a restaurant by its products, with the matching products best first', async () => {
    const hits = await hitsOf({ ...santiago, query: 'pizzas' });
    expect(hits.map((h) => h.restaurant.idrl)).toEqual([`${pizzeria.ir}-${pizzeria.il}`]);
    const [hit] = hits;
    expect(hit!.products.length).toBeGreaterThan(3);
    expect(hit!.products[0]!.np).toMatch(/^Pizza /);
    const scores = hit!.products.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const trufa = hit!.products.find((p) => p.ip === 'fz-trufa')!;
    expect(trufa).toMatchObject({ np: 'Pizza Trufa y Hongos', pm: 14900 });
  });

  it("carries a product's description in other languages (issue 15: results in the diner's language)", async () => {
    const [hit] = await hitsOf({ ...santiago, query: 'chacarero' });
    expect(hit!.products.find((p) => p.ip === 'mp-chacarero')).toMatchObject({
      dn: 'Churrasco con porotos verdes, tomate y ají verde.',
      dnTrad: { en: 'Steak with green beans, tomato and green chilli.' },
    });
  });

  it('scores an exact name 100 (accent- and case-insensitive)', async () => {
    const [hit] = await hitsOf({ ...santiago, query: 'sanguches del mapocho' });
    expect(hit!.restaurant.nombreRestaurant).toBe(sanguches.nombre);
    expect(hit!.score).toBeGreaterThanOrEqual(100);
  });

  it('keeps to the distance: Madrid is not found from Santiago, but is from Madrid', async () => {
    expect(await hitsOf({ ...santiago, query: 'taberna', distance: 30 })).toEqual([]);
    const [hit] = await hitsOf({ ...madrid, query: 'taberna' });
    expect(hit!.restaurant.nombreRestaurant).toBe(taberna.nombre);
    expect(hit!.restaurant.distancia).toBeLessThan(1);
  });

  it('sorts by distance, then score, and returns at most maxRecords', async () => {
    const hits = await hitsOf({ ...santiago, query: 'bebida' });
    expect(hits.length).toBe(2);
    const distances = hits.map((h) =>
      greatCircleKm(santiago, { lat: h.restaurant.latitud, lng: h.restaurant.longitud }),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await hitsOf({ ...santiago, query: 'bebida', maxRecords: 1 })).toEqual(hits.slice(0, 1));
  });

  it('refuses a query under 2 characters and more than 50 records with a readable 400', async () => {
    const short = await search({ ...santiago, query: ' p ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('query: Mínimo 2 caracteres');
    expect((await search({ ...santiago, query: 'pizza', maxRecords: 51 })).statusCode).toBe(400);
    expect((await search({ query: 'pizza' })).statusCode).toBe(400);
  });

  it('marks a sold-out product (stock rows) and gives each result its open state and estimate', async () => {
    const hits = await hitsOf({ ...santiago, query: 'italiano' });
    const mapocho = hits.find((h) => h.restaurant.simpleId === 102)!;
    expect(mapocho.products.find((p) => p.ip === 'mp-as')).toMatchObject({ agot: true, np: 'As italiano' });
    expect(mapocho.products.find((p) => p.ip === 'mp-completo-italiano')).toMatchObject({ agot: false });
    expect(mapocho.products.find((p) => p.ip === 'mp-as')!.nombreTrad.en).toBe('Italian "As" steak roll');
    // Pickup only, 15 minutes (resources/demo); the pizzeria delivers in 40.
    expect(mapocho.estimate).toEqual({ tipo: 1, minutes: 15 });
    const [pizza] = await hitsOf({ ...santiago, query: 'margarita' });
    expect(pizza!.estimate).toEqual({ tipo: 2, minutes: 40 });
    expect([1, -1]).toContain(pizza!.restaurant.status);
  });
  it('sees a menu change after an import: targets are rebuilt when the restaurant version moves', async () => {
    await t.db.query(
      `update restaurants set menu = jsonb_set(menu, '{products,0,np}', '"Calzone del Bosque"'),
         version = nextval('catalog_version_seq') where ir = $1`,
      [pizzeria.ir],
    );
    const [hit] = await hitsOf({ ...santiago, query: 'calzone' });
    expect(hit!.products.map((p) => p.np)).toEqual(['Calzone del Bosque']);
  });
});

describe('POST /search/dosearch with a food category (issue 15 item 5: a banner finds its food only)', () => {
  it("finds no sushi in Santiago: the sandwich whose English name says 'roll' is not sushi", async () => {
    expect((await hitsOf({ ...santiago, query: 'sushi roll nikkei' })).length).toBe(1);
    expect(await hitsOf({ ...santiago, query: 'sushi', category: 'sushi' })).toEqual([]);
  });

  it('finds the pizzeria and only its pizzas, by name or menu category', async () => {
    const hits = await hitsOf({ ...santiago, query: 'pizza', category: 'pizza' });
    expect(hits.map((h) => h.restaurant.simpleId)).toEqual([101]);
    const ids = hits[0]!.products.map((p) => p.ip);
    expect(ids).toContain('fz-arma-tu-pizza');
    expect(ids).toContain('fz-cuatro-quesos');
    expect(ids).not.toContain('fz-lasana');
    expect(ids).not.toContain('fz-tiramisu');
    expect(hits[0]!.products.find((p) => p.ip === 'fz-cuatro-quesos')!.agot).toBe(true);
  });

  it('finds desserts at both Santiago venues, by their menu categories', async () => {
    const hits = await hitsOf({ ...santiago, query: 'postre', category: 'postres' });
    expect(hits.map((h) => h.restaurant.simpleId).sort()).toEqual([101, 102]);
    const mapocho = hits.find((h) => h.restaurant.simpleId === 102)!;
    expect(mapocho.products.map((p) => p.ip).sort()).toEqual(['mp-calzones-rotos', 'mp-leche-asada']);
  });

  it('refuses a category that is no banner of ours with a readable 400', async () => {
    const res = await search({ ...santiago, query: 'sushi', category: 'sashimi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('category');
  });
});

describe('POST /search/dosearch by cuisine (issue 18 item 3: tipoCocina keywords, spec/2 §3 catalogue)', () => {
  it('finds the taberna by its wine-bar type (173), a word neither its name nor its menu says', async () => {
    const [hit] = await hitsOf({ ...madrid, query: 'vinoteca' });
    expect(hit!.restaurant.simpleId).toBe(201);
    expect(hit!.score).toBeGreaterThan(0);
    expect(hit!.products).toEqual([]);
  });

  it("finds a restaurant by 'sushi' once its cuisine is Japanese (632), and not before", async () => {
    expect(await hitsOf({ ...madrid, query: 'sushi' })).toEqual([]);
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{tipoCocina}', '[632]'),
         version = nextval('catalog_version_seq') where ir = $1`,
      [taberna.ir],
    );
    const hits = await hitsOf({ ...madrid, query: 'sushi' });
    expect(hits.map((h) => h.restaurant.simpleId)).toEqual([201]);
    expect(hits[0]!.restaurant.tipoCocina).toEqual([632]);
  });
});

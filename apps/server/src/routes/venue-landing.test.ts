import { ZVenueInfoAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog, parsePortal } from '../store/catalog-import.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PIZZA = 'cmdDemoSantiagoPizza00001';
const SANGUCHE = 'cmdDemoSantiagoSanguche0002';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /srv/venueinfo — the host's venue (spec/2 §2 'Venue landing', §3 'Venue info'; issue 18 item 6)", () => {
  it("answers the demo stadium on its host: box rows, suites, who serves which, the restaurants' cards", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/srv/venueinfo',
      headers: { host: 'localhost:8470' },
    });
    expect(res.statusCode).toBe(200);
    const venue = ZVenueInfoAnswer.parse(res.json().data);
    expect(venue.nm).toBe('Estadio Coliseo');
    expect(venue.pls.map((row) => row.letter)).toEqual(['A', 'B', 'C']);
    expect(venue.sts.map((s) => s.number)).toEqual([3, 12, 25, 26, 31]);
    expect(venue.rls.pGen).toEqual([PIZZA]);
    expect(venue.rls.suites).toEqual([SANGUCHE]);
    expect(venue.restaurants.map((r) => [r.ir, r.nombreRestaurant])).toEqual([
      [PIZZA, 'Pizzería Forestal'],
      [SANGUCHE, 'Sánguches del Mapocho'],
    ]);
  });

  it('answers 404 with a readable message on a host that is no venue', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/srv/venueinfo',
      headers: { host: '127.0.0.1:8470' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      ok: false,
      error: {
        code: 'not_found',
        message: 'Este sitio no es un recinto con palcos ni suites',
        key: 'm1_err_venue_not_found',
      },
    });
  });

  it('refuses a venue file whose lists name a restaurant outside the portal, and changes nothing', async () => {
    const portal = parsePortal('test', {
      id: 'estadio-coliseo',
      pais: 'cl',
      nombre: 'Otro',
      restaurants: [PIZZA],
      venue: { hosts: ['localhost'], pls: [], sts: [], rls: { suites: [SANGUCHE] } },
    });
    await expect(
      importCatalog(t.db, { restaurants: [], portals: [portal], staff: [], coupons: [] }),
    ).rejects.toThrow(/no está en el portal/);
    const res = await t.app.inject({ method: 'GET', url: '/srv/venueinfo', headers: { host: 'localhost' } });
    expect(res.json().data.nm).toBe('Estadio Coliseo');
  });
});

describe("a venue guest sees only their sector's restaurants (spec/2 §4, §6; spec/1 §6; issue 18 item 6)", () => {
  const at = { lat: -33.4372, lng: -70.6506 };
  const boxGuest = { zd: 1, su: 'A7' };
  const suiteGuest = { zd: 2, su: 'S26' };

  async function searchNames(host: string, venueGuest?: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/search/dosearch',
      headers: { host },
      payload: { ...at, query: 'cerveza', ...(venueGuest ? { venueGuest } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { restaurant: { nombreRestaurant: string } }[]).map(
      (hit) => hit.restaurant.nombreRestaurant,
    );
  }

  async function nearbyNames(host: string, venueGuest?: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable',
      headers: { host },
      payload: { ...at, ...(venueGuest ? { venueGuest } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { nombreRestaurant: string }[]).map((r) => r.nombreRestaurant);
  }

  it('search: a box guest on the venue host finds only the boxes restaurant, a suite guest the suites one', async () => {
    expect(await searchNames('localhost')).toEqual(
      expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
    );
    expect(await searchNames('localhost', boxGuest)).toEqual(['Pizzería Forestal']);
    expect(await searchNames('localhost:8420', suiteGuest)).toEqual(['Sánguches del Mapocho']);
  });

  it('the nearby list: the same restriction, and nothing else around the stadium', async () => {
    expect(await nearbyNames('localhost')).toEqual(
      expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
    );
    expect(await nearbyNames('localhost', boxGuest)).toEqual(['Pizzería Forestal']);
    expect(await nearbyNames('localhost', suiteGuest)).toEqual(['Sánguches del Mapocho']);
  });

  it('a guest record on a host that is no venue is left unused: the diner still finds everything', async () => {
    expect(await searchNames('127.0.0.1', boxGuest)).toEqual(
      expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
    );
    expect(await nearbyNames('127.0.0.1', suiteGuest)).toEqual(
      expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
    );
  });

  it.each([
    ['a suite without its number', { zd: 2, su: 'S' }],
    ['a box number of four digits', { zd: 1, su: 'A1000' }],
    ['a box code in the suites sector', { zd: 2, su: 'A7' }],
    ['a sector that does not exist', { zd: 3, su: 'A7' }],
    ['a place code that is no place', { zd: 1, su: "A7' or 1=1" }],
  ])('refuses %s with a readable 400', async (_, venueGuest) => {
    for (const url of ['/search/dosearch', '/srv/restosavailable']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost' },
        payload: { ...at, query: 'cerveza', venueGuest },
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error).toMatchObject({ code: 'bad_request', key: 'p1_err_invalid_request' });
      expect(error.message).toMatch(/^Solicitud inválida: venueGuest\.(su|zd): /);
    }
  });
});

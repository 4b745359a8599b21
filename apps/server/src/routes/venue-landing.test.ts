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

import { ZPortalInfo } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

// Issue 18 item 5: GET /srv/portalinfo (spec/3 §7; §3 'Portal info': det.idl, det.nm), on PGlite and, with
// COMANDA_TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
const portal = demo.portals.find((p) => p.id === 'patio-santiago')!;
const portalInfo = (query: string) => t.app.inject({ method: 'GET', url: `/srv/portalinfo?${query}` });

beforeAll(async () => {
  t = await createTestApp({ at: new Date('2026-11-26T15:00:00Z') });
});
afterAll(() => t.close());

describe('GET /srv/portalinfo', () => {
  it("answers the portal's name and its restaurants as cards, in the portal's order", async () => {
    const res = await portalInfo('pais=cl&ipr=patio-santiago');
    expect(res.statusCode).toBe(200);
    const { det } = ZPortalInfo.parse(res.json().data);
    expect(det).toMatchObject({
      id: 'patio-santiago',
      nm: 'Patio Santiago',
      nmTrad: { en: 'Santiago Food Court' },
    });
    expect(det.idl.map((r) => r.idrl)).toEqual(portal.restaurants.map((ir) => `${ir}-1`));
    expect(det.idl[0]).toMatchObject({
      nombreRestaurant: 'Pizzería Forestal',
      simpleId: 101,
      slug: 'pizzeria-forestal',
      pais: 'cl',
      distancia: 0,
      status: 1,
    });
  });

  it('takes the country in any case and pais cl by default', async () => {
    expect((await portalInfo('pais=CL&ipr=patio-santiago')).statusCode).toBe(200);
    expect((await portalInfo('ipr=patio-santiago')).statusCode).toBe(200);
  });

  it('leaves out a restaurant out of service', async () => {
    const [first] = portal.restaurants;
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{app,active}', 'false') where ir = $1`,
      [first],
    );
    try {
      const { det } = (await portalInfo('pais=cl&ipr=patio-santiago')).json().data;
      expect(det.idl.map((r: { idrl: string }) => r.idrl)).toEqual([`${portal.restaurants[1]}-1`]);
    } finally {
      await t.db.query(
        `update restaurants set profile = jsonb_set(profile, '{app,active}', 'true') where ir = $1`,
        [first],
      );
    }
  });

  it('answers a readable 404 for an unknown portal or one of another country', async () => {
    for (const query of ['pais=cl&ipr=no-such-portal', 'pais=es&ipr=patio-santiago']) {
      const res = await portalInfo(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json().error, query).toEqual({
        code: 'not_found',
        key: 'm1_err_portal_not_found',
        message: 'Portal no encontrado',
      });
    }
  });

  it.each(['pais=chile&ipr=patio-santiago', 'pais=c1&ipr=patio-santiago', 'pais=cl&ipr=', 'pais=cl'])(
    'refuses %s with a 400 naming the field',
    async (query) => {
      const res = await portalInfo(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/pais|ipr/);
    },
  );
});

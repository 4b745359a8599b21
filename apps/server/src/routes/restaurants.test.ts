import { DEFAULT_COUNTRY, ZRestaurantInfo, ZRestaurantListItem } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

const SANTIAGO = { lat: -33.4372, lng: -70.6506 };
const santiago = demo.restaurants.filter((r) => r.ciudad === 'Santiago' && r.pais === 'cl');
const madrid = demo.restaurants.find((r) => r.pais === 'es')!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /srv/test — restaurant info (spec/1 §7)', () => {
  it('finds a restaurant by simple id and answers the contract', async () => {
    const r = santiago[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/srv/test?sid=${r.simpleId}&pais=cl` });
    expect(res.statusCode).toBe(200);
    const info = ZRestaurantInfo.parse(res.json().data);
    expect(info).toMatchObject({ id: `${r.ir}-${r.il}`, nombre: r.nombre, simpleId: r.simpleId, pais: 'cl' });
    expect(info.cfg.app.cur.code).toBe('CLP');
  });

  it('finds a restaurant by country and name slug, and by restaurant id', async () => {
    const byId = await t.app.inject({ method: 'GET', url: `/srv/test?xir=${madrid.ir}&xil=${madrid.il}` });
    expect(byId.json().data.nombre).toBe(madrid.nombre);
    const slug = byId.json().data.slug;
    const byName = await t.app.inject({ method: 'GET', url: `/srv/test?pais=es&name=${slug}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.simpleId).toBe(madrid.simpleId);
  });

  it('answers 404 with a readable message for an unknown restaurant or a wrong country', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/srv/test?sid=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Restaurante no encontrado', key: 'm1_err_restaurant_not_found' },
    });
    const wrongCountry = await t.app.inject({
      method: 'GET',
      url: `/srv/test?sid=${madrid.simpleId}&pais=${DEFAULT_COUNTRY}`,
    });
    expect(wrongCountry.statusCode).toBe(404);
  });

  it('refuses a malformed query with 400 and says which field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/srv/test?sid=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().error.message).toMatch(/^Solicitud inválida: sid/);
    const none = await t.app.inject({ method: 'GET', url: '/srv/test?pais=cl' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('Indica el restaurante');
  });
});

describe('POST /srv/restosavailable — restaurants within radius 30 (spec/1 §7, §9)', () => {
  it('lists the Santiago restaurants nearest first, and not Madrid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable?dist=30',
      payload: SANTIAGO,
    });
    expect(res.statusCode).toBe(200);
    const list = z.array(ZRestaurantListItem).parse(res.json().data);
    expect(list.map((r) => r.simpleId).sort()).toEqual(santiago.map((r) => r.simpleId).sort());
    const distances = list.map((r) => r.distancia);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 5)).toBe(true);
  });

  it('uses radius 30 by default and finds Madrid from Madrid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable',
      payload: { lat: 40.4168, lng: -3.7038 },
    });
    expect(res.json().data.map((r: { simpleId: number }) => r.simpleId)).toEqual([madrid.simpleId]);
  });

  it('answers an empty list far from every restaurant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable',
      payload: { lat: 0, lng: 0 },
    });
    expect(res.json()).toEqual({ ok: true, data: [] });
  });

  it('refuses bad coordinates, a missing body and broken JSON with 400', async () => {
    const far = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable',
      payload: { lat: 200, lng: 0 },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toMatch(/^Solicitud inválida: lat/);
    const missing = await t.app.inject({ method: 'POST', url: '/srv/restosavailable' });
    expect(missing.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/srv/restosavailable',
      headers: { 'content-type': 'application/json' },
      payload: '{"lat": -33',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('Solicitud inválida: el cuerpo no es JSON válido');
  });
});

describe('services bitmask in answers (issue 18 item 2: bits 8, 4, 9 follow the configuration, spec/2 §3)', () => {
  const bits = (mask: number) => [...Array(21).keys()].filter((b) => (mask & (1 << b)) !== 0);
  const list = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/srv/restosavailable', payload: SANTIAGO });
    return z.array(ZRestaurantListItem).parse(res.json().data);
  };

  it('derives takeaway, delivery and reservations from ordpick, ord and rsvp, and says whether check-in is on', async () => {
    const items = await list();
    const mapocho = items.find((r) => r.simpleId === 102)!; // pickup only, no check-in
    expect(bits(mapocho.serviciosResto)).toContain(4);
    expect(bits(mapocho.serviciosResto)).not.toContain(9);
    expect(mapocho.selfat).toBe(false);
    expect(items.find((r) => r.simpleId === 101)!.selfat).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/srv/test?xir=${madrid.ir}&xil=${madrid.il}` });
    expect(bits(res.json().data.serviciosResto)).toEqual(expect.arrayContaining([4, 8, 9]));
  });

  it('never reads bits 8, 4, 9 raw: a stored mask without them still shows what the configuration offers', async () => {
    const pizzeria = santiago.find((r) => r.simpleId === 101)!;
    await t.db.query(
      `update restaurants set profile = jsonb_set(jsonb_set(profile, '{serviciosResto}', '4'), '{app,ord}', 'false')
         where ir = $1`,
      [pizzeria.ir],
    );
    const item = (await list()).find((r) => r.simpleId === 101)!;
    expect(bits(item.serviciosResto)).toEqual([2, 4]); // 2 stored, 4 from ordpick; no 9 once ord is off
  });
});

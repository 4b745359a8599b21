import { isSoldOut, shiftState, ZMenu } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

// Monday 2026-11-23 04:30 UTC: night in Santiago and early morning in Madrid.
const AT = new Date('2026-11-23T04:30:00Z');
const first = demo.restaurants.find((r) => r.simpleId === 101)!;
const irl = (r: { ir: string; il: string }) => `${r.ir}-${r.il}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
});
afterAll(() => t.close());

const menuOf = (body: object, query = '') =>
  t.app.inject({ method: 'POST', url: `/srv/getrestomenu${query}`, payload: body });

describe('POST /srv/getrestomenu — the menu (spec/1 §7)', () => {
  it('answers the whole imported menu in the contract shape', async () => {
    const res = await menuOf({ irl: irl(first) });
    expect(res.statusCode).toBe(200);
    const menu = ZMenu.parse(res.json().data);
    expect(menu.jprods.map((c) => c.id)).toEqual(first.menu.categories.map((c) => c.id));
    expect(menu.prods.map((p) => [p.ip, p.pm])).toEqual(first.menu.products.map((p) => [p.ip, p.pm]));
    expect(menu.jextras.length).toBe(first.menu.extraGroups.length);
    expect(menu.cf.app.cur).toEqual(first.app.cur);
    expect(menu.img).toBe('/media/');
  });

  it('tells the shift state ta from the shifts and the restaurant clock', async () => {
    for (const r of demo.restaurants) {
      const res = await menuOf({ irl: irl(r), dk: r.dk });
      expect(res.json().data.ta).toBe(shiftState(r.shifts, AT, r.tz, r.holidays));
    }
    // The first demo restaurant is open all day: tests can order at any hour.
    expect((await menuOf({ irl: irl(first) })).json().data.ta).toBe(1);
  });

  it('carries sold-out and stock-limited items as imported', async () => {
    const menu = ZMenu.parse((await menuOf({ irl: irl(first) })).json().data);
    for (const imported of first.menu.products) {
      const served = menu.prods.find((p) => p.ip === imported.ip)!;
      expect({ stock: served.stock, crinvol: served.crinvol, agot: served.agot }).toEqual({
        stock: imported.stock,
        crinvol: imported.crinvol,
        agot: imported.agot,
      });
    }
    expect(menu.prods.some(isSoldOut)).toBe(true);
    expect(menu.extras.some(isSoldOut)).toBe(true);
  });

  it('reads stock from the stock rows, which orders take from', async () => {
    const limited = first.menu.products.find((p) => p.stock !== null && !isSoldOut(p))!;
    await t.db.query("update stock set stock = threshold where ir = $1 and kind = 'p' and item_id = $2", [
      first.ir,
      limited.ip,
    ]);
    const menu = ZMenu.parse((await menuOf({ irl: irl(first) })).json().data);
    expect(isSoldOut(menu.prods.find((p) => p.ip === limited.ip)!)).toBe(true);
  });

  it('accepts the kiosk and dispatch flags of spec/1 §7', async () => {
    const res = await menuOf({ irl: irl(first) }, '?kio=1&dvy=1&amb=PROD');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a location id whose restaurant part is under 22 characters (spec/1 §5)', async () => {
    const res = await menuOf({ irl: 'short-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('al menos 22 caracteres');
  });

  it('refuses a missing irl and a bad flag with 400, an unknown location with 404', async () => {
    expect((await menuOf({})).statusCode).toBe(400);
    expect((await menuOf({ irl: irl(first) }, '?kio=maybe')).statusCode).toBe(400);
    const unknown = await menuOf({ irl: `${'x'.repeat(22)}-1` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Restaurante no encontrado');
    const wrongKitchen = await menuOf({ irl: irl(first), dk: 'zz' });
    expect(wrongKitchen.statusCode).toBe(404);
  });
});

describe('menu cache', () => {
  it('serves a re-imported menu at once, not the menu it kept', async () => {
    const { importCatalog } = await import('../store/catalog-import.ts');
    const renamed = structuredClone(first);
    renamed.menu.products[0]!.np = 'Nombre nuevo';
    await menuOf({ irl: irl(first) });
    await importCatalog(t.db, { restaurants: [renamed], portals: [] });
    const menu = (await menuOf({ irl: irl(first) })).json().data;
    expect(menu.prods[0].np).toBe('Nombre nuevo');
  });
});

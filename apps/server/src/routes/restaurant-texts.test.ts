import { localText, ZMenu, ZRestaurantInfo } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { irlOf, sanguches } from './orders-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the restaurant's own texts in other languages (issue 11 item 3)", () => {
  it('the menu carries the English descriptions and payment method names the restaurant wrote', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: { irl: irlOf(sanguches) },
    });
    const menu = ZMenu.parse(res.json().data);
    const chacarero = menu.prods.find((p) => p.ip === 'mp-chacarero')!;
    expect(localText(chacarero.dn, chacarero.dnTrad, 'en')).toBe(
      'Steak with green beans, tomato and green chilli.',
    );
    expect(localText(chacarero.dn, chacarero.dnTrad, 'es')).toBe(chacarero.dn);
    const cash = menu.dm.find((m) => m.id === -2)!;
    expect([localText(cash.nm, cash.nmTrad, 'en'), localText(cash.nm, cash.nmTrad, 'es')]).toEqual([
      'Cash',
      'Efectivo',
    ]);
    const sweets = menu.jprods.find((c) => c.id === '005')!;
    expect(sweets.nombreTrad.en).toBe('Sweets');
  });

  it('the restaurant info carries the English policies and featured-list title', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/srv/test?sid=${sanguches.simpleId}` });
    const info = ZRestaurantInfo.parse(res.json().data);
    expect(localText(info.cfg.app.politicas, info.cfg.app.politicasTrad, 'en')).toMatch(/^Pickup only\./);
    expect(
      localText(info.webConfig.featuredCategoryName, info.webConfig.featuredCategoryNameTrad, 'en'),
    ).toBe("Today's picks");
    // A restaurant that wrote no English keeps its Spanish.
    expect(localText(info.webConfig.des, undefined, 'en')).toBe(info.webConfig.des);
  });
});

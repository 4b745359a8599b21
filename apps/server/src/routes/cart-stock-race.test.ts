import { isSoldOut, ZMenu, ZReserveResult } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

/**
 * spec/1 §4 'Cart lifecycle': two diners can never both take the last unit. On PostgreSQL the pool has 10
 * connections, so these 40 reservations really run at once; on PGlite they queue on its one session.
 */
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const irl = `${pizzeria.ir}-${pizzeria.il}`;
const trufa = pizzeria.menu.products.find((p) => p.ip === 'fz-trufa')!;
const size = { 'fz-tamano': [['fz-tam-individual', 1]] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('40 diners, 5 truffle pizzas', () => {
  it('never holds more than the stock, ends sold out, and clearing 2 carts gives 2 back', async () => {
    expect(trufa.stock).toBe(5);
    const carts = Array.from({ length: 40 }, (_, i) => `race-cart-${String(i).padStart(8, '0')}`);
    const answers = await Promise.all(
      carts.map((cartId) =>
        t.app.inject({
          method: 'POST',
          url: '/srv/cartstock/reserve',
          payload: { cartId, irl, lines: [{ ip: 'fz-trufa', cant: 1, extras: size }] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(carts.map(() => 200));
    const results = answers.map((a) => ZReserveResult.parse(a.json().data));
    const winners = carts.filter((_, i) => results[i]!.reserved);
    expect(winners).toHaveLength(5);
    for (const r of results.filter((r) => !r.reserved))
      expect(r.shortages).toEqual([{ line: 0, kind: 'product', id: 'fz-trufa', wanted: 1, available: 0 }]);

    const [held] = await t.db.query<{ n: number }>(
      "select coalesce(sum(quantity), 0)::integer as n from cart_holds where kind = 'p' and item_id = 'fz-trufa'",
    );
    expect(held!.n).toBe(5);
    const menuOf = async () =>
      ZMenu.parse(
        (await t.app.inject({ method: 'POST', url: '/srv/getrestomenu', payload: { irl } })).json().data,
      );
    const soldOut = (await menuOf()).prods.find((p) => p.ip === 'fz-trufa')!;
    expect(soldOut.stock).toBe(0);
    expect(isSoldOut(soldOut)).toBe(true);

    for (const cartId of winners.slice(0, 2)) {
      const res = await t.app.inject({ method: 'POST', url: '/srv/cartstock/clear', payload: { cartId } });
      expect(res.json().data.released).toBe(1);
    }
    expect((await menuOf()).prods.find((p) => p.ip === 'fz-trufa')!.stock).toBe(2);
  });
});

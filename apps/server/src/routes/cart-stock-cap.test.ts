import { ANONYMOUS_HOLD_LIMITS, ZReserveResult } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { pairKiosk } from './orders-fixtures.ts';

// Issue 10 item 4, spec/1 §4 'Cart lifecycle': the anonymous carts of one client address hold at most
// ANONYMOUS_HOLD_LIMITS of limited stock. The attacker held all 5 units of a limited pizza for
// 12 hours with one anonymous request.
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const irl = `${pizzeria.ir}-${pizzeria.il}`;
const { unitsPerItem, unitsInAll } = ANONYMOUS_HOLD_LIMITS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ http: { clientLimitScale: 1 } });
});
afterAll(() => t.close());

let carts = 0;
const newCart = () => `cart-cap-test-${String(++carts).padStart(6, '0')}`;
const reserve = (cartId: string, lines: object[], remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/cartstock/reserve',
    payload: { cartId, irl, lines },
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const setStock = (id: string, stock: number | null) =>
  t.db.query("update stock set stock = $3 where ir = $1 and kind = 'p' and item_id = $2", [
    pizzeria.ir,
    id,
    stock,
  ]);
const trufa = (cant: number) => [
  { ip: 'fz-trufa', cant, extras: { 'fz-tamano': [['fz-tam-individual', 1]] } },
];

describe('anonymous hold caps (issue 10 item 4, spec/1 §4 Cart lifecycle)', () => {
  it('refuses one anonymous address all 5 units of a limited pizza, as a shortage with what it may hold', async () => {
    await setStock('fz-trufa', 5);
    const res = await reserve(newCart(), trufa(5), '10.4.0.1');
    expect(res.statusCode).toBe(200);
    const result = ZReserveResult.parse(res.json().data);
    expect(result.reserved).toBe(false);
    expect(result.shortages).toEqual([
      { line: 0, kind: 'product', id: 'fz-trufa', wanted: 5, available: unitsPerItem },
    ]);
    expect(
      (await t.db.query('select 1 from cart_holds where anonymous_client = $1', ['10.4.0.1'])).length,
    ).toBe(0);
  });

  it('counts every anonymous cart of the address: a second cart cannot go past the cap', async () => {
    await setStock('fz-trufa', 50);
    expect((await reserve(newCart(), trufa(unitsPerItem - 1), '10.4.0.2')).json().data.reserved).toBe(true);
    const second = (await reserve(newCart(), trufa(2), '10.4.0.2')).json().data;
    expect(second.reserved).toBe(false);
    expect(second.shortages[0].available).toBe(1);
    // Another address is not affected, and unlimited items are never capped.
    expect((await reserve(newCart(), trufa(unitsPerItem), '10.4.0.3')).json().data.reserved).toBe(true);
    const margarita = [{ ip: 'fz-margarita', cant: 30, extras: { 'fz-tamano': [['fz-tam-individual', 1]] } }];
    expect((await reserve(newCart(), margarita, '10.4.0.2')).json().data.reserved).toBe(true);
  });

  it('caps the units of all limited items together', async () => {
    const ids = ['fz-trufa', 'fz-margarita', 'fz-napolitana', 'fz-pepperoni', 'fz-diavola', 'fz-huerta'];
    const limited = (
      await t.db.query<{ item_id: string }>(
        "select item_id from stock where ir = $1 and kind = 'p' and item_id = any($2::text[])",
        [pizzeria.ir, ids],
      )
    ).map((r) => r.item_id);
    for (const id of limited) await setStock(id, 100);
    expect(limited.length * unitsPerItem).toBeGreaterThan(unitsInAll);
    let held = 0;
    for (const id of limited) {
      const wanted = Math.min(unitsPerItem, unitsInAll - held);
      if (wanted === 0) break;
      const line = [{ ip: id, cant: wanted, extras: { 'fz-tamano': [['fz-tam-individual', 1]] } }];
      expect((await reserve(newCart(), line, '10.4.0.4')).json().data.reserved, id).toBe(true);
      held += wanted;
    }
    expect(held).toBe(unitsInAll);
    const beyond = (await reserve(newCart(), trufa(1), '10.4.0.4')).json().data;
    expect(beyond.reserved).toBe(false);
    expect(beyond.shortages[0].available).toBe(0);
    for (const id of limited) await setStock(id, null);
  });

  it('does not cap a signed-in diner or a paired kiosk', async () => {
    await setStock('fz-trufa', 50);
    const diner = await signIn(t.app, 'cap-diner@example.com');
    expect((await reserve(newCart(), trufa(unitsPerItem + 2), '10.4.0.5', diner)).json().data.reserved).toBe(
      true,
    );
    const { token: kiosk } = await pairKiosk(t.app);
    expect((await reserve(newCart(), trufa(unitsPerItem + 2), '10.4.0.5', kiosk)).json().data.reserved).toBe(
      true,
    );
  });
});

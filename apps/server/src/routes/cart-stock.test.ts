import { isSoldOut, ZMenu, ZReserveResult } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { releaseExpiredHolds } from '../store/cart-stock.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

const AT = new Date('2026-11-23T15:00:00Z');
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const irl = `${pizzeria.ir}-${pizzeria.il}`;
const size = { 'fz-tamano': [['fz-tam-individual', 1]] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
});
afterAll(() => t.close());

let carts = 0;
const newCart = () => `cart-stock-test-${String(++carts).padStart(4, '0')}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const reserve = (cartId: string, lines: object[]) => post('/srv/cartstock/reserve', { cartId, irl, lines });
const release = (cartId: string, lines: object[]) => post('/srv/cartstock/release', { cartId, irl, lines });
const stockOf = async (kind: 'p' | 'e', id: string) =>
  (
    await t.db.query<{ stock: number | null }>(
      'select stock from stock where ir = $1 and kind = $2 and item_id = $3',
      [pizzeria.ir, kind, id],
    )
  )[0]!.stock;
const setStock = (kind: 'p' | 'e', id: string, stock: number | null) =>
  t.db.query('update stock set stock = $4 where ir = $1 and kind = $2 and item_id = $3', [
    pizzeria.ir,
    kind,
    id,
    stock,
  ]);
const holdsOf = (cartId: string) =>
  t.db.query<{ kind: string; item_id: string; quantity: number; expires_at: Date }>(
    'select kind, item_id, quantity, expires_at from cart_holds where cart_id = $1 order by kind, item_id',
    [cartId],
  );

describe('POST /srv/cartstock/reserve — adding to the cart takes stock (spec/1 §4 "Cart lifecycle")', () => {
  it('takes product units and cant × quantity of each extra, and the cart holds them for 12 h', async () => {
    await setStock('p', 'fz-trufa', 5);
    await setStock('e', 'fz-ag-burrata', 6);
    const cart = newCart();
    const res = await reserve(cart, [
      { ip: 'fz-margarita', cant: 2, extras: { ...size, 'fz-agregados': [['fz-ag-burrata', 1]] } },
    ]);
    expect(res.statusCode).toBe(200);
    const result = ZReserveResult.parse(res.json().data);
    expect(result.reserved).toBe(true);
    expect(await stockOf('e', 'fz-ag-burrata')).toBe(4);
    // Unlimited items (null stock) are never changed and never held, but their levels are answered.
    expect(await stockOf('p', 'fz-margarita')).toBeNull();
    expect(result.stock).toContainEqual({
      kind: 'product',
      id: 'fz-margarita',
      stock: null,
      crinvol: 0,
      agot: false,
    });
    expect(result.stock).toContainEqual({
      kind: 'extra',
      id: 'fz-ag-burrata',
      stock: 4,
      crinvol: 1,
      agot: false,
    });
    const holds = await holdsOf(cart);
    expect(holds.map((h) => [h.kind, h.item_id, h.quantity])).toEqual([['e', 'fz-ag-burrata', 2]]);
    expect(new Date(holds[0]!.expires_at).getTime()).toBe(AT.getTime() + 43_200_000);
  });

  it('is all or nothing: a shortage takes nothing and is an answer, with what was missing', async () => {
    await setStock('p', 'fz-trufa', 2);
    await setStock('e', 'fz-ag-burrata', 6);
    const cart = newCart();
    const res = await reserve(cart, [
      { ip: 'fz-margarita', cant: 1, extras: { ...size, 'fz-agregados': [['fz-ag-burrata', 1]] } },
      { ip: 'fz-trufa', cant: 3, extras: size },
    ]);
    expect(res.statusCode).toBe(200);
    const result = ZReserveResult.parse(res.json().data);
    expect(result.reserved).toBe(false);
    expect(result.shortages).toEqual([{ line: 1, kind: 'product', id: 'fz-trufa', wanted: 3, available: 2 }]);
    expect(await stockOf('e', 'fz-ag-burrata')).toBe(6);
    expect(await stockOf('p', 'fz-trufa')).toBe(2);
    expect(await holdsOf(cart)).toEqual([]);
    expect(result.stock).toContainEqual({
      kind: 'product',
      id: 'fz-trufa',
      stock: 2,
      crinvol: 0,
      agot: false,
    });
  });

  it('keeps the threshold (crinvol) out of reach: burrata 6 with 1 reserved gives 5 (spec/1 §5)', async () => {
    await setStock('e', 'fz-ag-burrata', 6);
    const lines = (cant: number) => [
      { ip: 'fz-margarita', cant, extras: { ...size, 'fz-agregados': [['fz-ag-burrata', 1]] } },
    ];
    const refused = ZReserveResult.parse((await reserve(newCart(), lines(6))).json().data);
    expect(refused.shortages).toEqual([
      { line: 0, kind: 'extra', id: 'fz-ag-burrata', wanted: 6, available: 5 },
    ]);
    expect(ZReserveResult.parse((await reserve(newCart(), lines(5))).json().data).reserved).toBe(true);
    expect(await stockOf('e', 'fz-ag-burrata')).toBe(1);
  });

  it('shows the new level in the menu call: the stock row changed, so the cached menu is not served', async () => {
    await setStock('p', 'fz-trufa', 5);
    const before = ZMenu.parse((await post('/srv/getrestomenu', { irl })).json().data);
    expect(before.prods.find((p) => p.ip === 'fz-trufa')!.stock).toBe(5);
    await reserve(newCart(), [{ ip: 'fz-trufa', cant: 5, extras: size }]);
    const after = ZMenu.parse((await post('/srv/getrestomenu', { irl })).json().data);
    const trufa = after.prods.find((p) => p.ip === 'fz-trufa')!;
    expect(trufa.stock).toBe(0);
    expect(isSoldOut(trufa)).toBe(true);
  });

  it('refuses invalid lines with a 400 naming the product (spec/1 §5 "Products and extras")', async () => {
    const cases: [object, string][] = [
      [{ ip: 'fz-no-existe', cant: 1 }, "el producto 'fz-no-existe' no existe en este local"],
      [{ ip: 'fz-cuatro-quesos', cant: 1, extras: size }, "'Pizza Cuatro Quesos' está agotado"],
      [{ ip: 'fz-margarita', cant: 1 }, "'Pizza Margarita'): el grupo 'fz-tamano' pide al menos 1"],
      [
        { ip: 'fz-margarita', cant: 1, extras: { ...size, 'fz-agregados': [['fz-ag-queso', 3]] } },
        "el extra 'fz-ag-queso' admite como máximo 2",
      ],
      [
        { ip: 'fz-margarita', cant: 1, extras: { ...size, 'fz-agregados': [['fz-ag-anchoas', 1]] } },
        "el extra 'fz-ag-anchoas' está agotado",
      ],
      [{ ip: 'fz-lasana', cant: 1, extras: size }, "el grupo 'fz-tamano' no es del producto 'fz-lasana'"],
      [{ ip: 'fz-promo-duo-pastas', cant: 2 }, "'Promo dúo de pastas' admite como máximo 1"],
    ];
    for (const [line, message] of cases) {
      const res = await reserve(newCart(), [line]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(res.json().error.message).toContain('Línea 1');
    }
    const unknown = await post('/srv/cartstock/reserve', {
      cartId: newCart(),
      irl: `${'x'.repeat(22)}-1`,
      lines: [{ ip: 'fz-margarita', cant: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    const badCart = await post('/srv/cartstock/reserve', {
      cartId: 'short',
      irl,
      lines: [{ ip: 'fz-agua', cant: 1 }],
    });
    expect(badCart.statusCode).toBe(400);
    expect(badCart.json().error.message).toContain('cartId');
  });
});

describe('POST /srv/cartstock/release and /clear — removing or emptying gives stock back (spec/1 §4)', () => {
  it('gives back what a removed line held, never more than the cart holds', async () => {
    await setStock('p', 'fz-trufa', 5);
    const cart = newCart();
    await reserve(cart, [{ ip: 'fz-trufa', cant: 2, extras: size }]);
    expect(await stockOf('p', 'fz-trufa')).toBe(3);
    // Asking back 10 of an item held twice gives back 2: a client cannot mint stock.
    const res = await release(cart, [{ ip: 'fz-trufa', cant: 10, extras: size }]);
    expect(res.statusCode).toBe(200);
    expect(ZReserveResult.parse(res.json().data).stock).toContainEqual({
      kind: 'product',
      id: 'fz-trufa',
      stock: 5,
      crinvol: 0,
      agot: false,
    });
    expect(await stockOf('p', 'fz-trufa')).toBe(5);
    expect(await holdsOf(cart)).toEqual([]);
    // A cart that holds nothing gives back nothing.
    await release(newCart(), [{ ip: 'fz-trufa', cant: 3, extras: size }]);
    expect(await stockOf('p', 'fz-trufa')).toBe(5);
  });

  it('gives back part of a hold when a quantity goes down', async () => {
    await setStock('p', 'fz-trufa', 5);
    const cart = newCart();
    await reserve(cart, [{ ip: 'fz-trufa', cant: 3, extras: size }]);
    await release(cart, [{ ip: 'fz-trufa', cant: 1, extras: size }]);
    expect(await stockOf('p', 'fz-trufa')).toBe(3);
    expect((await holdsOf(cart)).map((h) => h.quantity)).toEqual([2]);
  });

  it('clear gives back every hold of the cart and says how many units', async () => {
    await setStock('p', 'fz-trufa', 5);
    await setStock('e', 'fz-ag-burrata', 6);
    const cart = newCart();
    await reserve(cart, [{ ip: 'fz-trufa', cant: 2, extras: size }]);
    await reserve(cart, [
      { ip: 'fz-margarita', cant: 1, extras: { ...size, 'fz-agregados': [['fz-ag-burrata', 1]] } },
    ]);
    const res = await post('/srv/cartstock/clear', { cartId: cart });
    expect(res.json()).toEqual({ ok: true, data: { released: 3 } });
    expect(await stockOf('p', 'fz-trufa')).toBe(5);
    expect(await stockOf('e', 'fz-ag-burrata')).toBe(6);
    expect((await post('/srv/cartstock/clear', { cartId: cart })).json().data.released).toBe(0);
  });
});

describe('expiry — a cart not changed for 12 h gives its stock back (spec/1 §4, §9)', () => {
  it('returns holds past expires_at, and every change of the cart moves its expiry', async () => {
    await t.db.query('delete from cart_holds');
    await setStock('p', 'fz-trufa', 5);
    const cart = newCart();
    await reserve(cart, [{ ip: 'fz-trufa', cant: 2, extras: size }]);
    const hour = 3_600_000;
    expect(await releaseExpiredHolds(t.db, new Date(AT.getTime() + 11 * hour))).toBe(0);
    expect(await stockOf('p', 'fz-trufa')).toBe(3);

    // A change 6 h later (on a clock 6 h ahead) renews all of the cart's holds.
    const later = await createTestAppClock(new Date(AT.getTime() + 6 * hour));
    await later.inject({
      method: 'POST',
      url: '/srv/cartstock/reserve',
      payload: { cartId: cart, irl, lines: [{ ip: 'fz-trufa', cant: 1, extras: size }] },
    });
    await later.close();
    expect(await releaseExpiredHolds(t.db, new Date(AT.getTime() + 13 * hour))).toBe(0);
    expect(await releaseExpiredHolds(t.db, new Date(AT.getTime() + 18 * hour))).toBe(3);
    expect(await stockOf('p', 'fz-trufa')).toBe(5);
    expect(await holdsOf(cart)).toEqual([]);
  });
});

/** The same database served with another clock: a diner coming back hours later. */
const createTestAppClock = (at: Date) => buildApp({ db: t.db, clock: () => at });

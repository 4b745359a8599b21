import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { type TCart, type TCartResto, ZCart, ZCartResto } from '../contracts/cart.ts';
import { ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import {
  addLine,
  type CartContext,
  type CartOutcome,
  cartCount,
  cartTotals,
  currentCart,
  discountsApplied,
  emptyCart,
  isCartEditable,
  isCartExpired,
  lineStockChange,
  newCart,
  removeLine,
  stockRequest,
  updateLine,
} from './cart.ts';
import { indexCatalog } from './catalog-index.ts';

const T0 = Date.parse('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const venue: TCartResto = ZCartResto.parse({
  id: 'cmdTestRestaurant0000001-1',
  nombre: 'La Picá',
  pais: 'cl',
  simpleId: 101,
});
const darkKitchen: TCartResto = { ...venue, dk: '7' };
const otherVenue: TCartResto = { ...venue, id: 'cmdTestRestaurant0000002-1', simpleId: 102 };

const product = (ip: string, pm: number, over: object = {}) =>
  ZProduct.parse({ ip, np: ip, pm, jp: ['001'], sort: '1', ...over });
const index = indexCatalog(
  [
    product('pizza', 8000, { refpr: 10000, jb: ['size'] }),
    product('cola', 1500),
    product('fries', 2000, { stock: 3, crinvol: 0 }),
    product('promo', 5000, { promo: true }),
    product('gone', 1000, { agot: true }),
  ],
  [
    ZExtraGroup.parse({
      codJextras: 'size',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['m', 'l'],
    }),
  ],
  [
    ZExtra.parse({ pl: 'm', codJextras: 'size', np: 'Mediana', pm: 0 }),
    ZExtra.parse({ pl: 'l', codJextras: 'size', np: 'Grande', pm: 3000 }),
  ],
);
const ctx = (now = T0): CartContext => {
  let n = 0;
  return { now, newId: () => `ref-${++n}` };
};
const cartOf = (outcome: CartOutcome): TCart => {
  if (!outcome.ok) throw new Error(outcome.refusal.key);
  return outcome.value;
};
const refusal = (outcome: CartOutcome) => (outcome.ok ? null : outcome.refusal.code);
const large = { size: [['l', 1]] } as { size: [string, number][] };

describe('cart lifecycle (spec/1 §4 Cart lifecycle)', () => {
  it('is editable only without st and without iped', () => {
    expect(isCartEditable(newCart(T0))).toBe(true);
    expect(isCartEditable({ st: 1, iped: '' })).toBe(false);
    expect(isCartEditable({ st: 0, iped: 'ord-1' })).toBe(false);
  });
  it('expires after more than 12 hours (43200 s) without change', () => {
    const cart = newCart(T0);
    expect(isCartExpired(cart, T0 + 12 * HOUR)).toBe(false);
    expect(isCartExpired(cart, T0 + 12 * HOUR + 1)).toBe(true);
  });
  it("makes a new cart that is exactly the contract's, defaults and seed included, without parsing", () => {
    const seeds = [
      {},
      { tipo: 3 as const, mesa: 't5', mesaName: 'Mesa 5', io: 'io-1', prepago: 5011 },
      { tipo: 2 as const },
      { mesa: '', io: '', prepago: 0 },
    ];
    for (const seed of seeds) expect(newCart(T0, seed)).toStrictEqual(ZCart.parse({ fmu: T0, ...seed }));
  });
  it('keeps the stored cart while fresh, else starts one from the temporary cart', () => {
    const stored = cartOf(addLine(newCart(T0), venue, { ip: 'cola', cant: 1 }, index, ctx()));
    expect(currentCart(stored, T0 + HOUR)).toBe(stored);
    const seed = { tipo: 3 as const, mesa: 't5', io: 'io-1', prepago: 5011 };
    const fresh = currentCart(stored, T0 + 13 * HOUR, { seed });
    expect(fresh).toMatchObject({ ...seed, dl: [], fmu: T0 + 13 * HOUR, resto: null });
    expect(currentCart(stored, T0 + HOUR, { force: true }).dl).toEqual([]);
    expect(currentCart(null, T0).fmu).toBe(T0);
  });
});

describe('adding to the cart (spec/1 §4, §5 Products and extras)', () => {
  it('needs an item and a quantity above 0', () => {
    expect(refusal(addLine(newCart(T0), venue, { ip: '', cant: 1 }, index, ctx()))).toBe('no-item');
    expect(refusal(addLine(newCart(T0), venue, { ip: 'cola', cant: 0 }, index, ctx()))).toBe('no-quantity');
    expect(refusal(addLine(newCart(T0), venue, { ip: 'cola', cant: -2 }, index, ctx()))).toBe('no-quantity');
  });
  it("refuses a product of another restaurant or dark kitchen: 'Hay productos pendientes de otro local'", () => {
    const cart = cartOf(addLine(newCart(T0), venue, { ip: 'cola', cant: 1 }, index, ctx()));
    const other = addLine(cart, otherVenue, { ip: 'cola', cant: 1 }, index, ctx());
    expect(other).toEqual({
      ok: false,
      refusal: {
        code: 'other-venue',
        key: 'm1_err_cart_other_venue',
      },
    });
    expect(refusal(addLine(cart, darkKitchen, { ip: 'cola', cant: 1 }, index, ctx()))).toBe('other-venue');
  });
  it("moves an empty cart to the new venue, leaving the old venue's table and coupon", () => {
    const old: TCart = ZCart.parse({
      fmu: T0,
      tipo: 3,
      resto: otherVenue,
      mesa: 't1',
      mesaName: 'Mesa 1',
      coupon: { id: 'c', type: 'PERCENTAGE', amount: 10 },
    });
    const moved = cartOf(addLine(old, venue, { ip: 'cola', cant: 1 }, index, ctx()));
    expect(moved).toMatchObject({ resto: venue, mesa: '', mesaName: '', coupon: null });
  });
  it('merges an identical item without comment or extras', () => {
    const c = ctx(T0 + 5);
    const once = cartOf(addLine(newCart(T0), venue, { ip: 'cola', cant: 1 }, index, c));
    const twice = cartOf(addLine(once, venue, { ip: 'cola', cant: 2 }, index, c));
    expect(twice.dl).toEqual([
      { cant: 3, ct: '', item: 'cola', extras: {}, indiceCart: 0, lineReference: 'ref-1' },
    ]);
    expect(twice.fmu).toBe(T0 + 5);
    expect(twice.resto).toEqual(venue);
  });
  it('gives an item with a comment or extras a new line', () => {
    const c = ctx();
    let cart = cartOf(addLine(newCart(T0), venue, { ip: 'cola', cant: 1 }, index, c));
    cart = cartOf(addLine(cart, venue, { ip: 'cola', cant: 1, ct: 'sin hielo' }, index, c));
    cart = cartOf(addLine(cart, venue, { ip: 'pizza', cant: 1, extras: large }, index, c));
    cart = cartOf(addLine(cart, venue, { ip: 'pizza', cant: 1, extras: large }, index, c));
    expect(cart.dl.map((l) => [l.item, l.cant, l.ct, l.indiceCart, l.lineReference])).toEqual([
      ['cola', 1, '', 0, 'ref-1'],
      ['cola', 1, 'sin hielo', 1, 'ref-2'],
      ['pizza', 1, '', 2, 'ref-3'],
      ['pizza', 1, '', 3, 'ref-4'],
    ]);
  });
  it("blocks a product whose extras are out of bounds ('Debes agregar extras para continuar', spec/3 §5)", () => {
    const outcome = addLine(newCart(T0), venue, { ip: 'pizza', cant: 1 }, index, ctx());
    expect(outcome.ok ? null : outcome.refusal).toEqual({
      code: 'extras',
      key: 'm1_err_cart_extras',
    });
    expect(formatServerText('m1_err_cart_extras')).toBe('Debes agregar extras para continuar');
    const foreign = addLine(newCart(T0), venue, { ip: 'cola', cant: 1, extras: large }, index, ctx());
    expect(refusal(foreign)).toBe('invalid-extras');
  });
  it('holds the quantity to stock minus reserved, 1 for a promotion, none when sold out', () => {
    expect(refusal(addLine(newCart(T0), venue, { ip: 'fries', cant: 4 }, index, ctx()))).toBe(
      'quantity-limit',
    );
    expect(addLine(newCart(T0), venue, { ip: 'fries', cant: 3 }, index, ctx()).ok).toBe(true);
    const promo = cartOf(addLine(newCart(T0), venue, { ip: 'promo', cant: 1 }, index, ctx()));
    expect(refusal(addLine(promo, venue, { ip: 'promo', cant: 1 }, index, ctx()))).toBe('quantity-limit');
    expect(refusal(addLine(newCart(T0), venue, { ip: 'gone', cant: 1 }, index, ctx()))).toBe('sold-out');
    expect(refusal(addLine(newCart(T0), venue, { ip: 'ghost', cant: 1 }, index, ctx()))).toBe(
      'unknown-product',
    );
  });
  it('refuses any change to a cart that is no longer editable', () => {
    const sent = ZCart.parse({ fmu: T0, iped: 'ord-1' });
    expect(refusal(addLine(sent, venue, { ip: 'cola', cant: 1 }, index, ctx()))).toBe('not-editable');
    expect(refusal(emptyCart(sent, ctx()))).toBe('not-editable');
  });
});

describe('changing lines (spec/1 §4 Cart lifecycle)', () => {
  const c = ctx();
  const base = [
    { ip: 'cola', cant: 2 },
    { ip: 'pizza', cant: 1, extras: large },
  ].reduce((cart, input) => cartOf(addLine(cart, venue, input, index, c)), newCart(T0));

  it('updates quantity, comment and extras of one line', () => {
    const later = ctx(T0 + 60_000);
    const cart = cartOf(
      updateLine(base, 1, { cant: 2, ct: ' bien cocida ', extras: { size: [['m', 1]] } }, index, later),
    );
    expect(cart.dl[1]).toMatchObject({ cant: 2, ct: 'bien cocida', extras: { size: [['m', 1]] } });
    expect(cart.dl[0]).toBe(base.dl[0]);
    expect(cart.fmu).toBe(T0 + 60_000);
  });
  it('removes a line updated to 0, and refuses a missing line or bad extras', () => {
    expect(cartOf(updateLine(base, 0, { cant: 0 }, index, ctx())).dl.map((l) => l.item)).toEqual(['pizza']);
    expect(refusal(updateLine(base, 9, { cant: 1 }, index, ctx()))).toBe('unknown-line');
    expect(refusal(updateLine(base, 1, { extras: {} }, index, ctx()))).toBe('extras');
  });
  it('counts the units a line holds when raising it against stock', () => {
    const fries = cartOf(addLine(newCart(T0), venue, { ip: 'fries', cant: 2 }, index, ctx()));
    // The menu's stock already excludes the 2 reserved units: 1 left, so the line may reach 3, not 4.
    const reserved = indexCatalog([product('fries', 2000, { stock: 1, crinvol: 0 })], [], []);
    expect(updateLine(fries, 0, { cant: 3 }, reserved, ctx()).ok).toBe(true);
    expect(refusal(updateLine(fries, 0, { cant: 4 }, reserved, ctx()))).toBe('quantity-limit');
  });
  it('removes a line and empties the cart, keeping its venue', () => {
    expect(cartOf(removeLine(base, 0, ctx())).dl.map((l) => l.indiceCart)).toEqual([1]);
    expect(refusal(removeLine(base, 5, ctx()))).toBe('unknown-line');
    const empty = cartOf(emptyCart(base, ctx(T0 + 1)));
    expect(empty).toMatchObject({ dl: [], resto: venue, fmu: T0 + 1 });
  });
  it('never reuses a line number after a removal', () => {
    const removed = cartOf(removeLine(base, 1, ctx()));
    const again = cartOf(addLine(removed, venue, { ip: 'cola', cant: 1, ct: 'x' }, index, ctx()));
    expect(again.dl.map((l) => l.indiceCart)).toEqual([0, 1]);
    const last = cartOf(addLine(base, venue, { ip: 'cola', cant: 1, ct: 'x' }, index, ctx()));
    expect(last.dl.map((l) => l.indiceCart)).toEqual([0, 1, 2]);
  });
});

describe('counts and totals (spec/1 §2 screen 1, §5 Totals)', () => {
  const c = ctx();
  const cart = [
    { ip: 'cola', cant: 2 },
    { ip: 'pizza', cant: 1, extras: large },
  ].reduce((acc, input) => cartOf(addLine(acc, venue, input, index, c)), newCart(T0, { tipo: 2 }));

  it('counts units for the current dispatch type only', () => {
    expect(cartCount(cart, 2)).toBe(3);
    expect(cartCount(cart, 1)).toBe(0);
    expect(cartCount(cart)).toBe(3);
  });
  it('sums subtotal, reference subtotal and discounts', () => {
    // cola 1500 × 2; pizza 8000 (reference 10000) + large 3000.
    expect(cartTotals(cart, index)).toEqual({
      subtotal: 3000 + 11000,
      referenceSubtotal: 3000 + 13000,
      discounts: 2000,
      unpriced: [],
    });
  });
  it('floors discounts at 0 and leaves unknown products out', () => {
    expect(discountsApplied(10000, 12000)).toBe(0);
    expect(discountsApplied(10000, 8000)).toBe(2000);
    const stale = indexCatalog([product('cola', 1500)], [], []);
    expect(cartTotals(cart, stale)).toMatchObject({ subtotal: 3000, unpriced: [1] });
  });
});

describe('stock requests (spec/1 §4: adding reduces stock, removing releases it)', () => {
  it('builds a request for the cart venue', () => {
    const line = { item: 'cola', cant: 2, extras: {} };
    expect(stockRequest('cart-0123456789abcdef', venue, [line])).toEqual({
      cartId: 'cart-0123456789abcdef',
      irl: venue.id,
      dk: '',
      lines: [{ ip: 'cola', cant: 2, extras: {} }],
    });
    expect(stockRequest('cart-0123456789abcdef', null, [line])).toBeNull();
    expect(stockRequest('cart-0123456789abcdef', venue, [])).toBeNull();
  });
  it('moves only the difference when a quantity changes, and everything when extras change', () => {
    const before = { item: 'pizza', cant: 2, extras: { size: [['m', 1]] as [string, number][] } };
    expect(lineStockChange(before, { ...before, cant: 5 })).toEqual({
      reserve: [{ ip: 'pizza', cant: 3, extras: before.extras }],
      release: [],
    });
    expect(lineStockChange(before, { ...before, cant: 1 }).release).toEqual([
      { ip: 'pizza', cant: 1, extras: before.extras },
    ]);
    const changed = lineStockChange(before, { ...before, extras: large });
    expect(changed.reserve[0]?.extras).toEqual(large);
    expect(changed.release[0]?.cant).toBe(2);
    expect(lineStockChange(null, before).reserve).toHaveLength(1);
    expect(lineStockChange(before, null)).toEqual({
      reserve: [],
      release: [{ ip: 'pizza', cant: 2, extras: before.extras }],
    });
  });
});

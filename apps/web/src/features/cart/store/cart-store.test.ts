import {
  indexCatalog,
  type TCartResto,
  type TReserveRequestInput,
  type TReserveResult,
  ZCartResto,
  ZExtra,
  ZExtraGroup,
  ZProduct,
} from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import type { PersistedCart } from '../model/persisted-cart.ts';
import { type CartApi, type CartDeps, createCartStore, shownSubtotal } from './cart-store.ts';

// spec/1 §4 'Cart lifecycle': merge plain lines, other venue refused, stock reserved all or nothing,
// expiry after 12 h; §5 'Totals' come from the server's price check.
const T0 = Date.parse('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const venue: TCartResto = ZCartResto.parse({ id: 'cmdTestRestaurant0000001-1', simpleId: 101 });
const other: TCartResto = { ...venue, id: 'cmdTestRestaurant0000002-1', simpleId: 102 };
const product = (ip: string, pm: number, over: object = {}) =>
  ZProduct.parse({ ip, np: ip, pm, jp: ['001'], sort: '1', ...over });
const index = indexCatalog(
  [product('pizza', 8000, { jb: ['size'] }), product('cola', 1500), product('trufa', 14900, { stock: 5 })],
  [
    ZExtraGroup.parse({
      codJextras: 'size',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['l'],
    }),
  ],
  [ZExtra.parse({ pl: 'l', codJextras: 'size', np: 'Grande', pm: 3000 })],
);
const reserved: TReserveResult = { reserved: true, shortages: [], stock: [] };

let ids = 0;
async function setup(stored: unknown = null, api: Partial<CartApi> = {}) {
  let clock = T0;
  const written: PersistedCart[] = [];
  const calls = {
    reserveStock: vi.fn(async (_: TReserveRequestInput) => reserved),
    releaseStock: vi.fn(async (_: TReserveRequestInput) => reserved),
    clearHolds: vi.fn(async (_: string) => ({ released: 1 })),
    priceCheck: vi.fn(async () => ({ lines: [], subtotal: 4242, referenceSubtotal: 4242, discounts: 0 })),
    ...api,
  };
  const deps: CartDeps = {
    api: calls as unknown as CartApi,
    storage: { read: () => stored, write: (v) => written.push(structuredClone(v)) },
    now: () => clock,
    newId: () => `id-${String(++ids).padStart(16, '0')}`,
    onStock: vi.fn(),
  };
  const store = createCartStore(deps);
  await store.getState().hydrate();
  return { store, calls, deps, written, tick: (ms: number) => (clock += ms) };
}

describe('cart store', () => {
  it('merges identical plain lines and reserves each add under the cart id', async () => {
    const { store, calls } = await setup();
    const cartId = store.getState().cartId;
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, { cola: 'Cola' })).toEqual({
      ok: true,
    });
    await store.getState().add(venue, { ip: 'cola', cant: 2 }, index, {});
    expect(store.getState().cart.dl).toMatchObject([{ item: 'cola', cant: 3 }]);
    expect(calls.reserveStock).toHaveBeenCalledTimes(2);
    expect(vi.mocked(calls.reserveStock).mock.calls[1]?.[0]).toEqual({
      cartId,
      irl: venue.id,
      dk: '',
      lines: [{ ip: 'cola', cant: 2, extras: {} }],
    });
    expect(store.getState().names).toEqual({ cola: 'Cola' });
  });

  it('gives a line with a comment or extras its own line', async () => {
    const { store } = await setup();
    await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, {});
    await store.getState().add(venue, { ip: 'cola', cant: 1, ct: 'sin hielo' }, index, {});
    await store.getState().add(venue, { ip: 'pizza', cant: 1, extras: { size: [['l', 1]] } }, index, {});
    expect(store.getState().cart.dl.map((l) => [l.item, l.cant])).toEqual([
      ['cola', 1],
      ['cola', 1],
      ['pizza', 1],
    ]);
  });

  it('refuses required extras and another venue without asking the server', async () => {
    const { store, calls } = await setup();
    expect(await store.getState().add(venue, { ip: 'pizza', cant: 1 }, index, {})).toMatchObject({
      ok: false,
      code: 'extras',
      message: 'Debes agregar extras para continuar',
    });
    await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, {});
    expect(await store.getState().add(other, { ip: 'cola', cant: 1 }, index, {})).toMatchObject({
      ok: false,
      code: 'other-venue',
      message: 'Hay productos pendientes de otro local',
    });
    expect(calls.reserveStock).toHaveBeenCalledTimes(1);
  });

  it('leaves the cart unchanged when the server refuses the reservation', async () => {
    const shortage = { line: 0, kind: 'product' as const, id: 'trufa', wanted: 6, available: 5 };
    const { store, deps } = await setup(null, {
      reserveStock: vi.fn(async () => ({ reserved: false, shortages: [shortage], stock: [] })),
    });
    const before = store.getState().cart;
    const result = await store.getState().add(venue, { ip: 'trufa', cant: 1 }, index, {});
    expect(result).toMatchObject({ ok: false, code: 'stock', shortages: [shortage] });
    expect(store.getState().cart).toBe(before);
    expect(deps.onStock).not.toHaveBeenCalled();
  });

  it('reserves only the difference on an increase and releases on a decrease or removal', async () => {
    const { store, calls } = await setup();
    await store.getState().add(venue, { ip: 'cola', cant: 2 }, index, {});
    const line = store.getState().cart.dl[0]!.indiceCart;
    await store.getState().update(line, { cant: 5 }, index, {});
    expect(vi.mocked(calls.reserveStock).mock.calls[1]?.[0].lines).toEqual([
      { ip: 'cola', cant: 3, extras: {} },
    ]);
    await store.getState().update(line, { cant: 1 }, index, {});
    expect(vi.mocked(calls.releaseStock).mock.calls[0]?.[0].lines).toEqual([
      { ip: 'cola', cant: 4, extras: {} },
    ]);
    await store.getState().remove(line);
    expect(vi.mocked(calls.releaseStock).mock.calls[1]?.[0].lines).toEqual([
      { ip: 'cola', cant: 1, extras: {} },
    ]);
    expect(store.getState().cart.dl).toEqual([]);
  });

  it('empties the cart by clearing every hold of its id', async () => {
    const { store, calls } = await setup();
    await store.getState().add(venue, { ip: 'cola', cant: 2 }, index, {});
    await store.getState().empty();
    expect(calls.clearHolds).toHaveBeenCalledWith(store.getState().cartId);
    expect(store.getState().cart.dl).toEqual([]);
  });

  it('keeps the cart unchanged when the server cannot be reached', async () => {
    const { store } = await setup(null, {
      reserveStock: vi.fn(async () => Promise.reject(new Error('Error de Conexión'))),
    });
    expect(await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, {})).toMatchObject({
      ok: false,
      code: 'network',
    });
    expect(store.getState().cart.dl).toEqual([]);
  });

  it('survives a reload through storage, and drops a cart untouched for more than 12 hours', async () => {
    const first = await setup();
    await first.store.getState().add(venue, { ip: 'cola', cant: 1 }, index, { cola: 'Cola' });
    const saved = first.written.at(-1)!;

    const again = await setup(saved);
    expect(again.store.getState().cartId).toBe(saved.cartId);
    expect(again.store.getState().cart.dl).toHaveLength(1);

    const late = { ...saved, cart: { ...saved.cart, fmu: T0 - 12 * HOUR - 1 } };
    const expired = await setup(late);
    expect(expired.store.getState().cart.dl).toEqual([]);
    expect(expired.store.getState().cartId).not.toBe(saved.cartId);
    expect(expired.calls.clearHolds).toHaveBeenCalledWith(saved.cartId);
  });

  it('reads a kept cart after its contract loads: actions wait for it, a type chosen meanwhile applies to it', async () => {
    const first = await setup();
    await first.store.getState().add(venue, { ip: 'cola', cant: 1 }, index, { cola: 'Cola' });
    const saved = first.written.at(-1)!;

    const store = createCartStore({ ...first.deps, storage: { read: () => saved, write: () => {} } });
    const restored = store.getState().hydrate();
    // Until it is read the store holds a new cart (the server drew the page with one).
    expect(store.getState().cart.dl).toEqual([]);
    store.getState().setTipo(2);
    const added = store.getState().add(venue, { ip: 'cola', cant: 2 }, index, {});
    await restored;
    await added;
    expect(store.getState().cartId).toBe(saved.cartId);
    expect(store.getState().cart.tipo).toBe(2);
    expect(store.getState().cart.dl.map((line) => line.cant)).toEqual([3]);
  });

  it('starts a new cart at once when nothing is kept, and keeps a damaged value out', async () => {
    const { store, written } = await setup();
    expect(store.getState().cart).toMatchObject({ dl: [], resto: null, fmu: T0 });
    expect(written).toHaveLength(1);
    const damaged = await setup({ cartId: 'x', cart: { dl: 'no' } });
    expect(damaged.store.getState().cart.dl).toEqual([]);
    expect(damaged.store.getState().cartId).not.toBe('x');
  });

  it("shows the server's subtotal for the cart it priced, and a provisional one after a change", async () => {
    const { store, calls } = await setup();
    await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, {});
    await vi.waitFor(() => expect(store.getState().priced).not.toBeNull());
    expect(calls.priceCheck).toHaveBeenCalledWith({
      irl: venue.id,
      dk: '',
      tipo: 0,
      lines: [{ ip: 'cola', cant: 1, extras: {} }],
    });
    expect(shownSubtotal(store.getState(), () => 1)).toBe(4242);
    store.getState().setTipo(2);
    expect(shownSubtotal({ ...store.getState(), priced: store.getState().priced }, () => 1)).toBe(1);
  });

  it('reset() starts a new, empty cart with a new id', async () => {
    const { store } = await setup();
    const id = store.getState().cartId;
    await store.getState().add(venue, { ip: 'cola', cant: 1 }, index, {});
    store.getState().reset();
    expect(store.getState().cart.dl).toEqual([]);
    expect(store.getState().cartId).not.toBe(id);
  });
});

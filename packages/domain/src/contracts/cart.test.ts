import { describe, expect, it } from 'vitest';
import { ZCart, ZCartLine, ZPriceCheckRequest, ZReserveRequest, ZReserveResponse } from './cart.ts';

const irl = 'cmdTestRestaurant0000001-1';

describe('cart contract (spec/1 §3 Cart)', () => {
  it('fills a new cart with the editable defaults', () => {
    expect(ZCart.parse({ fmu: 1 })).toMatchObject({
      tipo: 0,
      st: 0,
      sp: 0,
      iped: '',
      dl: [],
      resto: null,
      mesa: '',
      prepago: 0,
      propina: 0,
      coupon: null,
    });
  });
  it('keeps the wire names of a line, extras as [extra, quantity] per group', () => {
    const line = {
      cant: 2,
      ct: 'sin cebolla',
      item: 'p1',
      extras: { size: [['m', 1]] },
      indiceCart: 0,
      lineReference: 'r1',
    };
    expect(ZCartLine.parse(line)).toEqual(line);
    expect(ZCartLine.safeParse({ ...line, extras: { size: [['m', 0]] } }).success).toBe(false);
  });
  it('accepts dispatch types 0 to 5 only and quantities 1 to 1000 (spec/1 §1, §9)', () => {
    expect(ZCart.safeParse({ fmu: 1, tipo: 5 }).success).toBe(true);
    expect(ZCart.safeParse({ fmu: 1, tipo: 6 }).success).toBe(false);
    const line = { item: 'p1', indiceCart: 0, lineReference: 'r1' };
    expect(ZCartLine.safeParse({ ...line, cant: 1000 }).success).toBe(true);
    expect(ZCartLine.safeParse({ ...line, cant: 1001 }).success).toBe(false);
    expect(ZCartLine.safeParse({ ...line, cant: 0 }).success).toBe(false);
  });
});

describe('stock and price contracts', () => {
  it('needs a cart id, a location id whose restaurant part has 22 characters, and at least one line', () => {
    const lines = [{ ip: 'p1', cant: 1 }];
    const cartId = 'c_0123456789abcdef';
    expect(ZReserveRequest.parse({ cartId, irl, lines })).toEqual({
      cartId,
      irl,
      dk: '',
      lines: [{ ip: 'p1', cant: 1, extras: {} }],
    });
    expect(ZReserveRequest.safeParse({ cartId, irl: 'short-1', lines }).success).toBe(false);
    expect(ZReserveRequest.safeParse({ cartId, irl, lines: [] }).success).toBe(false);
    expect(ZReserveRequest.safeParse({ irl, lines }).success).toBe(false);
    expect(ZReserveRequest.safeParse({ cartId: 'short', irl, lines }).success).toBe(false);
    expect(ZPriceCheckRequest.safeParse({ irl, tipo: 2, lines: [] }).success).toBe(true);
  });
  it('answers a refused reservation with its shortages', () => {
    const answer = {
      ok: true,
      data: {
        reserved: false,
        shortages: [{ line: 0, kind: 'product', id: 'p1', wanted: 3, available: 1 }],
        stock: [{ kind: 'product', id: 'p1', stock: 1, crinvol: 0, agot: false }],
      },
    };
    expect(ZReserveResponse.parse(answer)).toEqual(answer);
  });
});

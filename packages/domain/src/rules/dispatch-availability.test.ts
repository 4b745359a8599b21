import { describe, expect, it } from 'vitest';
import { ZCategory, ZProduct, ZPromotion } from '../contracts/menu.ts';
import { linesNotOffered, menuForType, offeredFor } from './dispatch-availability.ts';

const product = (ip: string, tipos?: number[]) =>
  ZProduct.parse({ ip, np: ip, pm: 1000, jp: ['001'], sort: '1', ...(tipos ? { tipos } : {}) });

describe('availability by dispatch type (issue 13 item 3)', () => {
  it('offers a product without a list for every type, one with a list only for the types it names', () => {
    const anywhere = product('pan');
    const notDelivered = product('helado', [1, 3, 4, 5]);
    const kioskOnly = product('combo', [4, 5]);
    for (const tipo of [1, 2, 3, 4, 5]) expect(offeredFor(anywhere, tipo)).toBe(true);
    expect([1, 2, 3, 4, 5].map((t) => offeredFor(notDelivered, t))).toEqual([true, false, true, true, true]);
    expect([1, 2, 3, 4, 5].map((t) => offeredFor(kioskOnly, t))).toEqual([false, false, false, true, true]);
  });

  it('hides nothing while no type is chosen (type 0)', () => {
    expect(offeredFor(product('combo', [4, 5]), 0)).toBe(true);
  });

  it('refuses an empty or unknown list in the catalog contract', () => {
    const base = { ip: 'x', np: 'x', pm: 1, jp: ['001'], sort: '1' };
    expect(ZProduct.safeParse({ ...base, tipos: [] }).success).toBe(false);
    expect(ZProduct.safeParse({ ...base, tipos: [0] }).success).toBe(false);
    expect(ZProduct.safeParse({ ...base, tipos: [6] }).success).toBe(false);
    expect(ZProduct.safeParse({ ...base, tipos: [2, 2] }).success).toBe(false);
    expect(ZProduct.parse(base).tipos).toBeUndefined();
  });

  it('leaves hidden products out of the menu, its categories and its promotions', () => {
    const menu = {
      prods: [product('pan'), product('helado', [1])],
      jprods: [ZCategory.parse({ id: '001', name: 'Todo', prods: ['pan', 'helado'], sort: '1' })],
      promos: [ZPromotion.parse({ id: 'p', title: 'Helado', ip: 'helado' })],
    };
    const delivery = menuForType(menu, 2);
    expect(delivery.prods.map((p) => p.ip)).toEqual(['pan']);
    expect(delivery.jprods[0]?.prods).toEqual(['pan']);
    expect(delivery.promos).toEqual([]);
    expect(menuForType(menu, 1)).toBe(menu);
  });

  it('finds the cart lines whose product is not offered for the type; unknown products are not its to judge', () => {
    const products = new Map([
      ['sangria', product('sangria', [1, 3])],
      ['pan', product('pan')],
    ]);
    const lines = [
      { item: 'pan', indiceCart: 1 },
      { item: 'sangria', indiceCart: 2 },
      { item: 'borrado', indiceCart: 3 },
    ];
    const productOf = (ip: string) => products.get(ip);
    expect(linesNotOffered(lines, productOf, 2).map((l) => l.indiceCart)).toEqual([2]);
    expect(linesNotOffered(lines, productOf, 1)).toEqual([]);
    expect(linesNotOffered(lines, productOf, 0)).toEqual([]);
  });
});

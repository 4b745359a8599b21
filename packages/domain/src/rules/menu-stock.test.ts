import { describe, expect, it } from 'vitest';
import type { TMenu } from '../contracts/menu.ts';
import { ZExtra, ZProduct } from '../contracts/menu.ts';
import { applyStockLevels } from './menu-stock.ts';

const menu = {
  prods: [
    ZProduct.parse({ ip: 'a', np: 'A', pm: 1, jp: ['001'], sort: '1', stock: 5 }),
    ZProduct.parse({ ip: 'b', np: 'B', pm: 1, jp: ['001'], sort: '2' }),
  ],
  extras: [ZExtra.parse({ pl: 'x', codJextras: 'g', np: 'X', pm: 0 })],
} as TMenu;

describe('applyStockLevels (spec/1 §4: sold-out updates without reload)', () => {
  it('sets the levels of the named products and extras and keeps the others as they were', () => {
    const next = applyStockLevels(menu, [
      { kind: 'product', id: 'a', stock: 0, crinvol: 0, agot: false },
      { kind: 'extra', id: 'x', stock: null, crinvol: 0, agot: true },
    ]);
    expect(next.prods[0]).toMatchObject({ stock: 0 });
    expect(next.prods[1]).toBe(menu.prods[1]);
    expect(next.extras[0]?.agot).toBe(true);
  });

  it('returns the same menu when nothing changes', () => {
    expect(applyStockLevels(menu, [{ kind: 'product', id: 'a', stock: 5, crinvol: 0, agot: false }])).toBe(
      menu,
    );
    expect(applyStockLevels(menu, [{ kind: 'product', id: 'zz', stock: 1, crinvol: 0, agot: false }])).toBe(
      menu,
    );
  });
});

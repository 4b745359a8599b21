import { type TMenu, ZExtra, ZExtraGroup, ZProduct, ZTag } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { indexMenu, priceDisplay, productView } from './product-view.ts';

const labels = { soldOut: 'Agotado', percentOff: (p: string) => `${p} dcto.` };
const product = (extra: object = {}) =>
  ZProduct.parse({ ip: 'p1', np: 'Pizza', pm: 8900, jp: ['001'], sort: '1', ...extra });
const menu: Pick<TMenu, 'prods' | 'jextras' | 'extras' | 'tags'> = {
  prods: [],
  jextras: [
    ZExtraGroup.parse({
      codJextras: 'size',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['s', 'l'],
    }),
  ],
  extras: [
    ZExtra.parse({ pl: 's', codJextras: 'size', np: 'Chica', pm: 5900 }),
    ZExtra.parse({ pl: 'l', codJextras: 'size', np: 'Grande', pm: 9900 }),
  ],
  tags: [
    ZTag.parse({
      id: 'veg',
      translation: { es: 'Vegetariano', en: 'Vegetarian' },
      color: '#fff',
      background: '#060',
    }),
  ],
};
const index = indexMenu(menu);

describe('product view', () => {
  it('shows the price with its reference', () => {
    expect(priceDisplay(product({ refpr: 9900 }), index)).toEqual({
      kind: 'price',
      amount: 8900,
      reference: 9900,
    });
  });

  it("shows 'From' the cheapest required extra when the price is 0", () => {
    expect(priceDisplay(product({ pm: 0, jb: ['size'] }), index)).toEqual({ kind: 'from', amount: 5900 });
  });

  it("shows 'From' for a product flagged without a price of its own", () => {
    expect(priceDisplay(product({ pm: 0, sinPrecio: true, jb: ['size'] }), index)).toEqual({
      kind: 'from',
      amount: 5900,
    });
  });

  it('tags sold out, percent off and the first known label, translated', () => {
    const view = productView(
      product({ agot: true, refpr: 10000, ftags: ['nope', 'veg'] }),
      index,
      'en',
      labels,
    );
    expect(view.soldOut).toBe(true);
    expect(view.tags.map((t) => t.label)).toEqual(['Agotado', '11% dcto.', 'Vegetarian']);
  });

  it('has no tags for a plain product and falls back to the photo list', () => {
    const view = productView(product({ fo: ['/media/demo/a.svg'] }), index, 'es', labels);
    expect(view.tags).toEqual([]);
    expect(view.photo).toBe('/media/demo/a.svg');
    expect(view.name).toBe('Pizza');
  });
});

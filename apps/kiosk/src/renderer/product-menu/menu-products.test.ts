import type { TMenu } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { ALL, menuCategories, menuProducts } from './menu-products.ts';

const product = (ip: string, np: string, sort: string, jp: string) => ({
  ip,
  np,
  nombreTrad: { en: `${np} (en)` },
  dn: '',
  pm: 1000,
  refpr: 0,
  foto: '',
  fo: [],
  jp: [jp],
  jb: [],
  ftags: [],
  sinPrecio: false,
  promo: false,
  sort,
  stock: null,
  crinvol: 0,
  agot: false,
});
const category = (id: string, name: string, sort: string, prods: string[], visible = true) => ({
  id,
  name,
  nombreTrad: {},
  visible,
  foto: '',
  kind: 'eat' as const,
  prods,
  sort,
});

const menu = {
  jprods: [
    category('002', 'Postres', '3', ['p4']),
    category('001', 'Pizzas', '1', []),
    category('001001', 'Clásicas', '2', ['p2', 'p1']),
    category('003', 'Oculta', '4', ['p3'], false),
    category('004', 'Vacía', '5', []),
  ],
  prods: [
    product('p1', 'Margarita', '2', '001001'),
    product('p2', 'Napolitana', '1', '001001'),
    product('p3', 'Secreta', '1', '003'),
    product('p4', 'Alfajor', '1', '002'),
  ],
} as unknown as TMenu;

describe('menu products', () => {
  it('offers visible top-level categories that hold products, subcategories included', () => {
    expect(menuCategories(menu).map((c) => c.id)).toEqual(['001', '002']);
  });

  it("lists a parent's products through its subcategories, in menu order", () => {
    const list = menuProducts(menu, '001', { lang: 'es', seosort: 0 });
    expect(list.map((p) => p.ip)).toEqual(['p2', 'p1']);
  });

  it("'all' lists every visible category's products once", () => {
    expect(menuProducts(menu, ALL, { lang: 'es', seosort: 0 }).map((p) => p.ip)).toEqual(['p2', 'p1', 'p4']);
  });

  it('seosort 1 or 3 sorts by name in the diner language', () => {
    for (const seosort of [1, 3]) {
      const list = menuProducts(menu, ALL, { lang: 'es', seosort });
      expect(list.map((p) => p.np)).toEqual(['Alfajor', 'Margarita', 'Napolitana']);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ZCategory, ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import { sortKey } from './menu-display.ts';
import {
  categoryTree,
  compareSortKeys,
  parentCategoryId,
  sortCategories,
  sortExtras,
  sortProducts,
  sortsAlphabetically,
} from './menu-sort.ts';

const category = (id: string, position: number, prods: string[] = [], over: object = {}) =>
  ZCategory.parse({ id, name: `c${id}`, sort: sortKey(position), prods, ...over });
const product = (ip: string, np: string, position: number, over: object = {}) =>
  ZProduct.parse({ ip, np, pm: 1000, jp: ['001'], sort: sortKey(position), ...over });

describe('menu order (spec/1 §3 Category, §9; spec/3 §3 and §5 seosort)', () => {
  it('sorts alphabetically for seosort 1 or 3 only', () => {
    expect([0, 1, 2, 3].map(sortsAlphabetically)).toEqual([false, true, false, true]);
  });
  it('compares 20-digit sort keys, padding shorter ones', () => {
    expect(compareSortKeys(sortKey(2), sortKey(10))).toBeLessThan(0);
    expect(compareSortKeys('2', '10')).toBeLessThan(0);
    expect(compareSortKeys(sortKey(7), '7')).toBe(0);
  });
  it('orders categories by sort key', () => {
    const sorted = sortCategories([category('002', 20), category('001', 3), category('003', 100)]);
    expect(sorted.map((c) => c.id)).toEqual(['001', '002', '003']);
  });
  it('orders products by sort key, or by name in the diner language for seosort 1 or 3', () => {
    const list = [
      product('a', 'Zapallo', 1),
      product('b', 'Ñoquis', 2, { nombreTrad: { en: 'Gnocchi' } }),
      product('c', 'Ají', 3),
    ];
    expect(sortProducts(list, { seosort: 0, lang: 'es' }).map((p) => p.ip)).toEqual(['a', 'b', 'c']);
    expect(sortProducts(list, { seosort: 1, lang: 'es' }).map((p) => p.ip)).toEqual(['c', 'b', 'a']);
    expect(sortProducts(list, { seosort: 3, lang: 'en' }).map((p) => p.ip)).toEqual(['c', 'b', 'a']);
    expect(list.map((p) => p.ip)).toEqual(['a', 'b', 'c']);
  });
  it("keeps a group's extras in its own order, or by name for seosort 1 or 3", () => {
    const group = ZExtraGroup.parse({
      codJextras: 'g',
      nomCatExtra: 'Salsas',
      min: 0,
      max: 0,
      multi: true,
      extras: ['x', 'y', 'z'],
    });
    const extras = new Map(
      [
        ['x', 'Pebre'],
        ['y', 'Ajo'],
        ['z', 'Mayo'],
      ].map(([pl, np]) => [pl!, ZExtra.parse({ pl, codJextras: 'g', np, pm: 0 })]),
    );
    expect(sortExtras(group, extras, { seosort: 0, lang: 'es' }).map((e) => e.np)).toEqual([
      'Pebre',
      'Ajo',
      'Mayo',
    ]);
    expect(sortExtras(group, extras, { seosort: 3, lang: 'es' }).map((e) => e.np)).toEqual([
      'Ajo',
      'Mayo',
      'Pebre',
    ]);
  });
});

describe('category tree (spec/1 §2 screen 1 hamburger modal, §3: 3 characters per level)', () => {
  const categories = [
    category('002', 2, ['p4']),
    category('001', 1, ['p1']),
    category('001002', 2, ['p2', 'p3']),
    category('001001', 1, ['p1', 'p2']),
    category('001001001', 1, ['p5']),
    category('003', 3, ['p6'], { visible: false }),
    category('003001', 1, ['p7']),
  ];
  it('reads the parent from the id', () => {
    expect(parentCategoryId('001002')).toBe('001');
    expect(parentCategoryId('001')).toBe('');
  });
  it('nests categories in sort order with own and total distinct product counts', () => {
    const tree = categoryTree(categories);
    const shape = (nodes: ReturnType<typeof categoryTree>): unknown[] =>
      nodes.map((n) => [n.category.id, n.productCount, n.totalCount, shape(n.children)]);
    expect(shape(tree)).toEqual([
      [
        '001',
        1,
        4,
        [
          ['001001', 2, 3, [['001001001', 1, 1, []]]],
          ['001002', 2, 2, []],
        ],
      ],
      ['002', 1, 1, []],
    ]);
  });
  it('leaves hidden categories and their children out unless asked', () => {
    expect(categoryTree(categories, { includeHidden: true }).map((n) => n.category.id)).toEqual([
      '001',
      '002',
      '003',
    ]);
  });
  it('counts only products that exist when given the products', () => {
    const products = new Map([['p4', product('p4', 'Cuatro', 1)]]);
    const tree = categoryTree([category('002', 1, ['p4', 'ghost'])], { products });
    expect(tree[0]?.productCount).toBe(1);
  });
});

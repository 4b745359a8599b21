import { ZProduct } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { sectionsOfKind } from './menu-filters.ts';
import { searchMenu } from './menu-search.ts';
import type { MenuSection } from './menu-sections.ts';

const product = (ip: string, np: string, extra: object = {}) =>
  ZProduct.parse({ ip, np, pm: 1000, jp: ['001'], sort: '1', ...extra });
const products = [
  product('a', 'Pizza Napolitana'),
  product('b', 'Limonada menta jengibre', { nombreTrad: { en: 'Mint ginger lemonade' } }),
  product('c', 'Champiñones salteados'),
];

describe('menu filters', () => {
  it('searches from 2 characters, without accents, in every language', () => {
    expect(searchMenu('p', products, new Map())).toBeNull();
    expect(searchMenu('champinon', products, new Map())?.map((p) => p.ip)).toEqual(['c']);
    expect(searchMenu('lemonade', products, new Map())?.map((p) => p.ip)).toEqual(['b']);
    expect(searchMenu('sushi', products, new Map())).toEqual([]);
  });

  it('keeps the top categories of the chosen kind', () => {
    const section = (id: string, kind: 'eat' | 'drink') => ({ id, kind }) as MenuSection;
    const all = [section('001', 'eat'), section('005', 'drink')];
    expect(sectionsOfKind(all, 'drink').map((s) => s.id)).toEqual(['005']);
    expect(sectionsOfKind(all, 'all')).toHaveLength(2);
  });
});

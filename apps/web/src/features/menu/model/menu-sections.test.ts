import { type TCategory, type TProduct, ZCategory, ZProduct } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { buildSections } from './menu-sections.ts';

const category = (id: string, name: string, prods: string[], extra: Partial<TCategory> = {}) =>
  ZCategory.parse({ id, name, prods, sort: id.padStart(20, '0'), ...extra });
const product = (ip: string, np: string, sort: string, extra: Partial<TProduct> = {}) =>
  ZProduct.parse({ ip, np, pm: 1000, jp: ['001'], sort, ...extra });
const es = { lang: 'es', seosort: 0 };

describe('buildSections', () => {
  it('orders categories and products by their sort keys', () => {
    const sections = buildSections(
      {
        jprods: [category('002', 'Bebidas', ['c']), category('001', 'Pizzas', ['b', 'a'])],
        prods: [product('b', 'Bravas', '2'), product('a', 'Zapallo', '1'), product('c', 'Cola', '1')],
      },
      es,
    );
    expect(sections.map((s) => s.title)).toEqual(['Pizzas', 'Bebidas']);
    expect(sections[0]?.products.map((p) => p.ip)).toEqual(['a', 'b']);
    expect(sections[0]?.anchor).toBe('category-001');
  });

  it('orders products by name when the restaurant sorts alphabetically (seosort 1)', () => {
    const sections = buildSections(
      {
        jprods: [category('001', 'Pizzas', ['b', 'a'])],
        prods: [product('b', 'Bravas', '2'), product('a', 'Zapallo', '1')],
      },
      { lang: 'es', seosort: 1 },
    );
    expect(sections[0]?.products.map((p) => p.np)).toEqual(['Bravas', 'Zapallo']);
  });

  it('nests a category under its parent by id prefix', () => {
    const sections = buildSections(
      {
        jprods: [
          category('001', 'Bebidas', []),
          category('001001', 'Calientes', ['a']),
          category('001002', 'Frías', ['b']),
        ],
        prods: [product('a', 'Café', '1'), product('b', 'Jugo', '1')],
      },
      es,
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]?.products).toEqual([]);
    expect(sections[0]?.children.map((c) => [c.title, c.depth])).toEqual([
      ['Calientes', 2],
      ['Frías', 2],
    ]);
  });

  it('leaves out hidden and empty categories, everything under a hidden one, and unknown products', () => {
    const sections = buildSections(
      {
        jprods: [
          category('001', 'Ocultos', [], { visible: false }),
          category('001001', 'Hijo de oculto', ['a']),
          category('002', 'Vacía', ['no-existe']),
          category('003', 'Con productos', ['b']),
        ],
        prods: [product('a', 'A', '1'), product('b', 'B', '1')],
      },
      es,
    );
    expect(sections.map((s) => s.title)).toEqual(['Con productos']);
  });

  it('uses the translated category name when there is one', () => {
    const sections = buildSections(
      {
        jprods: [category('001', 'Bebidas', ['a'], { nombreTrad: { en: 'Drinks' } })],
        prods: [product('a', 'A', '1')],
      },
      { lang: 'en', seosort: 0 },
    );
    expect(sections[0]?.title).toBe('Drinks');
  });
});

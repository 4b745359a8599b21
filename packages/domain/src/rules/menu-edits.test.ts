import { describe, expect, it } from 'vitest';
import { type TRestaurantImportInput, ZRestaurantImport } from '../contracts/catalog.ts';
import type { TExtra } from '../contracts/menu.ts';
import { catalogProblems } from './catalog-integrity.ts';
import {
  createExtraGroup,
  createProduct,
  deleteCategory,
  deleteExtraGroup,
  deleteProduct,
  offerExtraGroup,
  saveCategory,
  saveExtraGroup,
  saveProduct,
} from './menu-edits.ts';
import { newMenuItemId } from './menu-item-id.ts';

const input: TRestaurantImportInput = {
  ir: 'cmdTestRestaurant0000001',
  il: '1',
  simpleId: 1,
  nombre: 'Prueba',
  pais: 'cl',
  direccion: 'Calle 1',
  comuna: 'Santiago',
  ciudad: 'Santiago',
  latitud: -33.4,
  longitud: -70.6,
  tz: 'America/Santiago',
  logo: '',
  fotoPortada: '',
  tipoCocina: [],
  serviciosResto: 0,
  priceRange: 2,
  app: { nombre: 'Prueba' },
  web: { featuredProductsList: [['p1', 'p2']] },
  shifts: [{ jid: 'a', hi: '00:00', hf: '24:00', d: 127 }],
  menu: {
    categories: [
      { id: '001', name: 'Pizzas', sort: '1', prods: ['p1', 'p2'] },
      { id: '002', name: 'Bebidas', sort: '2', prods: [] },
    ],
    products: [
      { ip: 'p1', np: 'Margarita', pm: 1000, jp: ['001'], jb: ['g1'], sort: '1', stock: 5, agot: true },
      { ip: 'p2', np: 'Napolitana', pm: 1200, jp: ['001'], sort: '2' },
    ],
    extraGroups: [
      { codJextras: 'g1', nomCatExtra: 'Tamaño', min: 1, max: 1, multi: false, extras: ['e1', 'e2'] },
    ],
    extras: [
      { pl: 'e1', codJextras: 'g1', np: 'Mediana', pm: 0, stock: 3 },
      { pl: 'e2', codJextras: 'g1', np: 'Familiar', pm: 500 },
    ],
  },
};
const r = ZRestaurantImport.parse(input);
const { stock: _s, crinvol: _c, agot: _a, ...p1Draft } = r.menu.products[0]!;
const dropStock = ({ stock: _x, crinvol: _y, agot: _z, codJextras: _g, ...rest }: TExtra) => rest;

describe('menu edits (issue 13 item 3)', () => {
  it('replaces a product and keeps its stock; moving it between categories keeps both lists in step', () => {
    const after = saveProduct(r, { ...p1Draft, pm: 1500, jp: ['002'] });
    const p1 = after.menu.products.find((p) => p.ip === 'p1')!;
    expect(p1).toMatchObject({ pm: 1500, stock: 5, agot: true });
    expect(after.menu.categories.map((c) => c.prods)).toEqual([['p2'], ['p1']]);
    expect(catalogProblems(after)).toEqual([]);
  });

  it('creates a product unlimited and not sold out, listed at the end of its category', () => {
    const after = saveProduct(r, { ...p1Draft, ip: 'p3', np: 'Nueva', jb: [] });
    expect(after.menu.products.at(-1)).toMatchObject({ ip: 'p3', stock: null, crinvol: 0, agot: false });
    expect(after.menu.categories[0]!.prods).toEqual(['p1', 'p2', 'p3']);
  });

  it('deletes a product from its categories and featured lists; an unknown one is refused', () => {
    const out = deleteProduct(r, 'p2');
    expect(out.ok && out.value.menu.categories[0]!.prods).toEqual(['p1']);
    expect(out.ok && out.value.web.featuredProductsList).toEqual([['p1']]);
    expect(out.ok && catalogProblems(out.value)).toEqual([]);
    expect(deleteProduct(r, 'nope')).toMatchObject({ ok: false, refusal: { code: 'not_found' } });
  });

  it('saves a category without touching its products, and deletes only an empty one', () => {
    const renamed = saveCategory(r, { ...r.menu.categories[0]!, name: 'Pizzas al horno' });
    expect(renamed.menu.categories[0]).toMatchObject({ name: 'Pizzas al horno', prods: ['p1', 'p2'] });
    expect(deleteCategory(r, '001')).toMatchObject({
      ok: false,
      refusal: {
        code: 'category_not_empty',
        key: 'p1_err_category_not_empty',
        params: { category: 'Pizzas' },
      },
    });
    const out = deleteCategory(r, '002');
    expect(out.ok && out.value.menu.categories.map((c) => c.id)).toEqual(['001']);
  });

  it('saves a group with its extras in order: new ones join, dropped ones go, kept ones keep their stock', () => {
    const [e1, e2] = r.menu.extras.map(dropStock) as [
      ReturnType<typeof dropStock>,
      ReturnType<typeof dropStock>,
    ];
    const group = { ...r.menu.extraGroups[0]!, max: 2, extras: ['e3', 'e1'] };
    const after = saveExtraGroup(r, group, [
      { ...e2, pl: 'e3', np: 'XL' },
      { ...e1, pm: 100 },
    ]);
    expect(after.menu.extras.map((e) => [e.pl, e.codJextras, e.pm, e.stock])).toEqual([
      ['e3', 'g1', 500, null],
      ['e1', 'g1', 100, 3],
    ]);
    expect(after.menu.extraGroups[0]).toMatchObject({ max: 2, extras: ['e3', 'e1'] });
    expect(catalogProblems(after)).toEqual([]);
  });

  it('refuses to delete a group products still offer, naming them; an unused one goes with its extras', () => {
    expect(deleteExtraGroup(r, 'g1')).toMatchObject({
      ok: false,
      refusal: { code: 'group_in_use', params: { group: 'Tamaño', products: 'Margarita' } },
    });
    const unused = saveProduct(r, { ...p1Draft, jb: [] });
    const out = deleteExtraGroup(unused, 'g1');
    expect(out.ok && [out.value.menu.extraGroups, out.value.menu.extras]).toEqual([[], []]);
  });

  it('makes exactly the named products offer a group, in one edit; an unknown product is refused', () => {
    const moved = offerExtraGroup(r, 'g1', ['p2']);
    expect(moved.ok && moved.value.menu.products.map((p) => [p.ip, p.jb, p.stock])).toEqual([
      ['p1', [], 5],
      ['p2', ['g1'], null],
    ]);
    expect(moved.ok && catalogProblems(moved.value)).toEqual([]);
    const same = offerExtraGroup(r, 'g1', ['p1']);
    expect(same.ok && same.value.menu.products).toEqual(r.menu.products);
    expect(offerExtraGroup(r, 'g1', ['p1', 'nope'])).toMatchObject({
      ok: false,
      refusal: { code: 'not_found', key: 'p1_err_menu_item_not_found', params: { id: 'nope' } },
    });
  });

  it("a 'new' product or group refuses a code its kind already has, naming who has it; a free one is created", () => {
    expect(createProduct(r, { ...p1Draft, np: 'Otra' })).toMatchObject({
      ok: false,
      refusal: {
        code: 'menu_id_taken',
        key: 'p1_err_menu_id_taken',
        params: { id: 'p1', name: 'Margarita' },
      },
    });
    const created = createProduct(r, { ...p1Draft, ip: 'p3', np: 'Nueva', jb: [] });
    expect(created.ok && created.value).toEqual(
      saveProduct(r, { ...p1Draft, ip: 'p3', np: 'Nueva', jb: [] }),
    );
    const group = { ...r.menu.extraGroups[0]!, extras: ['e9'] };
    const extras = [{ ...dropStock(r.menu.extras[0]!), pl: 'e9', np: 'XL' }];
    expect(createExtraGroup(r, group, extras)).toMatchObject({
      ok: false,
      refusal: { code: 'menu_id_taken', params: { id: 'g1', name: 'Tamaño' } },
    });
    const free = createExtraGroup(r, { ...group, codJextras: 'g2' }, extras);
    expect(free.ok && catalogProblems(free.value)).toEqual([]);
  });
});

describe("a new menu item's code from its name (issue 13 item 3)", () => {
  it('writes the name as the demo codes are written, and makes it free with -2, -3…', () => {
    expect(newMenuItemId('Flan de la casa', [], 'producto')).toBe('flan-de-la-casa');
    expect(newMenuItemId('  Ñandú & Piña Colada!! ', [], 'producto')).toBe('nandu-pina-colada');
    expect(newMenuItemId('Crème brûlée', ['creme-brulee', 'creme-brulee-2'], 'producto')).toBe(
      'creme-brulee-3',
    );
    expect(newMenuItemId('¡¡!!', [], 'extra')).toBe('extra');
    expect(newMenuItemId('', ['extra'], 'extra')).toBe('extra-2');
    const long = newMenuItemId('a'.repeat(300), [], 'producto');
    expect(long).toBe('a'.repeat(60));
  });
});

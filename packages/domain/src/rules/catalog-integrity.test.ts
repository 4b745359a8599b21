import { describe, expect, it } from 'vitest';
import { type TRestaurantImportInput, ZRestaurantImport } from '../contracts/catalog.ts';
import { catalogProblems } from './catalog-integrity.ts';

const base: TRestaurantImportInput = {
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
  shifts: [{ jid: 'a', hi: '00:00', hf: '24:00', d: 127 }],
  menu: {
    categories: [{ id: '001', name: 'Pizzas', sort: '1', prods: ['p1'] }],
    products: [{ ip: 'p1', np: 'Pizza', pm: 1000, jp: ['001'], jb: ['g1'], sort: '1' }],
    extraGroups: [{ codJextras: 'g1', nomCatExtra: 'Tamaño', min: 1, max: 1, multi: false, extras: ['e1'] }],
    extras: [{ pl: 'e1', codJextras: 'g1', np: 'Mediana', pm: 0 }],
  },
};
const check = (over: (r: TRestaurantImportInput) => void) => {
  const copy: TRestaurantImportInput = JSON.parse(JSON.stringify(base));
  over(copy);
  return catalogProblems(ZRestaurantImport.parse(copy));
};

const ref = (key: string, params: Record<string, unknown>) => ({ key, params });

describe('catalogProblems', () => {
  it('accepts a consistent catalog', () => {
    expect(check(() => {})).toEqual([]);
  });
  it('names a product in a category that does not exist', () => {
    expect(check((r) => (r.menu.products[0]!.jp = ['009']))).toContainEqual(
      ref('p1_err_catalog_product_category', { product: 'p1', category: '009' }),
    );
  });
  it('needs the parent of a nested category (3 characters per level, spec/1 §3)', () => {
    expect(check((r) => r.menu.categories.push({ id: '002001', name: 'Sub', sort: '2' }))).toContainEqual(
      ref('p1_err_catalog_category_parent', { category: '002001', parent: '002' }),
    );
  });
  it('finds repeated ids, unknown extras groups and extras', () => {
    const problems = check((r) => {
      r.menu.products.push({ ip: 'p1', np: 'Otra', pm: 1, jp: ['001'], jb: ['nope'], sort: '2' });
      r.menu.extraGroups![0]!.extras.push('ghost');
    });
    expect(problems).toContainEqual(
      ref('p1_err_catalog_repeated', { kind: { key: 'm1_err_catalog_kind_product' }, id: 'p1' }),
    );
    expect(problems).toContainEqual(ref('p1_err_catalog_product_group', { product: 'p1', group: 'nope' }));
    expect(problems).toContainEqual(ref('p1_err_catalog_group_extra', { group: 'g1', extra: 'ghost' }));
  });
  it("needs a product's categories and a category's products to agree", () => {
    expect(check((r) => (r.menu.categories[0]!.prods = []))).toContainEqual(
      ref('p1_err_catalog_category_unlisted', { category: '001', product: 'p1' }),
    );
    const problems = check((r) => {
      r.menu.categories.push({ id: '002', name: 'Otras', sort: '2', prods: ['p1'] });
    });
    expect(problems).toContainEqual(
      ref('p1_err_catalog_product_unnamed', { category: '002', product: 'p1' }),
    );
  });
  it('needs a promotion to point at a product marked promo', () => {
    expect(check((r) => (r.menu.promos = [{ id: 'x', title: 'Promo', ip: 'p1' }]))).toContainEqual(
      ref('p1_err_catalog_promo_not_promo', { promo: 'x', product: 'p1' }),
    );
  });
  it("holds the payment methods' codes to the spec's (issue 13 item 3): known or the venue's own negative id", () => {
    const problems = check((r) => {
      r.paymentMethods = [
        { id: 0, nm: 'Al recibir' },
        { id: -2, nm: 'Efectivo' },
        { id: 5011, nm: 'Tarjeta' },
        { id: 1234, nm: 'Inventado' },
      ];
    });
    expect(problems).toEqual([ref('p1_err_payment_code_unknown', { code: 1234 })]);
  });
  it("takes kiosk codes only on a totem, once each, and 5010 only with the register's payCaja", () => {
    const kiosk = (payMethods: number[], payCaja?: string) =>
      check((r) => {
        r.kiosk = { nombre: 'Totem', payMethods, ...(payCaja ? { payCaja } : {}) };
      });
    expect(kiosk([1000, 5025, 5011])).toEqual([]);
    expect(kiosk([1000, 0, 1000])).toEqual([
      ref('p1_err_kiosk_pay_unknown', { code: 0 }),
      ref('p1_err_kiosk_pay_repeated', { code: 1000 }),
    ]);
    expect(kiosk([5010])).toEqual([{ key: 'm1_err_kiosk_pay_no_register' }]);
    expect(kiosk([5010], 'caja-1')).toEqual([]);
  });
});

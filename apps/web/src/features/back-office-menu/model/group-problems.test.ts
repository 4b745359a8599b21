import type { TSaveExtraGroup } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { contractProblems, placeOf, refusalProblems } from './group-problems.ts';

const label = (place: string) => `[${place}]`;
const body: TSaveExtraGroup = {
  ir: 'r',
  group: {
    codJextras: 'salsa',
    nomCatExtra: 'Salsa',
    nombreTrad: {},
    min: 0,
    max: 2,
    multi: false,
    extras: ['alioli', 'brava'],
  },
  extras: [
    {
      pl: 'alioli',
      np: 'Alioli',
      nombreTrad: {},
      dn: '',
      pm: 120,
      refpr: 0,
      maxex: 0,
      sinPrecio: false,
      fo: [],
    },
    { pl: 'brava', np: 'Brava', nombreTrad: {}, dn: '', pm: 0, refpr: 0, maxex: 0, sinPrecio: false, fo: [] },
  ],
  products: ['bravas'],
};

describe('the extras-group editor’s refusals at their fields (issue 13 item 3)', () => {
  it('places a path of the save’s body at the editor’s field', () => {
    expect(placeOf(['group', 'min'])).toBe('min');
    expect(placeOf(['group'])).toBe('max');
    expect(placeOf(['group', 'nombreTrad', 'en'])).toBe('en');
    expect(placeOf(['extras', 1, 'pm'])).toBe('extra.1.price');
    expect(placeOf(['extras', 0, 'nombreTrad', 'en'])).toBe('extra.0.en');
    expect(placeOf(['extras'])).toBe('extras');
    expect(placeOf(['products', 3])).toBe('products');
    expect(placeOf(['ir'])).toBe('form');
  });

  it('says what the import’s contract refuses, each at its field with the field’s label', () => {
    expect(contractProblems(body, label)).toEqual({});
    const problems = contractProblems(
      {
        ...body,
        group: { ...body.group, min: 3, max: 1 },
        extras: [{ ...body.extras[0]!, np: '' }, body.extras[1]!],
      },
      label,
    );
    expect(problems.max).toMatchObject({ key: 'p1_err_v_extras_min_max', params: { field: '[max]' } });
    expect(problems['extra.0.np']).toMatchObject({
      key: 'p1_err_v_min_chars',
      params: { field: '[extra.0.np]', min: 1 },
    });
    expect(Object.keys(problems).sort()).toEqual(['extra.0.np', 'max']);
  });

  it('places the server’s refusals: a repeated code at its extra, an unknown product at the products', () => {
    const repeated = {
      key: 'p1_err_catalog_refused',
      message: "No se guardó el cambio: Extra 'brava' está repetido",
      params: { detail: [{ key: 'p1_err_catalog_repeated', params: { kind: 'Extra', id: 'brava' } }] },
    };
    expect(refusalProblems(repeated, body)).toEqual({
      'extra.1.pl': { key: 'p1_err_catalog_repeated', params: { kind: 'Extra', id: 'brava' } },
    });
    const product = { key: 'p1_err_menu_item_not_found', params: { id: 'x' }, message: "'x' no está" };
    expect(refusalProblems(product, body)).toEqual({ products: product });
  });

  it('keeps a refusal that names no field whole, for the form', () => {
    const other = {
      key: 'p1_err_catalog_refused',
      message: 'No se guardó el cambio: …',
      params: { detail: [{ key: 'p1_err_v_problem', params: { field: 'menu.promos', problem: 'x' } }] },
    };
    expect(refusalProblems(other, body)).toEqual({ form: other });
    expect(refusalProblems({ key: 'm1_err_forbidden', message: 'No' }, body)).toEqual({
      form: { key: 'm1_err_forbidden', message: 'No' },
    });
    expect(refusalProblems({ message: 'Sin conexión' }, body).form?.message).toBe('Sin conexión');
  });
});

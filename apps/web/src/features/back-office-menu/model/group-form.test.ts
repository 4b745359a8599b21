import { type TBackOfficeMenu, ZBackOfficeMenu, ZSaveExtraGroup } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { groupBody, groupForm, newExtraRow } from './group-form.ts';

const label = (place: string) => `[${place}]`;

const cur = {
  code: 'EUR',
  symbol: '€',
  symbolPosition: 'after',
  decimalSeparator: ',',
  decimals: 2,
  thousandsSeparator: '.',
};
const data: TBackOfficeMenu = ZBackOfficeMenu.parse({
  ir: 'r',
  il: 'l',
  nombre: 'Taberna',
  cur,
  version: '1',
  menu: {
    categories: [{ id: '001', name: 'Tapas', prods: ['bravas', 'tortilla'], sort: '1' }],
    products: [
      { ip: 'bravas', np: 'Bravas', pm: 550, jp: ['001'], jb: ['salsa'], sort: '1' },
      { ip: 'tortilla', np: 'Tortilla', pm: 700, jp: ['001'], sort: '2' },
    ],
    extraGroups: [
      {
        codJextras: 'salsa',
        nomCatExtra: 'Salsa',
        nombreTrad: { en: 'Sauce', fr: 'Sauce' },
        min: 0,
        max: 2,
        multi: true,
        extras: ['alioli', 'brava'],
      },
    ],
    extras: [
      { pl: 'brava', codJextras: 'salsa', np: 'Brava', pm: 0 },
      { pl: 'alioli', codJextras: 'salsa', np: 'Alioli', pm: 120, maxex: 1, agot: true },
    ],
  },
});

describe('the extras-group form (issue 13 item 3)', () => {
  it('reads a saved group with its extras in the group’s order, prices in the venue’s money', () => {
    const form = groupForm(data, 'salsa');
    expect(form).toMatchObject({
      saved: true,
      en: 'Sauce',
      min: '0',
      max: '2',
      multi: true,
      products: ['bravas'],
    });
    expect(form.extras.map((e) => [e.pl, e.price, e.maxex])).toEqual([
      ['alioli', '1,20', '1'],
      ['brava', '0,00', '0'],
    ]);
  });

  it('builds the import’s body back, keeping other languages; the server’s contract accepts it', () => {
    const form = groupForm(data, 'salsa');
    form.extras[0] = { ...form.extras[0]!, price: '1,50', en: 'Garlic mayo' };
    form.extras.push({ ...newExtraRow(data.cur), pl: 'romesco', np: 'Romesco', price: '0,80' });
    const built = groupBody('r', form, data, label);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.body.group).toMatchObject({
      nombreTrad: { en: 'Sauce', fr: 'Sauce' },
      extras: ['alioli', 'brava', 'romesco'],
    });
    expect(built.body.extras.map((e) => [e.pl, e.pm, e.nombreTrad])).toEqual([
      ['alioli', 150, { en: 'Garlic mayo' }],
      ['brava', 0, {}],
      ['romesco', 80, {}],
    ]);
    expect(ZSaveExtraGroup.safeParse(built.body).success).toBe(true);
  });

  it('refuses text where a number or a price belongs, each at its field', () => {
    const form = groupForm(data, 'salsa');
    expect(groupBody('r', { ...form, min: 'uno' }, data, label)).toEqual({
      ok: false,
      problems: { min: { key: 'p9000_bm_number_invalid', params: { field: '[min]' } } },
    });
    const bad = {
      ...form,
      max: '-1',
      extras: [
        { ...form.extras[0]!, price: '1,2,3' },
        { ...form.extras[1]!, maxex: 'dos' },
      ],
    };
    const built = groupBody('r', bad, data, label);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual({
      max: { key: 'p9000_bm_number_invalid', params: { field: '[max]' } },
      'extra.0.price': { key: 'p9000_bm_extra_price_invalid', params: { name: 'Alioli' } },
      'extra.1.maxex': { key: 'p9000_bm_number_invalid', params: { field: '[extra.1.maxex]' } },
    });
  });

  it('lets the server judge min above max: the body carries it as typed', () => {
    const built = groupBody('r', { ...groupForm(data, 'salsa'), min: '3', max: '1' }, data, label);
    expect(built.ok && ZSaveExtraGroup.safeParse(built.body).success).toBe(false);
  });

  it('sends the products that offer the group with it: one save attaches and detaches', () => {
    const built = groupBody('r', { ...groupForm(data, 'salsa'), products: ['tortilla'] }, data, label);
    expect(built.ok && built.body.products).toEqual(['tortilla']);
  });

  it("a new group left without codes takes them from its names, free of the menu's, and only creates", () => {
    const form = groupForm(data, null);
    form.nomCatExtra = 'Salsa';
    form.extras = [
      { ...newExtraRow(data.cur), np: 'Brava' },
      { ...newExtraRow(data.cur), np: 'Brava' },
      { ...newExtraRow(data.cur), pl: 'mia', np: 'Romesco' },
    ];
    const built = groupBody('r', form, data, label);
    expect(built.ok && built.body.group).toMatchObject({
      codJextras: 'salsa-2',
      extras: ['brava-2', 'brava-3', 'mia'],
    });
    expect(built.ok && built.body.create).toBe(true);
    expect(built.ok && ZSaveExtraGroup.safeParse(built.body).success).toBe(true);
    // A saved group's save replaces it, as before.
    const saved = groupBody('r', groupForm(data, 'salsa'), data, label);
    expect(saved.ok && 'create' in saved.body).toBe(false);
  });
});

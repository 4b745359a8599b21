import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { type TExtra, type TExtraGroup, ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import { indexCatalog, productGroups } from './catalog-index.ts';
import {
  canAddProduct,
  checkGroup,
  type ExtrasSelection,
  extraQuantityLimit,
  groupHint,
  groupsInError,
  lineReferenceUnitPrice,
  lineUnitPrice,
  selectionProblems,
  setExtraQuantity,
  toggleExtra,
} from './extras-selection.ts';

const group = (codJextras: string, min: number, max: number, multi: boolean, extras: string[]) =>
  ZExtraGroup.parse({ codJextras, nomCatExtra: codJextras, min, max, multi, extras });
const extra = (pl: string, codJextras: string, pm: number, over: object = {}) =>
  ZExtra.parse({ pl, codJextras, np: pl, pm, ...over });

const size = group('size', 1, 1, false, ['s', 'm', 'l']);
const sauces = group('sauce', 0, 2, false, ['ketchup', 'mayo', 'mustard']);
const toppings = group('top', 0, 4, true, ['ham', 'olive', 'cheese', 'egg']);
const drinks = group('drink', 2, 0, true, ['cola', 'water']);
const extras = [
  extra('s', 'size', 0),
  extra('m', 'size', 2000),
  extra('l', 'size', 4000, { agot: true }),
  extra('ketchup', 'sauce', 0),
  extra('mayo', 'sauce', 0),
  extra('mustard', 'sauce', 0),
  extra('ham', 'top', 500, { maxex: 2, refpr: 700 }),
  extra('olive', 'top', 400, { stock: 5, crinvol: 2 }),
  extra('cheese', 'top', 300),
  extra('egg', 'top', 600, { agot: true }),
  extra('cola', 'drink', 1500),
  extra('water', 'drink', 1000),
];
const pizza = ZProduct.parse({
  ip: 'pizza',
  np: 'Pizza',
  pm: 8000,
  refpr: 9000,
  jp: ['001'],
  jb: ['size', 'sauce', 'top'],
  sort: '1',
});
const index = indexCatalog([pizza], [size, sauces, toppings, drinks], extras);
const x = (pl: string): TExtra => index.extras.get(pl)!;
const picked = (outcome: ReturnType<typeof toggleExtra>): ExtrasSelection => {
  if (!outcome.ok) throw new Error(outcome.refusal.key);
  return outcome.value;
};
const toggleAll = (g: TExtraGroup, pls: string[], from: ExtrasSelection = {}) =>
  pls.reduce((sel, pl) => picked(toggleExtra(sel, g, x(pl))), from);

describe('extras group bounds (spec/3 §5 Extra category error, spec/1 §5 Products and extras)', () => {
  it('is in error below min and above max', () => {
    expect(checkGroup(size, {})).toMatchObject({ total: 0, tooFew: true, ok: false });
    expect(checkGroup(size, { size: [['m', 1]] }).ok).toBe(true);
    expect(checkGroup(toppings, { top: [['cheese', 5]] })).toMatchObject({
      total: 5,
      tooMany: true,
      ok: false,
    });
  });
  it('does not check a side whose bound is 0', () => {
    expect(checkGroup(toppings, {}).ok).toBe(true); // min 0
    expect(checkGroup(drinks, { drink: [['cola', 10]] }).ok).toBe(true); // max 0
    expect(checkGroup(drinks, { drink: [['cola', 1]] }).tooFew).toBe(true); // min 2 still checked
  });
  it("hints 'Obligatorio' when min is above 0, with min and max shown when above 1", () => {
    expect(groupHint(size)).toEqual({ obligatorio: true, min: null, max: null });
    expect(groupHint(toppings)).toEqual({ obligatorio: false, min: null, max: 4 });
    expect(groupHint(drinks)).toEqual({ obligatorio: true, min: 2, max: null });
  });
  it('blocks adding while any group is out of bounds, and names those groups in order', () => {
    const groups = productGroups(pizza, index);
    expect(canAddProduct(groups, {})).toBe(false);
    expect(groupsInError(groups, { top: [['cheese', 5]] })).toEqual(['size', 'top']);
    expect(canAddProduct(groups, { size: [['m', 1]] })).toBe(true);
  });
});

describe('picking extras (spec/1 §5, spec/3 §5)', () => {
  it('toggles in a single-choice group, dropping the oldest pick beyond max', () => {
    expect(toggleAll(size, ['s', 'm'])).toEqual({ size: [['m', 1]] });
    expect(toggleAll(sauces, ['ketchup', 'mayo', 'mustard'])).toEqual({
      sauce: [
        ['mayo', 1],
        ['mustard', 1],
      ],
    });
  });
  it('unpicks a chosen extra, leaving no empty group behind', () => {
    expect(toggleAll(size, ['m', 'm'])).toEqual({});
    expect(toggleAll(sauces, ['ketchup', 'mayo', 'ketchup'])).toEqual({ sauce: [['mayo', 1]] });
  });
  it('refuses a sold-out extra and an extra of another group', () => {
    const soldOut = toggleExtra({}, size, x('l'));
    expect(soldOut.ok).toBe(false);
    if (!soldOut.ok) expect(soldOut.refusal).toEqual({ code: 'sold-out', key: 'm1_err_sold_out' });
    const wrong = toggleExtra({}, size, x('ham'));
    expect(wrong.ok ? null : wrong.refusal.code).toBe('not-in-group');
  });
  it('bounds an extra by the smallest positive of maxex, group max and stock minus reserved', () => {
    expect(extraQuantityLimit(x('ham'), toppings)).toBe(2); // maxex 2 < max 4
    expect(extraQuantityLimit(x('olive'), toppings)).toBe(3); // stock 5 - reserved 2
    expect(extraQuantityLimit(x('cheese'), toppings)).toBe(4); // group max
    expect(extraQuantityLimit(x('egg'), toppings)).toBe(0); // sold out
    expect(extraQuantityLimit(x('cola'), drinks)).toBeNull(); // nothing positive: no limit
    expect(extraQuantityLimit(x('m'), size)).toBe(1); // single choice
  });
  it('holds multi quantities to those limits and the group total to max', () => {
    const set = (sel: ExtrasSelection, pl: string, q: number) =>
      picked(setExtraQuantity(sel, toppings, x(pl), q));
    expect(set({}, 'ham', 5)).toEqual({ top: [['ham', 2]] });
    expect(set({}, 'olive', 9)).toEqual({ top: [['olive', 3]] });
    const hamTwo = set({}, 'ham', 2);
    expect(set(hamTwo, 'cheese', 4)).toEqual({
      top: [
        ['ham', 2],
        ['cheese', 2],
      ],
    });
    expect(set(set(hamTwo, 'cheese', 1), 'ham', 1)).toEqual({
      top: [
        ['ham', 1],
        ['cheese', 1],
      ],
    });
    expect(set(hamTwo, 'ham', 0)).toEqual({});
    expect(setExtraQuantity({}, toppings, x('egg'), 1).ok).toBe(false);
  });
  it('adds one per pick in a multi group', () => {
    expect(toggleAll(toppings, ['cheese', 'ham'])).toEqual({
      top: [
        ['cheese', 1],
        ['ham', 1],
      ],
    });
  });
});

describe('line prices (spec/1 §5 Totals)', () => {
  const selection: ExtrasSelection = {
    size: [['m', 1]],
    top: [
      ['ham', 2],
      ['cheese', 1],
    ],
  };
  it('is product pm plus each extra pm times its quantity', () => {
    expect(lineUnitPrice(index, 'pizza', selection)).toBe(8000 + 2000 + 500 * 2 + 300);
    expect(lineUnitPrice(index, 'pizza', {})).toBe(8000);
  });
  it('uses refpr for the reference price, and pm where refpr is 0', () => {
    expect(lineReferenceUnitPrice(index, 'pizza', selection)).toBe(9000 + 2000 + 700 * 2 + 300);
  });
  it('has no price for an unknown product or extra', () => {
    expect(lineUnitPrice(index, 'ghost', {})).toBeNull();
    expect(lineUnitPrice(index, 'pizza', { top: [['ghost', 1]] })).toBeNull();
  });
});

describe('selectionProblems (the server check of a line)', () => {
  it('accepts a valid selection', () => {
    expect(selectionProblems(pizza, index, { size: [['m', 1]], sauce: [['mayo', 1]] })).toEqual([]);
  });
  it('names every problem', () => {
    const problems = selectionProblems(pizza, index, {
      drink: [['cola', 2]],
      top: [
        ['ham', 3],
        ['egg', 1],
        ['m', 1],
        ['cheese', 3],
      ],
    });
    expect(problems.map((p) => formatServerText(p.key, p.params))).toEqual([
      "el grupo 'drink' no es del producto 'pizza'",
      "el extra 'ham' admite como máximo 2",
      "el extra 'egg' está agotado",
      "el extra 'm' no es del grupo 'top'",
      "el grupo 'size' pide al menos 1",
      "el grupo 'top' admite como máximo 4",
    ]);
  });
});

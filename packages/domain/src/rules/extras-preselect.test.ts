import { describe, expect, it } from 'vitest';
import { type TExtra, type TExtraGroup, ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import { cheapestRequiredPicks } from './extras-preselect.ts';
import { canAddProduct } from './extras-selection.ts';
import { fromPrice, sortKey } from './menu-display.ts';

const group = (codJextras: string, min: number, max: number, extras: string[], multi = false) =>
  ZExtraGroup.parse({ codJextras, nomCatExtra: codJextras, min, max, multi, extras });
const extra = (pl: string, codJextras: string, pm: number, over: object = {}) =>
  ZExtra.parse({ pl, codJextras, np: pl, pm, ...over });

// Forestal's 'Arma tu pizza': a base (one of three) and 2 or 3 toppings, four of them free.
const base = group('base', 1, 1, ['individual', 'mediana', 'familiar']);
const toppings = group('ing', 2, 3, ['champinones', 'cherry', 'pepperoni', 'cebolla'], true);
const extrasOf = (list: TExtra[]) => new Map(list.map((e) => [e.pl, e]));
const index = (list: TExtra[], groups: TExtraGroup[] = [base, toppings]) => ({
  groups: new Map(groups.map((g) => [g.codJextras, g])),
  extras: extrasOf(list),
});
const pizza = ZProduct.parse({
  ip: 'arma',
  np: 'Arma tu pizza',
  pm: 0,
  jp: ['001'],
  jb: ['base', 'ing'],
  sort: sortKey(1),
});
const all = [
  extra('individual', 'base', 6900),
  extra('mediana', 'base', 8900),
  extra('familiar', 'base', 11900),
  extra('champinones', 'ing', 500),
  extra('cherry', 'ing', 0),
  extra('pepperoni', 'ing', 800),
  extra('cebolla', 'ing', 0),
];

describe('the cheapest required choices (issue 15 item 4)', () => {
  it("picks the cheapest base and the two cheapest toppings: the detail opens at its 'Desde' price", () => {
    const picks = cheapestRequiredPicks(pizza, index(all));
    expect(picks).toEqual({
      base: [['individual', 1]],
      ing: [
        ['cherry', 1],
        ['cebolla', 1],
      ],
    });
    const { groups, extras } = index(all);
    expect(fromPrice(pizza, groups, extras)).toBe(6900);
    expect(canAddProduct([base, toppings], picks)).toBe(true);
  });
  it('skips sold-out extras and leaves optional groups alone', () => {
    const optional = group('extra', 0, 2, ['cherry'], true);
    const soldOut = all.map((e) => (e.pl === 'individual' ? { ...e, agot: true } : e));
    const product = { ...pizza, jb: ['base', 'extra'] };
    expect(cheapestRequiredPicks(product, index(soldOut, [base, optional]))).toEqual({
      base: [['mediana', 1]],
    });
  });
  it('fills a group as far as its available extras go', () => {
    const few = all.filter((e) => e.pl !== 'cherry' && e.pl !== 'pepperoni' && e.pl !== 'champinones');
    expect(cheapestRequiredPicks(pizza, index(few)).ing).toEqual([['cebolla', 1]]);
  });
});

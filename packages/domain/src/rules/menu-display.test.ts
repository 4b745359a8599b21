import { describe, expect, it } from 'vitest';
import { type TExtra, type TExtraGroup, ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import { discountPercent, fromPrice, localName, sortKey } from './menu-display.ts';

const product = (over: object = {}) =>
  ZProduct.parse({ ip: 'p1', np: 'Pizza', pm: 0, jp: ['001'], sort: sortKey(1), ...over });
const extra = (pl: string, pm: number, over: object = {}) =>
  ZExtra.parse({ pl, codJextras: 'g', np: pl, pm, ...over });

describe('menu display rules', () => {
  it('computes the discount percent as (price / reference - 1) × 100 (spec/1 §5 Totals)', () => {
    expect(discountPercent(8000, 10000)).toBe(-20);
    expect(discountPercent(10000, 0)).toBe(0);
    expect(discountPercent(12000, 10000)).toBe(0);
  });
  it("prices 'From $x' as the cheapest extra of each category with min above 0 (spec/3 §5)", () => {
    const size: TExtraGroup = ZExtraGroup.parse({
      codJextras: 'size',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['s', 'm', 'l'],
    });
    const dough: TExtraGroup = ZExtraGroup.parse({
      codJextras: 'dough',
      nomCatExtra: 'Masa',
      min: 1,
      max: 1,
      multi: false,
      extras: ['thin', 'thick'],
    });
    const toppings: TExtraGroup = ZExtraGroup.parse({
      codJextras: 'top',
      nomCatExtra: 'Agregados',
      min: 0,
      max: 4,
      multi: true,
      extras: ['ham'],
    });
    const extras = new Map<string, TExtra>(
      [
        extra('s', 7000, { agot: true }),
        extra('m', 9000),
        extra('l', 12000),
        extra('thin', 0),
        extra('thick', 500),
        extra('ham', 100),
      ].map((e) => [e.pl, e]),
    );
    const groups = new Map([size, dough, toppings].map((g) => [g.codJextras, g]));
    // The sold-out small size does not count: medium 9000 + thin 0; toppings (min 0) add nothing.
    expect(fromPrice(product({ jb: ['size', 'dough', 'top'] }), groups, extras)).toBe(9000);
    expect(fromPrice(product({ pm: 1000, jb: [] }), groups, extras)).toBe(1000);
  });
  it('pads sort keys to 20 digits (spec/1 §3 Category)', () => {
    expect(sortKey(42)).toBe('00000000000000000042');
  });
  it('names an item in the asked language, Spanish otherwise', () => {
    const p = product({ nombreTrad: { en: 'Pizza pie' } });
    expect(localName(p, 'en')).toBe('Pizza pie');
    expect(localName(p, 'es')).toBe('Pizza');
  });
});

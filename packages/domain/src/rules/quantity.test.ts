import { describe, expect, it } from 'vitest';
import { ZProduct } from '../contracts/menu.ts';
import { clampQuantity, isAddableQuantity, quantityBounds, stepQuantity } from './quantity.ts';

const product = (over: object = {}) =>
  ZProduct.parse({ ip: 'p1', np: 'Pizza', pm: 8900, jp: ['001'], sort: '1', ...over });

describe('quantity stepper (spec/1 §5 Products and extras, spec/3 §5, spec/1 §9)', () => {
  it('goes from 0 to 1000 when stock is not limited', () => {
    expect(quantityBounds(product())).toEqual({ min: 0, max: 1000 });
  });
  it('stops at stock minus reserved stock when stock is limited', () => {
    expect(quantityBounds(product({ stock: 12, crinvol: 2 }))).toEqual({ min: 0, max: 10 });
    expect(quantityBounds(product({ stock: 5000, crinvol: 0 })).max).toBe(1000);
  });
  it('counts the units a line already holds as its own when editing it', () => {
    expect(quantityBounds(product({ stock: 5, crinvol: 2 }), 4).max).toBe(7);
  });
  it('limits a promotion product to 1', () => {
    expect(quantityBounds(product({ promo: true })).max).toBe(1);
    expect(quantityBounds(product({ promo: true, stock: 0 })).max).toBe(0);
  });
  it('offers nothing for a sold-out product, but lets a line keep what it holds', () => {
    expect(quantityBounds(product({ agot: true })).max).toBe(0);
    expect(quantityBounds(product({ stock: 3, crinvol: 3 })).max).toBe(0);
    expect(quantityBounds(product({ agot: true }), 2).max).toBe(2);
  });
  it('clamps and steps within the bounds', () => {
    const bounds = quantityBounds(product({ stock: 3, crinvol: 0 }));
    expect(clampQuantity(7, bounds)).toBe(3);
    expect(clampQuantity(-2, bounds)).toBe(0);
    expect(clampQuantity(2.7, bounds)).toBe(2);
    expect(stepQuantity(3, 1, bounds)).toBe(3);
    expect(stepQuantity(0, -1, bounds)).toBe(0);
    expect(stepQuantity(1, 1, bounds)).toBe(2);
  });
  it('ignores a quantity of 0 or less on add', () => {
    expect(isAddableQuantity(0)).toBe(false);
    expect(isAddableQuantity(-1)).toBe(false);
    expect(isAddableQuantity(1.5)).toBe(false);
    expect(isAddableQuantity(1)).toBe(true);
  });
});

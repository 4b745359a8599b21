import { PROMOTION_QUANTITY_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import type { TProduct } from '../contracts/menu.ts';
import { availableUnits } from './stock.ts';

export type QuantityBounds = { min: number; max: number };

/**
 * The product quantity stepper's bounds (spec/1 §5 'Products and extras', spec/3 §5): min 0; max the
 * stock minus reserved stock when stock is limited, otherwise 1000; a promotion product 1; a sold-out
 * product 0. `held` is what the line being edited already holds: those units are already taken from
 * stock, so they count as available to it again. 1000 stays a ceiling even for a larger stock (§9).
 */
export function quantityBounds(
  product: Pick<TProduct, 'stock' | 'crinvol' | 'agot' | 'promo'>,
  held = 0,
): QuantityBounds {
  const ceiling = product.promo ? PROMOTION_QUANTITY_MAX : QUANTITY_MAX;
  // A product flagged sold out can keep what a line already holds, but gain nothing.
  if (product.agot) return { min: QUANTITY_MIN, max: Math.min(ceiling, held) };
  const free = availableUnits(product);
  return { min: QUANTITY_MIN, max: free === null ? ceiling : Math.min(ceiling, free + held) };
}

/** A quantity brought inside the bounds, as a whole number. */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (!Number.isFinite(quantity)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(quantity)));
}

/** The stepper's + (delta 1) and − (delta −1): never past the bounds. */
export function stepQuantity(current: number, delta: number, bounds: QuantityBounds): number {
  return clampQuantity(current + delta, bounds);
}

/** A quantity of 0 or less is ignored on add (spec/1 §5, spec/3 §5). */
export function isAddableQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity > 0;
}

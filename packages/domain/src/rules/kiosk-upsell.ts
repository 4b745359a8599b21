import type { TCategory, TProduct } from '../contracts/menu.ts';
import { isSoldOut } from './stock.ts';

export const UPSELL_MAX_PRODUCTS = 4;

/**
 * 'One last craving?' (spec/3 §2 /upselling). The spec names no rule; ours: when the cart holds no
 * drink, offer up to 4 drinks (products of categories of kind 'drink') that are on sale, priced, not
 * promotions and not sold out, in menu order. A cart that already has a drink gets no upsell step.
 */
export function upsellProducts(
  categories: readonly TCategory[],
  products: readonly TProduct[],
  cartItems: readonly string[],
): TProduct[] {
  const drinkIds = new Set(categories.filter((c) => c.visible && c.kind === 'drink').flatMap((c) => c.prods));
  if (cartItems.some((ip) => drinkIds.has(ip))) return [];
  return products
    .filter((p) => drinkIds.has(p.ip) && p.pm > 0 && !p.promo && !isSoldOut(p))
    .slice(0, UPSELL_MAX_PRODUCTS);
}

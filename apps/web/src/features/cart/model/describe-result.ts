import type { TranslateFn } from '@comanda/i18n';
import type { CartActionResult } from './cart-result.ts';

/**
 * A refusal in the diner's language. Known codes have their own text; the rest fall back to the
 * domain's or server's Spanish message, which is still readable. Null for success.
 */
export function describeResult(
  result: CartActionResult,
  t: TranslateFn,
  nameOf: (id: string) => string,
): string | null {
  if (result.ok) return null;
  switch (result.code) {
    case 'other-venue':
      return t('m1_cart_other_venue');
    case 'extras':
      return t('m1_product_extras_needed');
    case 'sold-out':
      return t('m1_sold_out');
    case 'unknown-product':
      return t('m1_product_unavailable');
    case 'quantity-limit': {
      const n = /\d+/.exec(result.message)?.[0];
      return n ? t('p1_cart_quantity_limit', { n }) : result.message;
    }
    case 'stock': {
      const shortage = result.shortages?.[0];
      if (!shortage) return t('m1_cart_stock_short');
      const name = nameOf(shortage.id);
      return shortage.available > 0
        ? t('p1_cart_stock', { count: shortage.available, name })
        : t('p1_cart_sold_out', { name });
    }
    default:
      return result.message;
  }
}

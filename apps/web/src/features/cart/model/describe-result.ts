import type { NoticeText } from '../../../lib/notifications.ts';
import type { CartActionResult } from './cart-result.ts';

/**
 * A refusal as a text key and its parameters, put in words where it is shown (lib/notifications.ts sayNotice),
 * so a language switch while it shows re-says it. Known codes have their own text; the rest fall back to the
 * domain's or server's Spanish message, which is still readable. Null for success. Product names are the
 * restaurant's, in the language of the menu they were read from.
 */
export function describeResult(result: CartActionResult, nameOf: (id: string) => string): NoticeText | null {
  if (result.ok) return null;
  switch (result.code) {
    case 'other-venue':
      return { key: 'm1_cart_other_venue' };
    case 'extras':
      return { key: 'm1_product_extras_needed' };
    case 'sold-out':
      return { key: 'm1_sold_out' };
    case 'unknown-product':
      return { key: 'm1_product_unavailable' };
    case 'quantity-limit': {
      const n = /\d+/.exec(result.message)?.[0];
      return n ? { key: 'p1_cart_quantity_limit', params: { n }, message: result.message } : result.message;
    }
    case 'stock': {
      const shortage = result.shortages?.[0];
      if (!shortage) return { key: 'm1_cart_stock_short' };
      const name = nameOf(shortage.id);
      return shortage.available > 0
        ? { key: 'p1_cart_stock', params: { count: shortage.available, name } }
        : { key: 'p1_cart_sold_out', params: { name } };
    }
    default:
      return result.message;
  }
}

import { SORT_KEY_LENGTH } from '../constants.ts';
import type { TExtra, TExtraGroup, TProduct } from '../contracts/menu.ts';
import { isSoldOut } from './stock.ts';

/** Discount percent for a tag: (price / reference price - 1) × 100, rounded; 0 without a reference (spec/1 §5 'Totals'). */
export function discountPercent(price: number, referencePrice: number): number {
  if (referencePrice <= 0 || price >= referencePrice) return 0;
  return Math.round((price / referencePrice - 1) * 100);
}

/**
 * The 'From $x' price of a product card: the product price plus the cheapest extra of each category
 * whose min is above 0 (spec/1 §5 'Totals', spec/3 §5).
 */
export function fromPrice(
  product: TProduct,
  groups: ReadonlyMap<string, TExtraGroup>,
  extras: ReadonlyMap<string, TExtra>,
): number {
  let total = product.pm;
  for (const code of product.jb) {
    const group = groups.get(code);
    if (!group || group.min <= 0) continue;
    const prices = group.extras
      .map((pl) => extras.get(pl))
      .filter((e): e is TExtra => e !== undefined && !isSoldOut(e))
      .map((e) => e.pm);
    if (prices.length > 0) total += Math.min(...prices);
  }
  return total;
}

/** A sort key zero-padded to 20 digits (spec/1 §3 'Category'). */
export function sortKey(position: number): string {
  return String(position).padStart(SORT_KEY_LENGTH, '0');
}

/**
 * A restaurant's own text in a language (issue 11 item 3): the translation it wrote for that language, else
 * its default (Spanish) text. Descriptions, payment method names, policies, table names, featured titles.
 */
export function localText(
  text: string,
  translations: Readonly<Record<string, string>> | undefined,
  lang: string,
) {
  return translations?.[lang] || text;
}

/** The display name in a language, falling back to the default (Spanish) text. */
export function localName(
  item: { np?: string; name?: string; nombreTrad: Record<string, string> },
  lang: string,
): string {
  return item.nombreTrad[lang] ?? item.np ?? item.name ?? '';
}

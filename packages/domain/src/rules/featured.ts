import { FEATURED_EVERY_DAY_INDEX, FEATURED_SUNDAY_INDEX } from '../constants.ts';
import type { TProduct } from '../contracts/menu.ts';
import type { TWebConfig } from '../contracts/restaurant.ts';

type FeaturedConfig = Pick<TWebConfig, 'featuredProductsList' | 'differentFeaturedProducts'>;

/**
 * Which featured list applies on a weekday (0 Sunday … 6 Saturday, the restaurant's local weekday as
 * localClock gives it): index 0 every day, unless differentFeaturedProducts, then 7 for Sunday and
 * 1..6 for Monday..Saturday (spec/1 §9 'Featured products').
 */
export function featuredListIndex(
  web: Pick<TWebConfig, 'differentFeaturedProducts'>,
  weekday: number,
): number {
  if (!web.differentFeaturedProducts) return FEATURED_EVERY_DAY_INDEX;
  return weekday === 0 ? FEATURED_SUNDAY_INDEX : weekday;
}

/** Today's featured products that exist in the menu, in the list's order; each once. */
export function featuredProductsFor(
  web: FeaturedConfig,
  weekday: number,
  products: ReadonlyMap<string, TProduct>,
): TProduct[] {
  const ids = web.featuredProductsList[featuredListIndex(web, weekday)] ?? [];
  return [...new Set(ids)].map((ip) => products.get(ip)).filter((p): p is TProduct => p !== undefined);
}

/**
 * The featured carousel shows only when the feature is on, the search is closed, photos are not
 * disabled (nopict) and there are products for today (spec/1 §9, spec/2 'Featured products').
 */
export function showFeatured(
  web: Pick<TWebConfig, 'featuredProductsBool' | 'nopict'> & FeaturedConfig,
  opts: { weekday: number; searchOpen: boolean; products: ReadonlyMap<string, TProduct> },
): boolean {
  return (
    web.featuredProductsBool &&
    !opts.searchOpen &&
    !web.nopict &&
    featuredProductsFor(web, opts.weekday, opts.products).length > 0
  );
}

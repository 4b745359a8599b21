import {
  CATEGORY_ID_LEVEL_LENGTH,
  compareSortKeys,
  sortProducts,
  sortsAlphabetically,
  type TCategory,
  type TMenu,
  type TProduct,
} from '@comanda/domain';

/** The category selector's 'all' entry. */
export const ALL = 'all';

const bySort = <T extends { sort: string }>(a: T, b: T) => compareSortKeys(a.sort, b.sort);

/** A category and the categories below it: ids grow by 3 characters per level (spec/1 §3 'Category'). */
const within = (category: TCategory, top: TCategory) => category.id.startsWith(top.id);

/**
 * The selector's categories: visible top-level categories that hold products themselves or through
 * their subcategories (a 'Pizzas' parent whose products sit in 'Clásicas' and 'De la casa').
 */
export function menuCategories(menu: TMenu): TCategory[] {
  const visible = menu.jprods.filter((c) => c.visible);
  return visible
    .filter((c) => c.id.length === CATEGORY_ID_LEVEL_LENGTH)
    .filter((top) => visible.some((c) => within(c, top) && c.prods.length > 0))
    .sort(bySort);
}

/**
 * The products of one top-level category and its subcategories (or of every category for 'all'),
 * each once, in menu order or alphabetically in the diner's language.
 */
export function menuProducts(
  menu: TMenu,
  categoryId: string,
  opts: { lang: string; seosort: number },
): TProduct[] {
  const byId = new Map(menu.prods.map((p) => [p.ip, p]));
  const tops = menuCategories(menu).filter((c) => categoryId === ALL || c.id === categoryId);
  const categories = menu.jprods.filter((c) => c.visible && tops.some((top) => within(c, top))).sort(bySort);
  const seen = new Set<string>();
  const list: TProduct[] = [];
  for (const category of categories) {
    const inCategory = category.prods
      .map((ip) => byId.get(ip))
      .filter((p): p is TProduct => p !== undefined && !seen.has(p.ip))
      .sort(bySort);
    for (const p of inCategory) {
      seen.add(p.ip);
      list.push(p);
    }
  }
  // Alphabetical for seosort 1 or 3 (spec/3 §5); otherwise the category-by-category order built above.
  return sortsAlphabetically(opts.seosort) ? sortProducts(list, opts) : list;
}

import { CATEGORY_ID_LEVEL_LENGTH, SEOSORT_ALPHABETICAL, SORT_KEY_LENGTH } from '../constants.ts';
import type { TCategory, TExtra, TExtraGroup, TProduct } from '../contracts/menu.ts';
import { localName } from './menu-display.ts';

/** seosort 1 or 3 lists products and extras alphabetically (spec/3 §3 cfgKiosk, §5). */
export function sortsAlphabetically(seosort: number): boolean {
  return (SEOSORT_ALPHABETICAL as readonly number[]).includes(seosort);
}

/**
 * Orders two sort keys. Keys are zero-padded to 20 digits (spec/1 §3 'Category'); a shorter key is
 * padded before comparing, so '2' still comes before '10'.
 */
export function compareSortKeys(a: string, b: string): number {
  const pa = a.padStart(SORT_KEY_LENGTH, '0');
  const pb = b.padStart(SORT_KEY_LENGTH, '0');
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}

/** Categories in their sort-key order (ids break ties). */
export function sortCategories(categories: readonly TCategory[]): TCategory[] {
  return [...categories].sort(
    (a, b) => compareSortKeys(a.sort, b.sort) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

type SortOptions = { seosort: number; lang: string };
const byName =
  (lang: string) =>
  (a: Parameters<typeof localName>[0], b: Parameters<typeof localName>[0]): number =>
    localName(a, lang).localeCompare(localName(b, lang), lang, { sensitivity: 'base' });

/** Products in sort-key order, or alphabetically in the diner's language for seosort 1 or 3. */
export function sortProducts(products: readonly TProduct[], opts: SortOptions): TProduct[] {
  const byKey = (a: TProduct, b: TProduct) => compareSortKeys(a.sort, b.sort);
  const alpha = byName(opts.lang);
  return [...products].sort(sortsAlphabetically(opts.seosort) ? (a, b) => alpha(a, b) || byKey(a, b) : byKey);
}

/**
 * A group's extras in the group's own order, or by name for seosort 1 or 3 (spec/3 §5). Extras
 * have no sort key: the order of the group's list is the restaurant's order. Unknown ids are skipped.
 */
export function sortExtras(
  group: Pick<TExtraGroup, 'extras'>,
  extras: ReadonlyMap<string, TExtra>,
  opts: SortOptions,
): TExtra[] {
  const list = group.extras.map((pl) => extras.get(pl)).filter((e): e is TExtra => e !== undefined);
  return sortsAlphabetically(opts.seosort) ? list.sort(byName(opts.lang)) : list;
}

/** The parent of a category id: 3 characters per level (spec/1 §3), '' for a top-level category. */
export function parentCategoryId(id: string): string {
  return id.slice(0, -CATEGORY_ID_LEVEL_LENGTH);
}

export type CategoryNode = {
  category: TCategory;
  children: CategoryNode[];
  /** Products listed in this category itself. */
  productCount: number;
  /** Distinct products of this category and everything under it: the hamburger modal's count. */
  totalCount: number;
};

/**
 * The category tree of the hamburger modal (spec/1 §2 screen 1): nested by id (3 characters per
 * level), siblings in sort-key order, with product counts. Hidden categories and everything under
 * them are left out unless asked for; with a product map, only products that exist are counted.
 * A category whose parent is missing becomes a top-level one.
 */
export function categoryTree(
  categories: readonly TCategory[],
  opts: { products?: ReadonlyMap<string, TProduct>; includeHidden?: boolean } = {},
): CategoryNode[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const shown = (c: TCategory): boolean => {
    if (!opts.includeHidden && !c.visible) return false;
    const parent = byId.get(parentCategoryId(c.id));
    return parent ? shown(parent) : true;
  };
  const nodes = new Map<string, CategoryNode & { ids: Set<string> }>();
  const roots: CategoryNode[] = [];
  for (const category of sortCategories(categories.filter(shown))) {
    const ids = new Set(category.prods.filter((ip) => !opts.products || opts.products.has(ip)));
    nodes.set(category.id, { category, children: [], productCount: ids.size, totalCount: 0, ids });
  }
  for (const node of nodes.values()) {
    const parent = nodes.get(parentCategoryId(node.category.id));
    (parent ? parent.children : roots).push(node);
  }
  const count = (node: CategoryNode & { ids: Set<string> }): Set<string> => {
    const all = new Set(node.ids);
    for (const child of node.children) for (const ip of count(child as typeof node)) all.add(ip);
    node.totalCount = all.size;
    return all;
  };
  for (const root of roots) count(root as CategoryNode & { ids: Set<string> });
  const strip = (node: CategoryNode): CategoryNode => ({
    category: node.category,
    children: node.children.map(strip),
    productCount: node.productCount,
    totalCount: node.totalCount,
  });
  return roots.map(strip);
}

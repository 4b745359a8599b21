import type { TRestaurantImport } from '../contracts/catalog.ts';
import type { TCategory, TExtra, TExtraGroup, TProduct } from '../contracts/menu.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { textRef } from './text-ref.ts';

/**
 * The back office's menu edits (issue 13 item 3) as pure functions of a restaurant: each answers the
 * restaurant as it should be, which the server then holds to the import's contract and cross-reference
 * checks (catalogProblems) before writing. They keep what the import keeps in two places in step (a
 * product's categories and each category's product list) and never touch stock levels, which move under
 * orders' locks and are a change of their own.
 */

/** The largest photo a manager may upload, before it is resized (1 MB request limit, base64 included). */
export const PHOTO_UPLOAD_MAX_BYTES = 700 * 1024;
/** The one size the menus show a photo at (4:3 like the web card and the totem's product), in pixels. */
export const PHOTO_SIZE = { width: 800, height: 600 } as const;

type Restaurant = TRestaurantImport;
type Menu = Restaurant['menu'];
type StockFields = Pick<TProduct, 'stock' | 'crinvol' | 'agot'>;
const NEW_STOCK: StockFields = { stock: null, crinvol: 0, agot: false };
const stockOf = (item: StockFields | undefined): StockFields =>
  item ? { stock: item.stock, crinvol: item.crinvol, agot: item.agot } : NEW_STOCK;
const withMenu = (r: Restaurant, menu: Partial<Menu>): Restaurant => ({ ...r, menu: { ...r.menu, ...menu } });

/**
 * Creates or replaces a product by ip, keeping its stock; each category lists it exactly when the product
 * names it (appended at the end of a category it joins, where it was in one it stays in).
 */
export function saveProduct(r: Restaurant, draft: Omit<TProduct, keyof StockFields>): Restaurant {
  const existing = r.menu.products.find((p) => p.ip === draft.ip);
  const product: TProduct = { ...draft, ...stockOf(existing) };
  const products = existing
    ? r.menu.products.map((p) => (p.ip === draft.ip ? product : p))
    : [...r.menu.products, product];
  const categories = r.menu.categories.map((c): TCategory => {
    const named = draft.jp.includes(c.id);
    const listed = c.prods.includes(draft.ip);
    if (named && !listed) return { ...c, prods: [...c.prods, draft.ip] };
    if (!named && listed) return { ...c, prods: c.prods.filter((ip) => ip !== draft.ip) };
    return c;
  });
  return withMenu(r, { products, categories });
}

/** Removes a product from the menu, its categories and the featured lists; a promotion of it stays to refuse. */
export function deleteProduct(r: Restaurant, ip: string): Outcome<Restaurant> {
  if (!r.menu.products.some((p) => p.ip === ip)) return notFound(ip);
  const web = {
    ...r.web,
    featuredProductsList: r.web.featuredProductsList.map((list) => list.filter((id) => id !== ip)),
  };
  return accepted({
    ...withMenu(r, {
      products: r.menu.products.filter((p) => p.ip !== ip),
      categories: r.menu.categories.map((c) => ({ ...c, prods: c.prods.filter((id) => id !== ip) })),
    }),
    web,
  });
}

/** Creates or replaces a category by id; its product list stays what its products make it. */
export function saveCategory(r: Restaurant, draft: Omit<TCategory, 'prods'>): Restaurant {
  const existing = r.menu.categories.find((c) => c.id === draft.id);
  const category: TCategory = { ...draft, prods: existing?.prods ?? [] };
  const categories = existing
    ? r.menu.categories.map((c) => (c.id === draft.id ? category : c))
    : [...r.menu.categories, category];
  return withMenu(r, { categories });
}

/** Removes an empty category: one with products or subcategories is refused, so nothing is lost by accident. */
export function deleteCategory(r: Restaurant, id: string): Outcome<Restaurant> {
  const category = r.menu.categories.find((c) => c.id === id);
  if (!category) return notFound(id);
  const hasChildren = r.menu.categories.some((c) => c.id !== id && c.id.startsWith(id));
  if (category.prods.length > 0 || hasChildren || r.menu.products.some((p) => p.jp.includes(id)))
    return refused('category_not_empty', textRef('p1_err_category_not_empty', { category: category.name }));
  return accepted(withMenu(r, { categories: r.menu.categories.filter((c) => c.id !== id) }));
}

/**
 * Creates or replaces an extras group with its extras, in the order given: each extra takes the group's
 * code and keeps its stock; extras of the group that are no longer listed are removed.
 */
export function saveExtraGroup(
  r: Restaurant,
  group: TExtraGroup,
  drafts: readonly Omit<TExtra, keyof StockFields | 'codJextras'>[],
): Restaurant {
  const code = group.codJextras;
  const ofGroup = (e: TExtra) => e.codJextras === code;
  const extras: TExtra[] = [
    ...r.menu.extras.filter((e) => !ofGroup(e)),
    ...drafts.map((draft) => ({
      ...draft,
      codJextras: code,
      ...stockOf(r.menu.extras.find((e) => ofGroup(e) && e.pl === draft.pl)),
    })),
  ];
  const exists = r.menu.extraGroups.some((g) => g.codJextras === code);
  const extraGroups = exists
    ? r.menu.extraGroups.map((g) => (g.codJextras === code ? group : g))
    : [...r.menu.extraGroups, group];
  return withMenu(r, { extraGroups, extras });
}

/**
 * The products that offer an extras group become exactly `ips` (the group editor's product list, saved with
 * the group as one change): a product named gains the group at the end of its jb, one not named loses it.
 * A product the menu does not have is refused, naming it.
 */
export function offerExtraGroup(r: Restaurant, code: string, ips: readonly string[]): Outcome<Restaurant> {
  const missing = ips.find((ip) => !r.menu.products.some((p) => p.ip === ip));
  if (missing !== undefined) return notFound(missing);
  const products = r.menu.products.map((p): TProduct => {
    const offers = p.jb.includes(code);
    const wanted = ips.includes(p.ip);
    if (offers === wanted) return p;
    return { ...p, jb: wanted ? [...p.jb, code] : p.jb.filter((c) => c !== code) };
  });
  return accepted(withMenu(r, { products }));
}

/** Removes an extras group and its extras; a group products still offer is refused, naming them. */
export function deleteExtraGroup(r: Restaurant, code: string): Outcome<Restaurant> {
  const group = r.menu.extraGroups.find((g) => g.codJextras === code);
  if (!group) return notFound(code);
  const users = r.menu.products.filter((p) => p.jb.includes(code));
  if (users.length > 0)
    return refused(
      'group_in_use',
      textRef('p1_err_group_in_use', {
        group: group.nomCatExtra,
        products: users.map((p) => p.np).join(', '),
      }),
    );
  return accepted(
    withMenu(r, {
      extraGroups: r.menu.extraGroups.filter((g) => g.codJextras !== code),
      extras: r.menu.extras.filter((e) => e.codJextras !== code),
    }),
  );
}

const notFound = (id: string) => refused('not_found', textRef('p1_err_menu_item_not_found', { id }));

/**
 * A product the editor made new: refused when its code already names a product, which saveProduct would
 * silently replace (a manager's 'Nuevo producto' overwrote whatever product had the code they typed).
 */
export function createProduct(r: Restaurant, draft: Omit<TProduct, keyof StockFields>): Outcome<Restaurant> {
  const holder = r.menu.products.find((p) => p.ip === draft.ip);
  return holder ? idTaken(draft.ip, holder.np) : accepted(saveProduct(r, draft));
}

/** An extras group the editor made new: refused, like a product, when its code already names a group. */
export function createExtraGroup(
  r: Restaurant,
  group: TExtraGroup,
  drafts: readonly Omit<TExtra, keyof StockFields | 'codJextras'>[],
): Outcome<Restaurant> {
  const holder = r.menu.extraGroups.find((g) => g.codJextras === group.codJextras);
  return holder ? idTaken(group.codJextras, holder.nomCatExtra) : accepted(saveExtraGroup(r, group, drafts));
}

const idTaken = (id: string, name: string) =>
  refused('menu_id_taken', textRef('p1_err_menu_id_taken', { id, name }));

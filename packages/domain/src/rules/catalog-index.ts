import type { TExtra, TExtraGroup, TProduct } from '../contracts/menu.ts';

/** Products, extra groups and extras by id: what the cart and extras rules look prices and limits up in. */
export type CatalogIndex = {
  products: ReadonlyMap<string, TProduct>;
  groups: ReadonlyMap<string, TExtraGroup>;
  extras: ReadonlyMap<string, TExtra>;
};

/** Indexes a menu: the menu call's prods/jextras/extras, or an imported catalog's products/extraGroups/extras. */
export function indexCatalog(
  products: readonly TProduct[],
  groups: readonly TExtraGroup[],
  extras: readonly TExtra[],
): CatalogIndex {
  return {
    products: new Map(products.map((p) => [p.ip, p])),
    groups: new Map(groups.map((g) => [g.codJextras, g])),
    extras: new Map(extras.map((e) => [e.pl, e])),
  };
}

/** The extra groups of a product, in the product's jb order; unknown codes are skipped. */
export function productGroups(product: TProduct, index: Pick<CatalogIndex, 'groups'>): TExtraGroup[] {
  return product.jb.map((code) => index.groups.get(code)).filter((g): g is TExtraGroup => g !== undefined);
}

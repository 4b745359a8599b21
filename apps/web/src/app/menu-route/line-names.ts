import { type CatalogIndex, type ExtrasSelection, localName } from '@comanda/domain';

/**
 * The display names of a line's product and extras, kept with the cart so its lines still read well
 * on another restaurant's menu, where this catalog is not loaded.
 */
export function lineNames(
  index: CatalogIndex,
  ip: string,
  extras: ExtrasSelection,
  lang: string,
): Record<string, string> {
  const names: Record<string, string> = {};
  const product = index.products.get(ip);
  if (product) names[ip] = localName(product, lang);
  for (const picks of Object.values(extras)) {
    for (const [pl] of picks) {
      const extra = index.extras.get(pl);
      if (extra) names[pl] = localName(extra, lang);
    }
  }
  return names;
}

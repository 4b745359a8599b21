import { productSearchTarget, searchProducts, type TProduct, type TTag } from '@comanda/domain';

/**
 * The in-menu search: the domain's product search (at least 2 characters, accent- and
 * plural-insensitive, names in every language, descriptions and tag labels), best first.
 * Null while the query is too short to search.
 */
export function searchMenu(
  query: string,
  products: readonly TProduct[],
  tags: ReadonlyMap<string, TTag>,
): TProduct[] | null {
  const candidates = products.map((product) => ({ product, target: productSearchTarget(product, tags) }));
  const hits = searchProducts(query, candidates);
  if (hits.length === 0 && query.trim().length < 2) return null;
  return hits.map((h) => h.product);
}

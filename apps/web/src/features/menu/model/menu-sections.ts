import {
  type CategoryNode,
  categoryTree,
  localName,
  sortProducts,
  type TMenu,
  type TProduct,
} from '@comanda/domain';

/** A category as the menu page draws it: its products, then its sub-categories. */
export type MenuSection = {
  id: string;
  /** Element id the category bar links to. */
  anchor: string;
  title: string;
  /** 1 for a top category, 2 for its children, and so on. */
  depth: number;
  /** Food or drink: the category bar's eat/drink switch filters by it (spec/1 §2 screen 1). */
  kind: 'eat' | 'drink';
  products: TProduct[];
  children: MenuSection[];
};

export const sectionAnchor = (categoryId: string) => `category-${categoryId}`;

/**
 * The sections of the menu page: the domain's category tree (nesting by id, sort keys, hidden
 * categories left out with everything under them), each with its products in the restaurant's order
 * (`seosort`), and categories with no product anywhere below them dropped so the bar never leads to
 * an empty heading.
 */
export function buildSections(
  menu: Pick<TMenu, 'jprods' | 'prods'>,
  opts: { lang: string; seosort: number },
): MenuSection[] {
  const products = new Map(menu.prods.map((p) => [p.ip, p]));
  const toSection = (node: CategoryNode, depth: number): MenuSection | null => {
    const children = node.children
      .map((child) => toSection(child, depth + 1))
      .filter((s): s is MenuSection => s !== null);
    const listed = node.category.prods
      .map((ip) => products.get(ip))
      .filter((p): p is TProduct => p !== undefined);
    if (listed.length === 0 && children.length === 0) return null;
    return {
      id: node.category.id,
      anchor: sectionAnchor(node.category.id),
      title: localName(node.category, opts.lang),
      depth,
      kind: node.category.kind,
      products: sortProducts(listed, opts),
      children,
    };
  };
  return categoryTree(menu.jprods, { products })
    .map((node) => toSection(node, 1))
    .filter((s): s is MenuSection => s !== null);
}

import type { TExtra, TProduct } from '../contracts/menu.ts';
import { type CatalogIndex, productGroups } from './catalog-index.ts';
import type { ExtrasSelection } from './extras-selection.ts';
import { isSoldOut } from './stock.ts';

/**
 * The cheapest required choices (issue 15 item 4, for a product the venue marks `preselect`): in each extras
 * group of the product whose min is above 0, its cheapest available extras, one unit each, until the group's
 * minimum is met — the choices the menu's 'Desde' price counts (fromPrice, spec/1 §5 'Totals'), so the
 * detail opens at that price. Ties keep the group's own order; sold-out extras are skipped; a group with too
 * few available extras is filled as far as it goes and stays marked 'Obligatorio'.
 */
export function cheapestRequiredPicks(
  product: TProduct,
  index: Pick<CatalogIndex, 'groups' | 'extras'>,
): ExtrasSelection {
  const selection: ExtrasSelection = {};
  for (const group of productGroups(product, index)) {
    if (group.min <= 0) continue;
    const wanted = group.max > 0 ? Math.min(group.min, group.max) : group.min;
    const cheapest = group.extras
      .map((pl) => index.extras.get(pl))
      .filter((extra): extra is TExtra => extra !== undefined && !isSoldOut(extra))
      .map((extra, position) => ({ extra, position }))
      .sort((a, b) => a.extra.pm - b.extra.pm || a.position - b.position)
      .slice(0, wanted);
    if (cheapest.length > 0) selection[group.codJextras] = cheapest.map(({ extra }) => [extra.pl, 1]);
  }
  return selection;
}

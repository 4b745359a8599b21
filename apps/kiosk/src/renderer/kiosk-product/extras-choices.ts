import {
  type CatalogIndex,
  checkGroup,
  type ExtrasSelection,
  extraQuantity,
  extraQuantityLimit,
  groupHint,
  groupTotal,
  isSoldOut,
  localName,
  sortExtras,
  type TExtraGroup,
} from '@comanda/domain';
import type { ExtraChoice } from '@comanda/ui';

/**
 * One group as the detail screen draws it, from the domain's rules (spec/3 §5): the hint, whether it
 * is in error, and each extra with its quantity and whether one more may be taken.
 */
export function groupView(
  group: TExtraGroup,
  index: CatalogIndex,
  selection: ExtrasSelection,
  opts: { lang: string; seosort: number },
) {
  const total = groupTotal(selection, group.codJextras);
  const choices: ExtraChoice[] = sortExtras(group, index.extras, opts).map((extra) => {
    const quantity = extraQuantity(selection, group.codJextras, extra.pl);
    const limit = extraQuantityLimit(extra, group);
    const groupFull = group.max > 0 && total >= group.max;
    return {
      id: extra.pl,
      name: localName(extra, opts.lang),
      price: extra.pm,
      soldOut: isSoldOut(extra),
      quantity,
      canIncrease: !isSoldOut(extra) && !groupFull && (limit === null || quantity < limit),
    };
  });
  return { hint: groupHint(group), check: checkGroup(group, selection), choices };
}

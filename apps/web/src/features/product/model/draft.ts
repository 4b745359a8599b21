import {
  type CatalogIndex,
  type ExtrasSelection,
  extraQuantity,
  extraQuantityLimit,
  isSoldOut,
  lineReferenceUnitPrice,
  lineUnitPrice,
  localName,
  productGroups,
  type QuantityBounds,
  quantityBounds,
  setExtraQuantity,
  sortExtras,
  type TExtraGroup,
  type TProduct,
} from '@comanda/domain';
import type { ExtraChoice } from '@comanda/ui';

/** What the product detail is configuring: quantity, comment and extras (a cart line to be). */
export type ProductDraft = { cant: number; ct: string; extras: ExtrasSelection };

/** A new draft: one unit, no comment, no extras; or the values of the line being edited. */
export function initialDraft(line?: Partial<ProductDraft>): ProductDraft {
  return { cant: line?.cant ?? 1, ct: line?.ct ?? '', extras: line?.extras ?? {} };
}

/**
 * The stepper's bounds (spec/1 §5): the domain's quantityBounds, counting what the edited line already
 * holds. A new line starts at 1, because 0 is ignored on add; an edited line may go to 0 (removes it).
 */
export function draftBounds(product: TProduct, editing: { cant: number } | null): QuantityBounds {
  const bounds = quantityBounds(product, editing?.cant ?? 0);
  return editing ? bounds : { min: Math.min(1, bounds.max), max: bounds.max };
}

/** The configured line's total and struck-through reference total (spec/1 §2 screen 2 live total). */
export function draftTotals(
  index: CatalogIndex,
  ip: string,
  draft: ProductDraft,
): { total: number; reference: number } {
  const unit = lineUnitPrice(index, ip, draft.extras) ?? 0;
  const reference = lineReferenceUnitPrice(index, ip, draft.extras) ?? unit;
  return { total: unit * draft.cant, reference: reference * draft.cant };
}

export type GroupView = { group: TExtraGroup; title: string; choices: ExtraChoice[] };

/** Each extras group of the product with its extras in the restaurant's order and their limits applied. */
export function groupViews(
  product: TProduct,
  index: CatalogIndex,
  extras: ExtrasSelection,
  opts: { lang: string; seosort: number },
): GroupView[] {
  return productGroups(product, index).map((group) => ({
    group,
    title: localName({ ...group, np: group.nomCatExtra }, opts.lang),
    choices: sortExtras(group, index.extras, opts).map((extra) => {
      const quantity = extraQuantity(extras, group.codJextras, extra.pl);
      const next = setExtraQuantity(extras, group, extra, quantity + 1);
      const limit = extraQuantityLimit(extra, group);
      return {
        id: extra.pl,
        name: localName(extra, opts.lang),
        price: extra.pm,
        soldOut: isSoldOut(extra),
        quantity,
        canIncrease:
          next.ok &&
          extraQuantity(next.value, group.codJextras, extra.pl) > quantity &&
          (limit === null || quantity < limit),
      };
    }),
  }));
}

import type { TExtraPick, TLineExtras } from '../contracts/cart.ts';
import type { TExtra, TExtraGroup, TProduct } from '../contracts/menu.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { productGroups } from './catalog-index.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { availableUnits, isSoldOut } from './stock.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * The extras chosen in the product modal use the cart line's own shape (spec/1 §3 'Cart'): per group
 * code a list of [extra pl, quantity], oldest pick first. A group with nothing chosen has no key, so
 * "no extras" is always {}.
 */
export type ExtrasSelection = TLineExtras;

type Bounds = Pick<TExtraGroup, 'codJextras' | 'min' | 'max'>;

/** How many extras are chosen in one group, counting quantities. */
export function groupTotal(selection: ExtrasSelection, code: string): number {
  return (selection[code] ?? []).reduce((sum, [, quantity]) => sum + quantity, 0);
}

export type GroupCheck = { total: number; tooFew: boolean; tooMany: boolean; ok: boolean };

/**
 * A group is in error when the total chosen is above max or below min; a bound of 0 is not checked
 * (spec/3 §5 'Extra category error', spec/1 §5 'Products and extras').
 */
export function checkGroup(group: Bounds, selection: ExtrasSelection): GroupCheck {
  const total = groupTotal(selection, group.codJextras);
  const tooMany = group.max > 0 && total > group.max;
  const tooFew = group.min > 0 && total < group.min;
  return { total, tooFew, tooMany, ok: !tooFew && !tooMany };
}

export type GroupHint = { obligatorio: boolean; min: number | null; max: number | null };

/**
 * The group's heading hint (spec/3 §5, spec/1 §5): 'Obligatorio' when at least one extra must be
 * chosen (min above 0), with the minimum and the maximum shown only when they are above 1.
 */
export function groupHint(group: Bounds): GroupHint {
  return {
    obligatorio: group.min > 0,
    min: group.min > 1 ? group.min : null,
    max: group.max > 1 ? group.max : null,
  };
}

/** Codes of the groups in error, in the product's order: the first is where the modal scrolls to. */
export function groupsInError(groups: readonly Bounds[], selection: ExtrasSelection): string[] {
  return groups.filter((g) => !checkGroup(g, selection).ok).map((g) => g.codJextras);
}

/** Adding is blocked while any group of the product is out of its bounds (spec/1 §5, spec/3 §4 and §5). */
export function canAddProduct(groups: readonly Bounds[], selection: ExtrasSelection): boolean {
  return groupsInError(groups, selection).length === 0;
}

/**
 * The most of one extra a line can take: 0 when sold out; 1 in a single-choice group; in a multi group
 * the smallest positive of the extra's maxex, the group max and the stock minus reserved stock
 * (spec/3 §5 'Multi categories'); null when none of them is positive (no limit).
 */
export function extraQuantityLimit(
  extra: Pick<TExtra, 'maxex' | 'stock' | 'crinvol' | 'agot'>,
  group: Pick<TExtraGroup, 'max' | 'multi'>,
): number | null {
  if (isSoldOut(extra)) return 0;
  if (!group.multi) return 1;
  const positive = [extra.maxex, group.max, availableUnits(extra) ?? 0].filter((n) => n > 0);
  return positive.length > 0 ? Math.min(...positive) : null;
}

export type ExtrasRefusalCode = 'sold-out' | 'not-in-group';
export type ExtrasOutcome = Outcome<ExtrasSelection, ExtrasRefusalCode>;

const EXTRA_SOLD_OUT = textRef('m1_err_sold_out');
const EXTRA_NOT_IN_GROUP = textRef('m1_err_extra_not_in_group');

function withPicks(selection: ExtrasSelection, code: string, picks: TExtraPick[]): ExtrasSelection {
  const next = { ...selection };
  if (picks.length > 0) next[code] = picks;
  else delete next[code];
  return next;
}

const belongs = (group: TExtraGroup, extra: Pick<TExtra, 'pl' | 'codJextras'>) =>
  extra.codJextras === group.codJextras && group.extras.includes(extra.pl);

/**
 * Picks or unpicks an extra. Picking a chosen extra unpicks it. In a single-choice group, when more
 * than max are then chosen the oldest pick is dropped (spec/1 §5, spec/3 §5); in a multi group a pick
 * adds 1 within the limits of setExtraQuantity. A sold-out extra cannot be picked, only unpicked.
 */
export function toggleExtra(selection: ExtrasSelection, group: TExtraGroup, extra: TExtra): ExtrasOutcome {
  if (!belongs(group, extra)) return refused('not-in-group', EXTRA_NOT_IN_GROUP);
  const code = group.codJextras;
  const picks = selection[code] ?? [];
  if (picks.some(([pl]) => pl === extra.pl)) {
    return accepted(
      withPicks(
        selection,
        code,
        picks.filter(([pl]) => pl !== extra.pl),
      ),
    );
  }
  if (isSoldOut(extra)) return refused('sold-out', EXTRA_SOLD_OUT);
  if (group.multi) return setExtraQuantity(selection, group, extra, 1);
  const next: TExtraPick[] = [...picks, [extra.pl, 1]];
  while (group.max > 0 && next.reduce((sum, [, q]) => sum + q, 0) > group.max) next.shift();
  return accepted(withPicks(selection, code, next));
}

/**
 * Sets how many of one extra are chosen (the multi group's stepper). The quantity is held within
 * extraQuantityLimit and the group total within max (spec/3 §5: 'the category total is capped at max');
 * 0 unpicks. A new pick goes last, an existing one keeps its place.
 */
export function setExtraQuantity(
  selection: ExtrasSelection,
  group: TExtraGroup,
  extra: TExtra,
  quantity: number,
): ExtrasOutcome {
  if (!belongs(group, extra)) return refused('not-in-group', EXTRA_NOT_IN_GROUP);
  const code = group.codJextras;
  const picks = selection[code] ?? [];
  let wanted = Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
  if (wanted > 0 && isSoldOut(extra)) return refused('sold-out', EXTRA_SOLD_OUT);
  const limit = extraQuantityLimit(extra, group);
  if (limit !== null) wanted = Math.min(wanted, limit);
  if (group.max > 0) {
    const others = picks.filter(([pl]) => pl !== extra.pl).reduce((sum, [, q]) => sum + q, 0);
    wanted = Math.min(wanted, Math.max(0, group.max - others));
  }
  const present = picks.some(([pl]) => pl === extra.pl);
  const next: TExtraPick[] = present
    ? picks.flatMap(([pl, q]): TExtraPick[] =>
        pl !== extra.pl ? [[pl, q]] : wanted > 0 ? [[pl, wanted]] : [],
      )
    : wanted > 0
      ? [...picks, [extra.pl, wanted]]
      : picks;
  return accepted(withPicks(selection, code, next));
}

/** How many of one extra are chosen. */
export function extraQuantity(selection: ExtrasSelection, code: string, pl: string): number {
  return (selection[code] ?? []).find(([id]) => id === pl)?.[1] ?? 0;
}

/** Whether a line carries any extra (lines with extras never merge, spec/1 §4 'Cart lifecycle'). */
export function hasExtras(selection: ExtrasSelection): boolean {
  return Object.values(selection).some((picks) => picks.some(([, quantity]) => quantity > 0));
}

type PriceOf = (item: { pm: number; refpr: number }) => number;
const currentPrice: PriceOf = (item) => item.pm;
/** refpr 0 means no reference price: the item's own price stands in for it. */
const referencePrice: PriceOf = (item) => (item.refpr > 0 ? item.refpr : item.pm);

function priceLine(
  index: Pick<CatalogIndex, 'products' | 'extras'>,
  ip: string,
  selection: ExtrasSelection,
  priceOf: PriceOf,
): number | null {
  const product = index.products.get(ip);
  if (!product) return null;
  let unit = priceOf(product);
  for (const picks of Object.values(selection)) {
    for (const [pl, quantity] of picks) {
      const extra = index.extras.get(pl);
      if (!extra) return null;
      unit += priceOf(extra) * quantity;
    }
  }
  return unit;
}

/**
 * The unit price of a configured line: product pm plus each extra's pm times its quantity
 * (spec/1 §5 'Totals'). null when the product or an extra is not in the catalog.
 */
export function lineUnitPrice(
  index: Pick<CatalogIndex, 'products' | 'extras'>,
  ip: string,
  selection: ExtrasSelection,
): number | null {
  return priceLine(index, ip, selection, currentPrice);
}

/** The same with reference prices (refpr, or pm where refpr is 0): what the struck-through price shows. */
export function lineReferenceUnitPrice(
  index: Pick<CatalogIndex, 'products' | 'extras'>,
  ip: string,
  selection: ExtrasSelection,
): number | null {
  return priceLine(index, ip, selection, referencePrice);
}

/**
 * Everything wrong with a selection for a product, as readable problems; empty means it can be
 * ordered. The server runs this on every line it is sent: it never trusts the client's modal.
 */
export function selectionProblems(
  product: TProduct,
  index: CatalogIndex,
  selection: ExtrasSelection,
): TextRef[] {
  const problems: TextRef[] = [];
  for (const [code, picks] of Object.entries(selection)) {
    const group = index.groups.get(code);
    if (!group || !product.jb.includes(code)) {
      problems.push(textRef('p1_err_line_group_not_of_product', { group: code, product: product.ip }));
      continue;
    }
    const seen = new Set<string>();
    for (const [pl, quantity] of picks) {
      const extra = index.extras.get(pl);
      if (seen.has(pl)) problems.push(textRef('p1_err_line_extra_repeated', { extra: pl, group: code }));
      seen.add(pl);
      if (!extra || !belongs(group, extra)) {
        problems.push(textRef('p1_err_line_extra_not_in_group', { extra: pl, group: code }));
        continue;
      }
      if (isSoldOut(extra)) {
        problems.push(textRef('p1_err_line_extra_sold_out', { extra: pl }));
        continue;
      }
      const limit = extraQuantityLimit(extra, group);
      if (limit !== null && quantity > limit)
        problems.push(textRef('p1_err_line_extra_at_most', { extra: pl, max: limit }));
    }
  }
  for (const group of productGroups(product, index)) {
    const check = checkGroup(group, selection);
    if (check.tooFew)
      problems.push(textRef('p1_err_line_group_at_least', { group: group.codJextras, min: group.min }));
    if (check.tooMany)
      problems.push(textRef('p1_err_line_group_at_most', { group: group.codJextras, max: group.max }));
  }
  return problems;
}

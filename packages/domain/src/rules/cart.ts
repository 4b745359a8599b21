import { CART_EXPIRY_SECONDS, DispatchType, PROMOTION_QUANTITY_MAX, QUANTITY_MAX } from '../constants.ts';
import type { TCart, TCartLine, TCartResto, TReserveRequest, TStockLine } from '../contracts/cart.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { productGroups } from './catalog-index.ts';
import {
  canAddProduct,
  type ExtrasSelection,
  hasExtras,
  lineReferenceUnitPrice,
  lineUnitPrice,
  selectionProblems,
} from './extras-selection.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { isAddableQuantity, quantityBounds } from './quantity.ts';
import { textRef } from './text-ref.ts';

export type CartRefusalCode =
  | 'not-editable'
  | 'no-item'
  | 'no-quantity'
  | 'other-venue'
  | 'unknown-product'
  | 'sold-out'
  | 'quantity-limit'
  | 'extras'
  | 'invalid-extras'
  | 'unknown-line';
export type CartOutcome = Outcome<TCart, CartRefusalCode>;

/** Readable refusals. 'other-venue' is spec/1 §8; 'extras' is the toast of spec/3 §5. */
export const CART_REFUSALS = {
  notEditable: textRef('m1_err_cart_not_editable'),
  noItem: textRef('m1_err_cart_no_item'),
  noQuantity: textRef('m1_err_cart_no_quantity'),
  otherVenue: textRef('m1_err_cart_other_venue'),
  unknownProduct: textRef('m1_err_cart_unknown_product'),
  soldOut: textRef('m1_err_sold_out'),
  quantityLimit: (max: number) => textRef('p1_err_cart_quantity_limit', { max }),
  extras: textRef('m1_err_cart_extras'),
  unknownLine: textRef('m1_err_cart_unknown_line'),
} as const;

/** The clock for every change (fmu, epoch ms) and the id generator for line references. */
export type CartContext = { now: number; newId: () => string };

/** Fields a new cart may take from a temporary cart (spec/1 §4 'Cart lifecycle'). */
export type CartSeed = Partial<Pick<TCart, 'tipo' | 'mesa' | 'mesaName' | 'io' | 'prepago'>>;

/**
 * An empty cart touched now, with the type, table, check-in order id and payment method of a seed: ZCart's
 * defaults written out (its test holds them equal to `ZCart.parse`), so that a new cart needs no zod — the
 * menu page makes one on its first load, before any contract is loaded (issue 11, first-load JavaScript).
 */
export function newCart(now: number, seed: CartSeed = {}): TCart {
  return {
    tipo: seed.tipo ?? DispatchType.none,
    st: 0,
    sp: 0,
    iped: '',
    io: seed.io ?? '',
    ioext: '',
    dl: [],
    resto: null,
    mesa: seed.mesa ?? '',
    mesaName: seed.mesaName ?? '',
    fechaDespacho: '',
    horaDespacho: '',
    fmu: now,
    validado: false,
    prepago: seed.prepago ?? 0,
    ppago: {},
    propina: 0,
    coupon: null,
  };
}

/** A cart is editable only when it has no st and no iped (spec/1 §4 'Cart lifecycle'). */
export function isCartEditable(cart: Pick<TCart, 'st' | 'iped'>): boolean {
  return !cart.st && !cart.iped;
}

/** Not modified for more than 12 hours (43200 s): dropped, and a check-in cart not reused (spec/1 §4, §9). */
export function isCartExpired(cart: Pick<TCart, 'fmu'>, now: number): boolean {
  return now - cart.fmu > CART_EXPIRY_SECONDS * 1000;
}

/**
 * The cart to work with: the stored one while it exists and has not expired, unless a new one is
 * forced; otherwise a new cart seeded from the temporary cart (spec/1 §4 'Cart lifecycle').
 */
export function currentCart(
  stored: TCart | null,
  now: number,
  opts: { force?: boolean; seed?: CartSeed } = {},
): TCart {
  if (stored && !opts.force && !isCartExpired(stored, now)) return stored;
  return newCart(now, opts.seed);
}

/** Same restaurant location and same dark kitchen. */
export function isSameVenue(a: Pick<TCartResto, 'id' | 'dk'>, b: Pick<TCartResto, 'id' | 'dk'>): boolean {
  return a.id === b.id && a.dk === b.dk;
}

export type AddLineInput = { ip: string; cant: number; ct?: string; extras?: ExtrasSelection };

const plain = (line: Pick<TCartLine, 'ct' | 'extras'>) => line.ct.trim() === '' && !hasExtras(line.extras);
const unitsOf = (cart: TCart, ip: string, except?: number) =>
  cart.dl.filter((l) => l.item === ip && l.indiceCart !== except).reduce((sum, l) => sum + l.cant, 0);

/** Drops groups with nothing chosen, so equal selections compare equal. */
function tidyExtras(extras: ExtrasSelection): ExtrasSelection {
  const tidy: ExtrasSelection = {};
  for (const [code, picks] of Object.entries(extras)) {
    const kept = picks.filter(([, quantity]) => quantity > 0);
    if (kept.length > 0) tidy[code] = kept;
  }
  return tidy;
}

function refuseExtras(
  product: Parameters<typeof selectionProblems>[0],
  index: CatalogIndex,
  extras: ExtrasSelection,
) {
  if (!canAddProduct(productGroups(product, index), extras)) return refused('extras', CART_REFUSALS.extras);
  const problems = selectionProblems(product, index, extras);
  // The first problem: a cart line is refused for one reason at a time.
  return problems[0] ? refused('invalid-extras', problems[0]) : null;
}

/**
 * Adds a product to the cart (spec/1 §4 'Cart lifecycle', §5 'Products and extras'). Needs an item
 * and a quantity above 0. A cart holding lines of another restaurant or dark kitchen refuses it; an
 * empty cart simply moves to the new venue, leaving the old venue's table and coupon behind.
 * An item without comment or extras merges into an identical plain line; otherwise it gets a new line.
 * The quantity is held to the stepper's bounds: stock minus reserved (the units already in the cart
 * are reserved, so they do not count twice), 1000, and 1 for a promotion across the whole cart.
 */
export function addLine(
  cart: TCart,
  venue: TCartResto,
  input: AddLineInput,
  index: CatalogIndex,
  ctx: CartContext,
): CartOutcome {
  if (!isCartEditable(cart)) return refused('not-editable', CART_REFUSALS.notEditable);
  if (!input.ip) return refused('no-item', CART_REFUSALS.noItem);
  if (!isAddableQuantity(input.cant)) return refused('no-quantity', CART_REFUSALS.noQuantity);
  if (cart.dl.length > 0 && cart.resto && !isSameVenue(cart.resto, venue))
    return refused('other-venue', CART_REFUSALS.otherVenue);
  const product = index.products.get(input.ip);
  if (!product) return refused('unknown-product', CART_REFUSALS.unknownProduct);
  const extras = tidyExtras(input.extras ?? {});
  const extrasRefusal = refuseExtras(product, index, extras);
  if (extrasRefusal) return extrasRefusal;
  const bounds = quantityBounds(product);
  if (bounds.max === 0) return refused('sold-out', CART_REFUSALS.soldOut);
  if (input.cant > bounds.max) return refused('quantity-limit', CART_REFUSALS.quantityLimit(bounds.max));
  if (product.promo && unitsOf(cart, product.ip) + input.cant > PROMOTION_QUANTITY_MAX)
    return refused('quantity-limit', CART_REFUSALS.quantityLimit(PROMOTION_QUANTITY_MAX));

  const ct = (input.ct ?? '').trim();
  const twin =
    ct === '' && !hasExtras(extras) ? cart.dl.find((l) => l.item === product.ip && plain(l)) : undefined;
  let dl: TCartLine[];
  if (twin) {
    const cant = twin.cant + input.cant;
    if (cant > QUANTITY_MAX) return refused('quantity-limit', CART_REFUSALS.quantityLimit(QUANTITY_MAX));
    dl = cart.dl.map((l) => (l === twin ? { ...l, cant } : l));
  } else {
    const indiceCart = cart.dl.reduce((next, l) => Math.max(next, l.indiceCart + 1), 0);
    dl = [
      ...cart.dl,
      { cant: input.cant, ct, item: product.ip, extras, indiceCart, lineReference: ctx.newId() },
    ];
  }
  const moved = cart.resto !== null && !isSameVenue(cart.resto, venue);
  const leftBehind = moved ? { mesa: '', mesaName: '', coupon: null } : {};
  return accepted({ ...cart, ...leftBehind, resto: venue, dl, fmu: ctx.now });
}

export type LineChanges = { cant?: number; ct?: string; extras?: ExtrasSelection };

/**
 * Changes a line's quantity, comment or extras. A quantity of 0 removes the line (the stepper's
 * minimum is 0, spec/1 §5); a larger one is held to the stepper's bounds, counting the units the line
 * already holds as its own. New extras are checked like an add.
 */
export function updateLine(
  cart: TCart,
  indiceCart: number,
  changes: LineChanges,
  index: CatalogIndex,
  ctx: Pick<CartContext, 'now'>,
): CartOutcome {
  if (!isCartEditable(cart)) return refused('not-editable', CART_REFUSALS.notEditable);
  const line = cart.dl.find((l) => l.indiceCart === indiceCart);
  if (!line) return refused('unknown-line', CART_REFUSALS.unknownLine);
  const cant = changes.cant ?? line.cant;
  if (cant === 0) return removeLine(cart, indiceCart, ctx);
  if (!isAddableQuantity(cant)) return refused('no-quantity', CART_REFUSALS.noQuantity);
  const product = index.products.get(line.item);
  if (!product) return refused('unknown-product', CART_REFUSALS.unknownProduct);
  const extras = changes.extras === undefined ? line.extras : tidyExtras(changes.extras);
  if (changes.extras !== undefined) {
    const extrasRefusal = refuseExtras(product, index, extras);
    if (extrasRefusal) return extrasRefusal;
  }
  if (cant > line.cant) {
    const bounds = quantityBounds(product, line.cant);
    const max = product.promo
      ? Math.min(bounds.max, PROMOTION_QUANTITY_MAX - unitsOf(cart, product.ip, indiceCart))
      : bounds.max;
    if (cant > max) return refused('quantity-limit', CART_REFUSALS.quantityLimit(Math.max(0, max)));
  }
  const ct = changes.ct === undefined ? line.ct : changes.ct.trim();
  const dl = cart.dl.map((l) => (l === line ? { ...l, cant, ct, extras } : l));
  return accepted({ ...cart, dl, fmu: ctx.now });
}

/** Removes a line (the caller has asked for confirmation and releases its stock, spec/1 §4). */
export function removeLine(cart: TCart, indiceCart: number, ctx: Pick<CartContext, 'now'>): CartOutcome {
  if (!isCartEditable(cart)) return refused('not-editable', CART_REFUSALS.notEditable);
  if (!cart.dl.some((l) => l.indiceCart === indiceCart))
    return refused('unknown-line', CART_REFUSALS.unknownLine);
  return accepted({ ...cart, dl: cart.dl.filter((l) => l.indiceCart !== indiceCart), fmu: ctx.now });
}

/** Empties the cart, keeping its type, venue and table (spec/1 §4). */
export function emptyCart(cart: TCart, ctx: Pick<CartContext, 'now'>): CartOutcome {
  if (!isCartEditable(cart)) return refused('not-editable', CART_REFUSALS.notEditable);
  return accepted({ ...cart, dl: [], fmu: ctx.now });
}

/**
 * The item count of the action bar and the 'View order' footer: the units in the cart when the cart is
 * of the dispatch type being shown, else 0 (spec/1 §2 screen 1). Without a type, all units.
 */
export function cartCount(cart: Pick<TCart, 'tipo' | 'dl'>, tipo?: number): number {
  if (tipo !== undefined && cart.tipo !== tipo) return 0;
  return cart.dl.reduce((sum, l) => sum + l.cant, 0);
}

export type CartTotals = {
  subtotal: number;
  referenceSubtotal: number;
  discounts: number;
  /** indiceCart of lines whose product or an extra is not in the catalog: left out of the sums. */
  unpriced: number[];
};

/** Discounts applied = reference subtotal − subtotal, floored at 0 (spec/1 §5 'Totals'). */
export function discountsApplied(referenceSubtotal: number, subtotal: number): number {
  return Math.max(0, referenceSubtotal - subtotal);
}

/** Subtotal (Σ unit price × cant), reference subtotal and discounts of the cart's lines. */
export function cartTotals(
  cart: Pick<TCart, 'dl'>,
  index: Pick<CatalogIndex, 'products' | 'extras'>,
): CartTotals {
  let subtotal = 0;
  let referenceSubtotal = 0;
  const unpriced: number[] = [];
  for (const line of cart.dl) {
    const unit = lineUnitPrice(index, line.item, line.extras);
    const reference = lineReferenceUnitPrice(index, line.item, line.extras);
    if (unit === null || reference === null) {
      unpriced.push(line.indiceCart);
      continue;
    }
    subtotal += unit * line.cant;
    referenceSubtotal += reference * line.cant;
  }
  return { subtotal, referenceSubtotal, discounts: discountsApplied(referenceSubtotal, subtotal), unpriced };
}

/** The stock view of cart lines: ip, quantity and extras. */
export function stockLines(lines: readonly Pick<TCartLine, 'item' | 'cant' | 'extras'>[]): TStockLine[] {
  return lines.map((l) => ({ ip: l.item, cant: l.cant, extras: l.extras }));
}

/** A reserve (or release) request for lines of a cart's venue; null when there is nothing to send. */
export function stockRequest(
  cartId: string,
  resto: Pick<TCartResto, 'id' | 'dk'> | null,
  lines: readonly Pick<TCartLine, 'item' | 'cant' | 'extras'>[],
): TReserveRequest | null {
  if (!resto || lines.length === 0) return null;
  return { cartId, irl: resto.id, dk: resto.dk, lines: stockLines(lines) };
}

const sameExtras = (a: ExtrasSelection, b: ExtrasSelection) =>
  JSON.stringify(tidyExtras(a)) === JSON.stringify(tidyExtras(b));

/**
 * What a line change does to stock: units to reserve and units to release. A change of quantity only
 * moves the difference; a change of product or extras releases the old line and reserves the new one.
 * `before` null is an add, `after` null a removal.
 */
export function lineStockChange(
  before: Pick<TCartLine, 'item' | 'cant' | 'extras'> | null,
  after: Pick<TCartLine, 'item' | 'cant' | 'extras'> | null,
): { reserve: TStockLine[]; release: TStockLine[] } {
  if (before && after && before.item === after.item && sameExtras(before.extras, after.extras)) {
    const delta = after.cant - before.cant;
    const moved = stockLines([{ ...after, cant: Math.abs(delta) }]);
    return delta > 0
      ? { reserve: moved, release: [] }
      : delta < 0
        ? { reserve: [], release: moved }
        : { reserve: [], release: [] };
  }
  return { reserve: after ? stockLines([after]) : [], release: before ? stockLines([before]) : [] };
}

/**
 * The diner sits at a table (spec/1 §4 'Dispatch type selection', 'Cart lifecycle'): the cart takes type 3, the
 * table and its name, and the venue. A cart holding another venue's products refuses ('Hay productos
 * pendientes de otro local'); a cart already sent cannot change.
 */
export function seatAtTable(
  cart: TCart,
  venue: TCartResto,
  table: { id: string; nm: string },
  now: number,
): CartOutcome {
  if (!isCartEditable(cart)) return refused('not-editable', CART_REFUSALS.notEditable);
  if (cart.dl.length > 0 && cart.resto && !isSameVenue(cart.resto, venue))
    return refused('other-venue', CART_REFUSALS.otherVenue);
  return accepted({
    ...cart,
    resto: venue,
    tipo: DispatchType.checkIn,
    mesa: table.id,
    mesaName: table.nm,
    fmu: now,
  });
}

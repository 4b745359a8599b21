import { DispatchType } from '../constants.ts';
import type { TMenu, TOfferedType, TProduct } from '../contracts/menu.ts';

/**
 * Availability by dispatch type (issue 13 item 3; spec/1 §1 'Dispatch types in use', §3 'Product'): a product
 * may be offered only for some order types — not for delivery, only at the kiosk. A product that names no
 * types (`tipos` absent) is offered for all of them. One rule for the web menu, the kiosk menu and the
 * server's check of an order's lines.
 */

/** Every type a product can be limited to, in the order the back office lists them. */
export const OFFERED_TYPES: readonly TOfferedType[] = [
  DispatchType.pickup,
  DispatchType.delivery,
  DispatchType.checkIn,
  DispatchType.kioskTakeAway,
  DispatchType.kioskEatHere,
];

/**
 * Whether a product is offered for an order type. Type 0 (no type chosen yet: a cleared cart, the pay-at-table
 * QR mode, spec/1 §4) orders nothing, so it hides nothing either.
 */
export function offeredFor(product: Pick<TProduct, 'tipos'>, tipo: number): boolean {
  if (!product.tipos || tipo === DispatchType.none) return true;
  return product.tipos.some((t) => t === tipo);
}

type ShownMenu = Pick<TMenu, 'prods' | 'jprods' | 'promos'>;

/**
 * The menu a diner sees for an order type: the products not offered for it left out, and with them their
 * places in the categories' lists and their promotions, so no category or carousel leads to nothing.
 * The same menu object when nothing is hidden.
 */
export function menuForType<M extends ShownMenu>(menu: M, tipo: number): M {
  const hidden = new Set(menu.prods.filter((p) => !offeredFor(p, tipo)).map((p) => p.ip));
  if (hidden.size === 0) return menu;
  return {
    ...menu,
    prods: menu.prods.filter((p) => !hidden.has(p.ip)),
    jprods: menu.jprods.map((c) => ({ ...c, prods: c.prods.filter((ip) => !hidden.has(ip)) })),
    promos: menu.promos.filter((p) => !hidden.has(p.ip)),
  };
}

/**
 * The lines of a cart whose product is not offered for the order type (issue 13 item 3): a diner who added a
 * product for pickup and then chose delivery. The cart marks them and the checkout holds its confirm button
 * until they go or the type changes, before the server's own refusal (order-lines.ts). A product the menu
 * does not know is not this rule's to judge.
 */
export function linesNotOffered<L extends { item: string }>(
  lines: readonly L[],
  productOf: (ip: string) => Pick<TProduct, 'tipos'> | undefined,
  tipo: number,
): L[] {
  return lines.filter((line) => {
    const product = productOf(line.item);
    return product !== undefined && !offeredFor(product, tipo);
  });
}

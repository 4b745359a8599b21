import { currentCart, isCartExpired, type TCart, ZCart, ZCartId } from '@comanda/domain';

/**
 * What the browser keeps between visits (localStorage): the cart, its id (the key of its stock holds on
 * the server) and the display names of what it holds, so a cart of another restaurant still reads well
 * on this restaurant's menu.
 */
export type PersistedCart = { cartId: string; cart: TCart; names: Record<string, string> };

export type RestoredCart = PersistedCart & {
  /** The id of a stored cart that expired: its holds are given back. */
  expiredId: string | null;
};

/**
 * Reads a stored value: a valid cart not changed for 12 hours or less is kept with its id; an expired
 * one is dropped (spec/1 §4 'Cart lifecycle', §9); anything unreadable starts a new cart.
 */
export function restoreCart(raw: unknown, now: number, newCartId: () => string): RestoredCart {
  const value = (raw ?? {}) as Partial<Record<keyof PersistedCart, unknown>>;
  const cart = ZCart.safeParse(value.cart);
  const id = ZCartId.safeParse(value.cartId);
  const names = readNames(value.names);
  if (cart.success && id.success && !isCartExpired(cart.data, now))
    return { cartId: id.data, cart: currentCart(cart.data, now), names, expiredId: null };
  return {
    cartId: newCartId(),
    cart: currentCart(null, now),
    names: {},
    expiredId: cart.success && id.success ? id.data : null,
  };
}

function readNames(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string'));
}

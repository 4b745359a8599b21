import { type CatalogIndex, cartCount, cartTotals, isSameVenue, type TCartResto } from '@comanda/domain';
import { shownSubtotal } from '../store/cart-store.ts';
import { useCart } from '../store/cart-store-instance.ts';

/**
 * The units and subtotal the action bar and footer show. The subtotal is the server's once it priced
 * this version of the cart; until then the domain computes it from the shown menu's prices, when the
 * cart belongs to the shown venue.
 */
export function useCartSummary(index: CatalogIndex | null, venue: Pick<TCartResto, 'id' | 'dk'> | null) {
  const cart = useCart((s) => s.cart);
  const priced = useCart((s) => s.priced);
  const version = useCart((s) => s.version);
  const count = cartCount(cart, cart.tipo);
  const subtotal = shownSubtotal({ cart, priced, version }, (c) =>
    index && venue && c.resto && isSameVenue(c.resto, venue) ? cartTotals(c, index).subtotal : null,
  );
  const discounts = priced && priced.version === version ? priced.result.discounts : null;
  return { cart, count, subtotal, discounts, synced: priced !== null && priced.version === version };
}

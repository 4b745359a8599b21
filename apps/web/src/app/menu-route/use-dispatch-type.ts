import {
  isSameVenue,
  resolveDispatchType,
  type TAppConfig,
  type TCart,
  type TCartResto,
  type WebDispatchType,
} from '@comanda/domain';
import { useEffect, useState } from 'react';

/**
 * The dispatch type the menu shows (spec/1 §4 'Dispatch type selection', decided by the domain's
 * resolveDispatchType): the cart's own type when the cart is empty or of this venue, else the venue's
 * default. The cart follows the decision and every switch, unless it holds another venue's products.
 */
export function useDispatchType(
  app: TAppConfig | null,
  venue: Pick<TCartResto, 'id' | 'dk'> | null,
  cart: Pick<TCart, 'tipo' | 'mesa' | 'dl' | 'resto'>,
  setCartTipo: (tipo: WebDispatchType) => void,
): [number, (tipo: WebDispatchType) => void] {
  const [picked, setPicked] = useState<WebDispatchType | null>(null);
  const cartHere =
    cart.dl.length === 0 || (venue !== null && cart.resto !== null && isSameVenue(cart.resto, venue));
  // A table belongs to its venue: another venue's menu does not order at it.
  const mesa = venue && cart.resto && isSameVenue(cart.resto, venue) ? cart.mesa : '';
  const tipo = app
    ? resolveDispatchType(app, { requested: picked ?? (cartHere ? cart.tipo : undefined), mesa }).tipo
    : 0;
  useEffect(() => {
    if (app && cartHere && cart.tipo !== tipo) setCartTipo(tipo);
  }, [app, cartHere, cart.tipo, tipo, setCartTipo]);
  return [tipo, setPicked];
}

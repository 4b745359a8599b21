import { isSameVenue } from '@comanda/domain';
import { useLocation, useNavigate } from 'react-router';
import { LoginPanel } from '../../features/account/index.ts';
import { cartStore, useCart } from '../../features/cart/index.ts';
import { InfoPage } from '../../features/venue-info/index.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';
import { venueBasePath } from '../../lib/venue-path.ts';

/**
 * {venue}/info with the cart and the account composed in (features do not import each other): the action
 * buttons count the cart's units on its type, and delivery or pickup open the menu with that type — the cart
 * takes it when it is empty or this venue's; another venue's cart is the menu's to name. The alternative
 * screen's reservation asks a signed-out diner to sign in with the account's login panel first.
 */
export function InfoRoute() {
  const cart = useCart((s) => s.cart);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useSessionToken() !== null;
  return (
    <InfoPage
      ordering={{
        cart,
        order: (venue, tipo) => {
          const current = cartStore.getState().cart;
          if (current.dl.length === 0 || (current.resto && isSameVenue(current.resto, venue)))
            cartStore.getState().setTipo(tipo);
          navigate(`${venueBasePath(pathname)}/menu`);
        },
        signedIn,
        login: (onSignedIn, returnTo) => <LoginPanel onSignedIn={onSignedIn} returnTo={returnTo} />,
      }}
    />
  );
}

import type { TCart, TRestaurantInfo } from '@comanda/domain';
import type { ReactNode } from 'react';

/** What the screens need of the cart, the ordering and the account, composed by the app (features do not import each other). */
export type InfoOrdering = {
  cart: Pick<TCart, 'tipo' | 'dl' | 'resto'>;
  /** Opens the venue's menu with this ordering type. */
  order: (venue: TRestaurantInfo, tipo: 1 | 2) => void;
  /** A diner is signed in: the alternative screen's reservation asks for it first (spec/2 §6). */
  signedIn: boolean;
  /**
   * The account's login panel, calling back once the diner signed in; a social sign-in, which leaves the site,
   * comes back to `returnTo`.
   */
  login: (onSignedIn: () => void, returnTo: string) => ReactNode;
};

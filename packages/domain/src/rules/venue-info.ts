import { DispatchType, INFO_PHOTOS_SHOWN, RESTAURANT_PHOTO_TYPE } from '../constants.ts';
import type { TCart } from '../contracts/cart.ts';
import type { TAppConfig, TRestaurantPhoto } from '../contracts/restaurant.ts';
import { cartCount, isSameVenue } from './cart.ts';
import { offersDispatchType } from './dispatch-type.ts';

/**
 * The info screen's action buttons (spec/2 §2 'Restaurant information'): delivery (2), pickup (1), reserve
 * and check-in (3), as the venue's configuration offers them, each ordering type with the cart's count when
 * it is the cart's current type at this venue.
 */
export type InfoActionKind = 'delivery' | 'pickup' | 'reserve' | 'checkIn';
export type InfoAction = { kind: InfoActionKind; tipo: 0 | 1 | 2 | 3; count: number };

type ActionVenue = {
  id: string;
  dk: string;
  _tieneReserva?: boolean;
  cfg: {
    app: Pick<TAppConfig, 'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly' | 'selfatblock'>;
  };
};

export function infoActions(venue: ActionVenue, cart: Pick<TCart, 'tipo' | 'dl' | 'resto'>): InfoAction[] {
  const app = venue.cfg.app;
  const cartHere = cart.resto !== null && isSameVenue(cart.resto, venue);
  const countFor = (tipo: number) => (cartHere ? cartCount(cart, tipo) : 0);
  const ordering = (kind: InfoActionKind, tipo: 1 | 2 | 3): InfoAction[] =>
    offersDispatchType(app, tipo) ? [{ kind, tipo, count: countFor(tipo) }] : [];
  return [
    ...ordering('delivery', DispatchType.delivery),
    ...ordering('pickup', DispatchType.pickup),
    ...(venue._tieneReserva ? [{ kind: 'reserve' as const, tipo: 0 as const, count: 0 }] : []),
    // A venue that blocks check-in (selfatblock) offers no table ordering from here.
    ...(app.selfatblock ? [] : ordering('checkIn', DispatchType.checkIn)),
  ];
}

/** The photos tab (tab 24): the restaurant's own photos (type 50), 6 until 'see more (n)' shows the rest. */
export function photosShown(
  fotos: readonly TRestaurantPhoto[],
  all: boolean,
): { shown: TRestaurantPhoto[]; hidden: number } {
  const own = fotos.filter((f) => f.t === RESTAURANT_PHOTO_TYPE);
  const shown = all ? own : own.slice(0, INFO_PHOTOS_SHOWN);
  return { shown, hidden: own.length - shown.length };
}

/** Restaurants in Spain get an extra notice on the contact tab (spec/2 §2): the owner's legal data. */
export const needsSpainNotice = (pais: string) => pais.trim().toLowerCase() === 'es';

import type { TCartResto, TMenu, TRestaurantInfo } from '@comanda/domain';
import { api } from '../../../lib/api.ts';

export type CheckoutVenue = { info: TRestaurantInfo; menu: TMenu };

/**
 * The cart's venue as the checkout needs it: configuration (tips, methods, deferral, phones, policies),
 * payment method names (dm), dispatch schedule rows (dt) and time zone (spec/1 §7 'Restaurant info', 'Menu').
 */
export async function fetchCheckoutVenue(
  resto: Pick<TCartResto, 'pais' | 'simpleId' | 'dk'>,
): Promise<CheckoutVenue> {
  const info = await api.restaurantInfo({ pais: resto.pais, sid: resto.simpleId, dk: resto.dk });
  const menu = await api.menu({ irl: info.id, dk: resto.dk }, { dk: resto.dk });
  return { info, menu };
}

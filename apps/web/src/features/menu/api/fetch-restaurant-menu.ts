import { ApiError } from '@comanda/api-client';
import type { TMenu, TRestaurantInfo } from '@comanda/domain';
import { api } from '../../../lib/api.ts';

/** Which restaurant a menu path names: country plus simple id, and the dark kitchen when there is one. */
export type VenueKey = { pais: string; simpleId: number; dk: string };

export type RestaurantMenu = { info: TRestaurantInfo; menu: TMenu };

/**
 * The restaurant's info, then its menu: the menu call needs the location id (`irl`) the info holds
 * (spec/1 §7 'Restaurant info' then 'Menu').
 */
export async function fetchRestaurantMenu(venue: VenueKey): Promise<RestaurantMenu> {
  const info = await api.restaurantInfo({ pais: venue.pais, sid: venue.simpleId, dk: venue.dk });
  const menu = await api.menu({ irl: info.id, dk: venue.dk }, { dk: venue.dk });
  return { info, menu };
}

/** The server's way of saying the restaurant does not exist (spec/1 §8 'not found'). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || /not.?found/i.test(error.code));
}

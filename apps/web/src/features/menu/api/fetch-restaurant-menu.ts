import { ApiError } from '@comanda/api-client';
import type { TMenu, TRestaurantInfo, VenueKey } from '@comanda/domain';
import { api } from '../../../lib/api.ts';
import { followCountry } from '../../../lib/language.ts';
import { knownLocation, rememberLocation } from '../../../lib/venue-locations.ts';
import { takeBootMenu } from './boot-menu.ts';
import type { RestaurantMenu } from './restaurant-menu.ts';

export type { VenueKey };

export type MenuSources = {
  /** What the server put into the page for this venue, if anything (boot-menu.ts). */
  boot: (venue: VenueKey) => RestaurantMenu | null;
  info: (venue: VenueKey) => Promise<TRestaurantInfo>;
  menu: (irl: string, dk: string) => Promise<TMenu>;
  /** The venue's location id, when a list, search or earlier visit told it (lib/venue-locations.ts). */
  knownLocation: (venue: VenueKey) => string | undefined;
  rememberLocation: (venue: VenueKey, irl: string) => void;
};

/**
 * A venue's info and menu (spec/1 §7 'Restaurant info' and 'Menu'): from the page itself when the server
 * put them there; else both at once when the location id (`irl`) the menu call needs is already known;
 * else the info first, which holds it.
 */
export function createMenuFetcher(sources: MenuSources) {
  return async function fetchRestaurantMenu(venue: VenueKey): Promise<RestaurantMenu> {
    const booted = sources.boot(venue);
    if (booted) return booted;
    const known = sources.knownLocation(venue);
    const [info, early] = await Promise.all([
      sources.info(venue),
      known ? sources.menu(known, venue.dk).catch(() => null) : null,
    ]);
    sources.rememberLocation(venue, info.id);
    // A location id that is no longer this venue's (or a failed early call) costs one more call, never a wrong menu.
    const menu = known === info.id && early ? early : await sources.menu(info.id, venue.dk);
    return { info, menu };
  };
}

const fetchFromPlatform = createMenuFetcher({
  boot: takeBootMenu,
  info: (venue) => api.restaurantInfo({ pais: venue.pais, sid: venue.simpleId, dk: venue.dk }),
  menu: (irl, dk) => api.menu({ irl, dk }, { dk }),
  knownLocation,
  rememberLocation,
});

export async function fetchRestaurantMenu(venue: VenueKey): Promise<RestaurantMenu> {
  const found = await fetchFromPlatform(venue);
  // The restaurant's country shapes dates and may choose the language (spec/2 §4).
  followCountry(found.info.pais);
  return found;
}

/** The server's way of saying the restaurant does not exist (spec/1 §8 'not found'). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || /not.?found/i.test(error.code));
}

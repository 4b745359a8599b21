import { PAGE_BOOT_ELEMENT_ID, type TMenu, type TRestaurantInfo, type VenueKey } from '@comanda/domain';
import type { RestaurantMenu } from './restaurant-menu.ts';

type Answer<T> = { ok?: unknown; data?: T };

/**
 * The restaurant and menu the server put into the menu page it served (apps/server/src/routes/page-boot.ts):
 * the answers of GET /srv/test and POST /srv/getrestomenu as they would have arrived. Null when the text is
 * absent, not of this venue, or not two successful answers.
 *
 * Not parsed with the contracts here: the server drew the page's HTML from these same bytes without parsing
 * them, and they are its own answers, written from the contracts' types (page-boot.test.ts holds them to
 * the API's), so the first render takes them as the server did. Parsing them would load zod and every
 * schema with the page and run them in the task that hydrates it (issue 11: first-load JavaScript and
 * blocking time); every answer the site asks for itself is still parsed (lib/api.ts).
 */
export function readBootMenu(text: string | null | undefined, venue: VenueKey): RestaurantMenu | null {
  if (!text) return null;
  let boot: { venue?: Partial<VenueKey>; info?: Answer<TRestaurantInfo>; menu?: Answer<TMenu> };
  try {
    boot = JSON.parse(text);
  } catch {
    return null;
  }
  const of = boot.venue;
  if (of?.pais !== venue.pais || of.simpleId !== venue.simpleId || of.dk !== venue.dk) return null;
  const { info, menu } = boot;
  if (info?.ok !== true || typeof info.data?.id !== 'string') return null;
  if (menu?.ok !== true || typeof menu.data !== 'object' || menu.data === null) return null;
  return { info: info.data, menu: menu.data };
}

/**
 * The page's boot data for this venue, taken once: the block is removed, so coming back to the menu later
 * asks the server for fresh stock like any other visit.
 */
export function takeBootMenu(venue: VenueKey): RestaurantMenu | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(PAGE_BOOT_ELEMENT_ID);
  const booted = readBootMenu(block?.textContent, venue);
  if (booted) block?.remove();
  return booted;
}

import { okResponse, PAGE_BOOT_ELEMENT_ID, type VenueKey, ZMenu, ZRestaurantInfo } from '@comanda/domain';
import type { RestaurantMenu } from './fetch-restaurant-menu.ts';

const ZInfoAnswer = okResponse(ZRestaurantInfo);
const ZMenuAnswer = okResponse(ZMenu);

/**
 * The restaurant and menu the server put into the menu page it served (apps/server/src/routes/page-boot.ts):
 * the answers of GET /srv/test and POST /srv/getrestomenu as they would have arrived, checked with the same
 * contracts the API client uses. Null when the text is absent, not of this venue, or not valid.
 */
export function readBootMenu(text: string | null | undefined, venue: VenueKey): RestaurantMenu | null {
  if (!text) return null;
  let boot: { venue?: Partial<VenueKey>; info?: unknown; menu?: unknown };
  try {
    boot = JSON.parse(text);
  } catch {
    return null;
  }
  const of = boot.venue;
  if (of?.pais !== venue.pais || of.simpleId !== venue.simpleId || of.dk !== venue.dk) return null;
  const info = ZInfoAnswer.safeParse(boot.info);
  const menu = ZMenuAnswer.safeParse(boot.menu);
  return info.success && menu.success ? { info: info.data.data, menu: menu.data.data } : null;
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

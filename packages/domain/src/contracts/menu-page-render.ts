import type { Language } from '../rules/language-choice.ts';
import type { VenueKey } from '../rules/restaurant-path.ts';
import type { TMenu } from './menu.ts';
import type { TRestaurantInfo } from './restaurant.ts';

/**
 * The menu page drawn on the server (issue 11): what the platform server (apps/server/src/routes/
 * page-boot.ts) hands the web's server render entry (apps/web/src/server-render.tsx, built into
 * dist-server/server-render.js). The restaurant and menu are the ones the page's boot block carries.
 */
export type MenuPageInput = {
  /** The page's address as the browser asked for it (origin, path and query). */
  url: string;
  language: Language;
  venue: VenueKey;
  info: TRestaurantInfo;
  menu: TMenu;
};

/** The entry's export `renderMenuPage`: the inside of #root, or null when the site draws no page there. */
export type RenderMenuPage = (input: MenuPageInput) => Promise<string | null>;

import type { TMenu, TRestaurantInfo } from '@comanda/domain';

/**
 * A venue's info and menu as the menu page holds them: read from the page's boot block (boot-menu.ts) or
 * asked of the server (fetch-restaurant-menu.ts, which tries the boot block first). Its own module so that
 * neither of the two has to import the other's type.
 */
export type RestaurantMenu = { info: TRestaurantInfo; menu: TMenu };

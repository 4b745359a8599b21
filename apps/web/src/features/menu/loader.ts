/**
 * What the menu route's loader needs — the menu store and its fetching — without the page, so the loader's
 * chunk is small and its calls start before the page's code has arrived.
 */
export { menuStore } from './store/menu-store-instance.ts';

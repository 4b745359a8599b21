/** The menu route: its own chunk, so the home page does not carry the menu, cart and their stores. */
export { MenuRoute, venueOf } from './menu-route.tsx';

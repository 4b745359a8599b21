/** The menu route: its own chunk, so the home page does not carry the menu, cart and their stores. */
export { MenuRoute } from './menu-route.tsx';

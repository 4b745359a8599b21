/** The menu feature: a restaurant's menu page. */
export { MenuPage } from './components/menu-page.tsx';

/** The menu feature: a restaurant's menu page, and what the app needs to compose the cart around it. */
export { MenuPage } from './components/menu-page.tsx';
export type { MenuHost } from './model/menu-host.ts';
export { indexMenu, type MenuIndex, productView } from './model/product-view.ts';
export { menuStore, useMenu } from './store/menu-store-instance.ts';

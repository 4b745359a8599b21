/** The cart's lines, totals and dialogs: a lazily loaded chunk (issue 3 size budget). */
export { CartDrawer } from './components/cart-drawer.tsx';
export { CartPanel } from './components/cart-panel.tsx';

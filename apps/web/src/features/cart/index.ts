/**
 * The cart feature's light entry: the store (needed at once for the count and the footer), the footer
 * and the summary hook. The cart's lines and dialogs load from './panel.ts' as their own chunk.
 */
export { CartFooter } from './components/cart-footer.tsx';
export { useCartSummary } from './hooks/use-cart-summary.ts';
export type { CartActionResult } from './model/cart-result.ts';
export { describeResult } from './model/describe-result.ts';
export { cartStore, onCartStock, useCart } from './store/cart-store-instance.ts';

/** The product feature's light entry: what the menu page needs before the detail's chunk arrives. */
export { ProductDialogSkeleton } from './components/product-dialog-skeleton.tsx';
export type { ProductDraft } from './model/draft.ts';

/** The product detail, loaded on the first tap on a product (its own chunk; issue 3 size budget). */
export { ProductDialog, type ProductDialogProps } from './components/product-dialog.tsx';

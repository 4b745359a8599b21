import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/** The checkout (spec/1 §2 screens 4–6): a lazily loaded chunk; the app composes it with cart and account. */
export { CheckoutPage, type CheckoutPageProps } from './components/checkout-page.tsx';
export { PaymentRedirect } from './components/payment-redirect.tsx';

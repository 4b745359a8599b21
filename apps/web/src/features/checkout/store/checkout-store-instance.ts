import { createOrdersClient } from '@comanda/api-client';
import { useStore } from 'zustand';
import { siteCallOptions } from '../../../lib/api.ts';
import { storedSession } from '../../../lib/session.ts';
import { type CheckoutState, createCheckoutStore } from './checkout-store.ts';

export const ordersApi = createOrdersClient({
  ...siteCallOptions,
  token: () => storedSession() ?? undefined,
});

const newKey = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

export const checkoutStore = createCheckoutStore({
  preflight: ordersApi.preflight,
  save: ordersApi.saveOrder,
  newKey,
});

export function useCheckout<T>(select: (state: CheckoutState) => T): T {
  return useStore(checkoutStore, select);
}

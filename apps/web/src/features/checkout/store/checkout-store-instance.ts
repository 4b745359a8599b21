import { createOrdersClient } from '@comanda/api-client';
import { useStore } from 'zustand';
import { siteCallOptions } from '../../../lib/api.ts';
import { onSessionChange, storedSession } from '../../../lib/session.ts';
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
  preflightSignedOut: ordersApi.preflightSignedOut,
  save: ordersApi.saveOrder,
  newKey,
});

/**
 * The end of a session (a logout anywhere, a refused token, another tab's logout) forgets the diner's checkout
 * here (issue 16 item 6); its draft on the device goes with the session (lib/session.ts). Only the change from
 * signed in to signed out counts: the storage events of other keys fire the listener too.
 */
let signedIn = storedSession() !== null;
if (typeof window !== 'undefined')
  onSessionChange(() => {
    const now = storedSession() !== null;
    if (signedIn && !now) checkoutStore.getState().forgetDiner();
    signedIn = now;
  });

export function useCheckout<T>(select: (state: CheckoutState) => T): T {
  return useStore(checkoutStore, select);
}

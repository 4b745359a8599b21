import { useKioskCart } from './cart-store.ts';

/**
 * Cancel the order (spec/3 §4 'Kiosk flow'): reset the kiosk cart and go back to Welcome with a page
 * reload, so nothing of this diner stays in memory. Arrival routing sends a portal kiosk to its chooser.
 */
export async function cancelOrderAndReload(): Promise<void> {
  await useKioskCart.getState().cancel();
  window.location.hash = '#/';
  window.location.reload();
}

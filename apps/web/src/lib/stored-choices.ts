import type { TOrderFor } from '@comanda/domain';
import { storedSession } from './session.ts';

/** Where this device keeps where and when a diner orders for (lib/order-for.ts owns the record). */
export const ORDER_FOR_KEY = 'comanda.orderFor';
/** Where it keeps a signed-out diner's delivery address (features/account store/temporary-address.ts). */
export const TEMPORARY_ADDRESS_KEY = 'comanda.tempAddress';

/**
 * Whether this device holds any choice the menu's action bar shows — a session, a temporary address or an
 * order-for record — without reading (and validating) any of them: a first visitor holds none, so the bar can
 * draw its defaults without the account and contract modules (issue 11, the menu's first-load JavaScript).
 */
export function hasStoredChoice(): boolean {
  try {
    return (
      storedSession() !== null ||
      localStorage.getItem(TEMPORARY_ADDRESS_KEY) !== null ||
      localStorage.getItem(ORDER_FOR_KEY) !== null
    );
  } catch {
    return false;
  }
}

/** The venue an order-for record names: the cart's restaurant location and dark kitchen (as checkout drafts). */
export const orderForVenue = (resto: { id: string; dk: string }) => `${resto.id}/${resto.dk}`;

/**
 * Writes where and when the diner orders for. Writing needs no schema, so the first-visit bar writes its time
 * here; reading it back validates it (lib/order-for.ts).
 */
export function writeOrderFor(record: Omit<TOrderFor, 'v' | 'savedAt'>, now = Date.now()): void {
  try {
    localStorage.setItem(ORDER_FOR_KEY, JSON.stringify({ v: 1, savedAt: now, ...record }));
  } catch {
    // Not kept: the checkout starts from the venue's defaults.
  }
}

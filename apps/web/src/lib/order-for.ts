import { reviveOrderFor, type TOrderFor } from '@comanda/domain';

const KEY = 'comanda.orderFor';

/** The venue an order-for record names: the cart's restaurant location and dark kitchen (as checkout drafts). */
export const orderForVenue = (resto: { id: string; dk: string }) => `${resto.id}/${resto.dk}`;

/**
 * Where and when the diner orders for, on this device (issue 15 item 4; the domain's rules/order-for.ts): the
 * menu's action bar and the checkout each write it when the diner chooses, and each starts with it. One
 * record at a time — the venue being ordered from. Read back revived: what the device holds is not trusted.
 */
export const orderFor = {
  read(venue: string, times: (fecha: string) => readonly string[], now = Date.now()): TOrderFor | null {
    try {
      return reviveOrderFor(JSON.parse(localStorage.getItem(KEY) ?? 'null'), { venue, now, times });
    } catch {
      return null;
    }
  },
  write(record: Omit<TOrderFor, 'v' | 'savedAt'>, now = Date.now()): void {
    try {
      localStorage.setItem(KEY, JSON.stringify({ v: 1, savedAt: now, ...record }));
    } catch {
      // Not kept: the checkout starts from the venue's defaults.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

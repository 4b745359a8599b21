import { reviveOrderFor, type TOrderFor } from '@comanda/domain';
import { ORDER_FOR_KEY as KEY, writeOrderFor } from './stored-choices.ts';

export { orderForVenue } from './stored-choices.ts';

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
  write: writeOrderFor,
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

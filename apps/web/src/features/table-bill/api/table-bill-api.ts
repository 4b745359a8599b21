import { createOrdersClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { openLiveSocket } from '../../../lib/live-socket.ts';
import { storedSession } from '../../../lib/session.ts';

/** The table's bill calls with the stored session token (spec/1 §7 getgaeorder, paygaeorder). */
export const tableBillApi = createOrdersClient({
  ...siteCallOptions,
  token: () => storedSession() ?? undefined,
});

/**
 * The table's `bill` events (issue 14 item 5): another diner selected, let go of or paid lines, or ordered
 * more; also once subscribed, the first time and after a reconnection, as events may have been missed before.
 * Returns the function that stops.
 */
export function listenToBill(token: string, ic: string, onChange: () => void): () => void {
  return openLiveSocket(
    { type: 'subscribe', restaurants: [], bill: { token, ic } },
    (event) => {
      if (event.type === 'bill') onChange();
    },
    // Once the server watches the bill: a change between the page's first read and this point is read now.
    () => onChange(),
  );
}

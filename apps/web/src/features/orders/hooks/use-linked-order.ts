import { ApiError } from '@comanda/api-client';
import type { TOrder } from '@comanda/domain';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { listenToOrders } from '../../../lib/live-orders.ts';
import { ordersApi } from '../api/orders-api.ts';

export type LinkedOrder =
  | { state: 'loading' }
  | { state: 'found'; order: TOrder }
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/**
 * The order an order link names (GET /srv/pedido), followed live (issue 14 item 6): the page subscribes to
 * that one order's `ped` events by its id and reads the order again on each, and after a reconnect (events
 * may have been missed). An unknown or malformed id is 'not-found'; a failure to reach the platform keeps
 * the order already shown.
 */
export function useLinkedOrder(orderId: string) {
  const [linked, setLinked] = useState<LinkedOrder>({ state: 'loading' });
  const load = useCallback(async () => {
    try {
      const order = await ordersApi.linkedOrder(orderId);
      setLinked({ state: 'found', order });
    } catch (e) {
      const gone = e instanceof ApiError && (e.status === 404 || e.status === 400);
      setLinked((now) =>
        gone
          ? { state: 'not-found' }
          : now.state === 'found'
            ? now
            : { state: 'failed', message: errorMessage(e) },
      );
    }
  }, [orderId]);
  useEffect(() => {
    if (!orderId) {
      setLinked({ state: 'not-found' });
      return;
    }
    let current = true;
    const reload = () => {
      if (current) void load();
    };
    reload();
    const stop = listenToOrders({ order: orderId }, { onPed: reload, onReconnect: reload });
    return () => {
      current = false;
      stop();
    };
  }, [orderId, load]);
  return linked;
}

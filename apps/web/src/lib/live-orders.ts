import type { TLivePedEvent, TLiveSubscribe } from '@comanda/domain';
import { openLiveSocket } from './live-socket.ts';

export type LiveOrdersHandlers = {
  onPed: (event: TLivePedEvent) => void;
  /** The server joined (or refused) the order stream: `joined` false means the token or id was not accepted. */
  onSubscribed?: (joined: boolean) => void;
  /** After a reconnect: events may have been missed, the caller refetches. */
  onReconnect?: () => void;
};

/**
 * Order status events (`ped`) of the live WebSocket (spec/1 §4 'Realtime order changes', spec/3 §4
 * 'Realtime sync'): a diner subscribes with the session token, the staff board with its session and venue,
 * an order link's page with the order's id.
 * Returns the function that stops listening.
 */
export function listenToOrders(
  subscribe: Omit<TLiveSubscribe, 'type' | 'restaurants'>,
  handlers: LiveOrdersHandlers,
): () => void {
  return openLiveSocket(
    { type: 'subscribe', restaurants: [], ...subscribe },
    (event) => {
      if (event.type === 'ped') handlers.onPed(event);
      else if (event.type === 'subscribed')
        handlers.onSubscribed?.(Boolean(event.orders || event.board || event.order));
    },
    (reconnected) => {
      if (reconnected) handlers.onReconnect?.();
    },
  );
}

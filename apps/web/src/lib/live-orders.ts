import { LIVE_PATH, type TLivePedEvent, type TLiveSubscribe, ZLiveEvent } from '@comanda/domain';

const RETRY_MS = [1000, 2000, 5000, 10000];

export type LiveOrdersHandlers = {
  onPed: (event: TLivePedEvent) => void;
  /** The server joined (or refused) the order stream: `joined` false means the token was not accepted. */
  onSubscribed?: (joined: boolean) => void;
  /** After a reconnect: events may have been missed, the caller refetches. */
  onReconnect?: () => void;
};

/**
 * Order status events (`ped`) of the live WebSocket (spec/1 §4 'Realtime order changes', spec/3 §4
 * 'Realtime sync'): a diner subscribes with the session token, the staff board with its session and venue.
 * Reconnects after a drop with a growing pause. Returns the function that stops listening.
 */
export function listenToOrders(
  subscribe: Omit<TLiveSubscribe, 'type' | 'restaurants'>,
  handlers: LiveOrdersHandlers,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${window.location.host}${LIVE_PATH}`);
    socket.onopen = () => {
      attempt = 0;
      const message: TLiveSubscribe = { type: 'subscribe', restaurants: [], ...subscribe };
      socket?.send(JSON.stringify(message));
      if (opened++ > 0) handlers.onReconnect?.();
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = ZLiveEvent.safeParse(data);
      if (!event.success) return;
      if (event.data.type === 'ped') handlers.onPed(event.data);
      else if (event.data.type === 'subscribed')
        handlers.onSubscribed?.(Boolean(event.data.orders || event.data.board));
    };
    socket.onclose = () => {
      if (stopped) return;
      timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}

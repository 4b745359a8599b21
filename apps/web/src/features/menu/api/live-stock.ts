import { LIVE_PATH, type TLiveSubscribe, type TStockLevel, ZLiveEvent } from '@comanda/domain';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * Listens to the live channel for stock changes of some restaurants (spec/1 §4 'Cart lifecycle':
 * sold-out updates arrive without a reload). Reconnects after a drop with a growing pause, so a
 * restarted server is picked up again. Messages that do not match the contract are ignored.
 * Returns the function that stops listening.
 */
export function listenToStock(
  restaurants: readonly string[],
  onLevels: (levels: TStockLevel[]) => void,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const wanted = new Set(restaurants);

  const connect = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${window.location.host}${LIVE_PATH}`);
    socket.onopen = () => {
      attempt = 0;
      const subscribe: TLiveSubscribe = { type: 'subscribe', restaurants: [...wanted] };
      socket?.send(JSON.stringify(subscribe));
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = ZLiveEvent.safeParse(data);
      if (event.success && event.data.type === 'stock' && wanted.has(event.data.ir))
        onLevels(event.data.levels);
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

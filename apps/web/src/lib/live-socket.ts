import { LIVE_PATH, type TLiveEvent, type TLiveSubscribe, ZLiveEvent } from '@comanda/domain';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * The live WebSocket of the platform (DESIGN 'How data flows' 4): subscribes on every (re)connection,
 * hands each event that matches the contract to `onEvent` (others are ignored), and reconnects after a drop
 * with a growing pause, so a restarted server is picked up again. `onOpen` tells a reconnection apart from
 * the first connection (events may have been missed meanwhile). Returns the function that stops listening.
 */
export function openLiveSocket(
  subscribe: TLiveSubscribe,
  onEvent: (event: TLiveEvent) => void,
  onOpen?: (reconnected: boolean) => void,
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
      socket?.send(JSON.stringify(subscribe));
      onOpen?.(opened++ > 0);
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = ZLiveEvent.safeParse(data);
      if (event.success) onEvent(event.data);
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

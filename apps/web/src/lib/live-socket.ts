import { watchSilence } from '@comanda/api-client';
import { LIVE_PATH, type TLiveEvent, type TLiveSubscribe, ZLiveEvent } from '@comanda/domain';

const RETRY_MS = [1000, 2000, 5000, 10000];

/** Where and how to connect: the page's own server by default; tests give a URL and Node's `ws`. */
export type LiveConnection = { url?: string; WebSocket?: new (url: string) => WebSocket };

function pageUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE_PATH}`;
}

/**
 * The live WebSocket of the platform (DESIGN 'How data flows' 4): subscribes on every (re)connection,
 * hands each event that matches the contract to `onEvent` (others are ignored), and reconnects with a
 * growing pause after a drop, so a restarted server is picked up again. A connection that dies without
 * closing (the phone left Wi-Fi, a proxy hung) is noticed by its silence: the server sends a heartbeat every
 * few seconds, and with none for too long the socket is dropped and replaced (issue 10 item 6). `onOpen`
 * tells a reconnection apart from the first connection (events may have been missed meanwhile). Returns the
 * function that stops listening.
 */
export function openLiveSocket(
  subscribe: TLiveSubscribe,
  onEvent: (event: TLiveEvent) => void,
  onOpen?: (reconnected: boolean) => void,
  connection: LiveConnection = {},
): () => void {
  const Socket = connection.WebSocket ?? WebSocket;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  function connect() {
    const current = new Socket(connection.url ?? pageUrl());
    socket = current;
    // A dead line may never deliver its close: forget the socket and connect anew without waiting for it.
    const silence = watchSilence(() => {
      current.onclose = null;
      current.onmessage = null;
      current.close();
      retry();
    });
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify(subscribe));
      onOpen?.(opened++ > 0);
    };
    current.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = ZLiveEvent.safeParse(data);
      silence.heard(event.success ? event.data : undefined);
      if (event.success && event.data.type !== 'heartbeat') onEvent(event.data);
    };
    current.onclose = () => {
      silence.stop();
      retry();
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}

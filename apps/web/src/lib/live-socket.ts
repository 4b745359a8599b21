import { watchSilence } from '@comanda/api-client';
import { heartbeatEvery, LIVE_PATH, type TLiveEvent, type TLiveSubscribe } from '@comanda/domain';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * Where and how to connect: the page's own server by default; tests give a URL and Node's `ws`. `types`: the
 * event types `onEvent` handles, when not all — the others are dropped unread, so a page that only shows
 * stock never loads the live contracts for the server's 'subscribed' answer.
 */
export type LiveConnection = {
  url?: string;
  WebSocket?: new (url: string) => WebSocket;
  types?: readonly TLiveEvent['type'][];
};

/** The live events' contract (zod), loaded with the first event a page handles (issue 11, first-load JS). */
let contract: Promise<typeof import('./live-events.ts')> | undefined;
const liveEvents = () => {
  contract ??= import('./live-events.ts');
  return contract;
};

/** The message's `type`, read to drop what the page does not handle before any parsing. */
const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

function pageUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE_PATH}`;
}

/**
 * The live WebSocket of the platform (DESIGN 'How data flows' 4): subscribes on every (re)connection,
 * hands each event that matches the contract to `onEvent` (others are ignored), and reconnects with a
 * growing pause after a drop, so a restarted server is picked up again. A connection that dies without
 * closing (the phone left Wi-Fi, a proxy hung) is noticed by its silence: the server sends a heartbeat every
 * few seconds, and with none for too long the socket is dropped and replaced (issue 10 item 6). `onOpen` is
 * called when the server confirms the subscription ('subscribed'), and tells a reconnection apart from the
 * first connection (events may have been missed meanwhile). Returns the
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
    };
    current.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      // Any message proves the line alive; a heartbeat also says how often to expect the next.
      const every = heartbeatEvery(data);
      silence.heard(every === null ? undefined : { type: 'heartbeat', every });
      if (every !== null) return;
      const type = typeOf(data);
      // The server watches the topics once it has answered 'subscribed', not when the socket opens: a page
      // that reads its data again on `onOpen` then reads after the point from which no event can be missed.
      if (type === 'subscribed') onOpen?.(opened++ > 0);
      if (connection.types && !connection.types.some((wanted) => wanted === type)) return;
      // Checked against the contract before the page sees it; events keep their order, as every message
      // waits on the one load of the contract.
      void liveEvents().then(({ parseLiveEvent }) => {
        const event = parseLiveEvent(data);
        if (event && event.type !== 'heartbeat' && !stopped) onEvent(event);
      });
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

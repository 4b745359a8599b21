import { watchSilence } from '@comanda/api-client';
import {
  LIVE_PATH,
  type TLiveCatalogEvent,
  type TLivePedEvent,
  type TLiveStockEvent,
  ZLiveEvent,
} from '@comanda/domain';
import type { PrintJobFeed } from './printer-outbox.ts';

/** What the feed needs of a WebSocket: the WHATWG API, which both Node's global and `ws` provide. */
export type FeedSocket = {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  /** `ws` only: drops the connection without the closing handshake a dead line cannot complete. */
  terminate?: () => void;
};
export type SocketFactory = (url: string) => FeedSocket | Promise<FeedSocket>;

/** Reconnect after 1 s, doubling to 30 s; not paired yet: look again every 5 s. */
const RECONNECT_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];
const UNPAIRED_RETRY_MS = 5000;

/**
 * Electron's Node has a global WebSocket; the browser-mode host may run on Node 20, which does not, and
 * then uses `ws` (a dependency of this package). Imported by a computed name so Electron's bundle of main
 * leaves it out: only the Node host of browser mode ever loads it.
 */
export const defaultSocketFactory: SocketFactory = async (url) => {
  const Native = (globalThis as { WebSocket?: new (url: string) => FeedSocket }).WebSocket;
  if (Native) return new Native(url);
  const name = 'ws';
  const ws = (await import(name)) as { default: new (url: string) => FeedSocket };
  return new ws.default(url);
};

/**
 * The device's live channel (spec/3 §4 'Realtime sync'): subscribes with its device token and hands every
 * `dte` print job to the outbox sync. Reconnects with backoff; each (re)subscribe calls `connected`, so
 * jobs sent while the line was down are fetched from GET /srv/print/pending. The same socket carries the
 * `ped` events of the device's orders, which decide a payment (spec/3 §4 'Payment'): they go to `onOrder`.
 * A line that dies without closing (cable pulled, router hung) is noticed by its silence: no message, not
 * even the server's heartbeat, for too long drops the socket and connects again (issue 10 item 6).
 * It also watches the stock of the restaurant the totem sells for (`restaurant`), so sold-out changes reach
 * an idle totem's screens as they happen (`onStock`, issue 12 item 4): a portal totem's restaurant changes
 * with the diner's choice, so on every server heartbeat a changed restaurant is subscribed again.
 */
export function createLivePrintFeed(opts: {
  serverUrl: string;
  token: () => string | null;
  socketFactory?: SocketFactory;
  onOrder?: (event: TLivePedEvent) => void;
  restaurant?: () => string | null;
  onStock?: (event: TLiveStockEvent) => void;
  /** The restaurant's catalog changed (a back-office save): the totem reads its menu again. */
  onCatalog?: (event: TLiveCatalogEvent) => void;
}): PrintJobFeed {
  const factory = opts.socketFactory ?? defaultSocketFactory;
  const url = `${opts.serverUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}${LIVE_PATH}`;
  return {
    start(listeners) {
      let stopped = false;
      let socket: FeedSocket | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let failures = 0;

      const later = (ms: number) => {
        if (stopped) return;
        timer = setTimeout(() => void connect(), ms);
        timer.unref?.();
      };

      async function connect(): Promise<void> {
        const token = opts.token();
        if (!token) return later(UNPAIRED_RETRY_MS);
        let next: FeedSocket;
        try {
          next = await factory(url);
        } catch {
          return later(RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!);
        }
        if (stopped) {
          // `ws` reports closing a socket still connecting as an error event: without a listener it throws.
          next.onerror = () => {};
          return next.close();
        }
        socket = next;
        const silence = watchSilence(() => {
          next.onclose = null;
          next.onmessage = null;
          if (next.terminate) next.terminate();
          else next.close();
          if (socket === next) socket = null;
          later(RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!);
        });
        let watching: string | null = null;
        const subscribe = () => {
          watching = opts.restaurant?.() ?? null;
          next.send(
            JSON.stringify({ type: 'subscribe', restaurants: watching ? [watching] : [], device: token }),
          );
        };
        next.onopen = subscribe;
        next.onmessage = (event) => {
          let parsed: ReturnType<typeof ZLiveEvent.safeParse>;
          try {
            parsed = ZLiveEvent.safeParse(JSON.parse(String(event.data)));
          } catch {
            return silence.heard();
          }
          silence.heard(parsed.success ? parsed.data : undefined);
          if (!parsed.success) return;
          const message = parsed.data;
          if (message.type === 'subscribed' && message.device) {
            failures = 0;
            listeners.connected();
          } else if (message.type === 'dte') listeners.job({ id: message.id, args: message.args });
          else if (message.type === 'ped') opts.onOrder?.(message);
          else if (message.type === 'stock') opts.onStock?.(message);
          else if (message.type === 'catalog') opts.onCatalog?.(message);
          else if (message.type === 'heartbeat' && (opts.restaurant?.() ?? null) !== watching) subscribe();
        };
        next.onerror = () => {};
        next.onclose = () => {
          silence.stop();
          if (socket === next) socket = null;
          later(RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!);
        };
      }

      void connect();
      return () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        socket?.close();
      };
    },
  };
}

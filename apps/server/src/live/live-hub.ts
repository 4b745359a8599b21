import type { Database, Unlisten } from '../db/database.ts';
import { ORDER_CHANNEL, type OrderNotice } from '../store/orders-live.ts';
import { STOCK_CHANNEL } from '../store/stock-events.ts';

/** What the hub needs of a WebSocket: the ws socket satisfies it, a test double can too. */
export type LiveSocket = { readonly readyState: number; send(data: string): void };

const OPEN = 1;

/**
 * Who watches which restaurant, on this instance. Stock changes arrive as NOTIFYs from whichever instance
 * made them (itself included: PostgreSQL and PGlite deliver a session's own notices), so every instance
 * hears every change once and forwards it to its own sockets. The payload already is the ZLiveStockEvent
 * text; it is forwarded as is. Order and print events (`ped`, `dte`) travel the same way on their own
 * channel, addressed to topics (a diner, a venue's board, a device, a venue's printers) rather than to
 * restaurants; a socket watching several topics of one notice receives the event once.
 */
export function createLiveHub(db: Database, log: { warn(message: string): void }) {
  const watchers = new Map<string, Set<LiveSocket>>();
  const watching = new Map<LiveSocket, readonly string[]>();
  const topicWatchers = new Map<string, Set<LiveSocket>>();
  const socketTopics = new Map<LiveSocket, readonly string[]>();
  let unlisten: Unlisten | undefined;
  let unlistenOrders: Unlisten | undefined;

  function deliverOrder(payload: string) {
    let notice: OrderNotice;
    try {
      notice = JSON.parse(payload) as OrderNotice;
    } catch {
      log.warn('evento de pedido ilegible descartado');
      return;
    }
    if (!Array.isArray(notice.topics)) return;
    const text = JSON.stringify(notice.event);
    const sent = new Set<LiveSocket>();
    for (const topic of notice.topics) {
      for (const socket of topicWatchers.get(topic) ?? []) {
        if (sent.has(socket) || socket.readyState !== OPEN) continue;
        sent.add(socket);
        socket.send(text);
      }
    }
  }

  function dropTopics(socket: LiveSocket) {
    for (const topic of socketTopics.get(socket) ?? []) {
      const set = topicWatchers.get(topic);
      set?.delete(socket);
      if (set?.size === 0) topicWatchers.delete(topic);
    }
    socketTopics.delete(socket);
  }

  function deliver(payload: string) {
    let ir: unknown;
    try {
      ir = (JSON.parse(payload) as { ir?: unknown }).ir;
    } catch {
      log.warn('evento de stock ilegible descartado');
      return;
    }
    if (typeof ir !== 'string') return;
    for (const socket of watchers.get(ir) ?? []) if (socket.readyState === OPEN) socket.send(payload);
  }

  function dropRestaurants(socket: LiveSocket) {
    for (const ir of watching.get(socket) ?? []) {
      const set = watchers.get(ir);
      set?.delete(socket);
      if (set?.size === 0) watchers.delete(ir);
    }
    watching.delete(socket);
  }

  function drop(socket: LiveSocket) {
    dropTopics(socket);
    dropRestaurants(socket);
  }

  return {
    async start() {
      unlisten = await db.listen(STOCK_CHANNEL, deliver);
      unlistenOrders = await db.listen(ORDER_CHANNEL, deliverOrder);
    },
    /** A subscribe replaces what the socket watched before: it names every restaurant on the screen. */
    subscribe(socket: LiveSocket, restaurants: readonly string[]) {
      dropRestaurants(socket);
      const unique = [...new Set(restaurants)];
      watching.set(socket, unique);
      for (const ir of unique) {
        const set = watchers.get(ir) ?? new Set<LiveSocket>();
        set.add(socket);
        watchers.set(ir, set);
      }
      return unique;
    },
    /** Order topics replace what the socket watched before, like restaurants do. */
    watchTopics(socket: LiveSocket, topics: readonly string[]) {
      dropTopics(socket);
      const unique = [...new Set(topics)];
      socketTopics.set(socket, unique);
      for (const topic of unique) {
        const set = topicWatchers.get(topic) ?? new Set<LiveSocket>();
        set.add(socket);
        topicWatchers.set(topic, set);
      }
    },
    drop,
    async stop() {
      await unlisten?.();
      await unlistenOrders?.();
      watchers.clear();
      watching.clear();
      topicWatchers.clear();
      socketTopics.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

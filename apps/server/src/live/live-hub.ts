import type { Database, Unlisten } from '../db/database.ts';
import { STOCK_CHANNEL } from '../store/stock-events.ts';

/** What the hub needs of a WebSocket: the ws socket satisfies it, a test double can too. */
export type LiveSocket = { readonly readyState: number; send(data: string): void };

const OPEN = 1;

/**
 * Who watches which restaurant, on this instance. Stock changes arrive as NOTIFYs from whichever instance
 * made them (itself included: PostgreSQL and PGlite deliver a session's own notices), so every instance
 * hears every change once and forwards it to its own sockets. The payload already is the ZLiveStockEvent
 * text; it is forwarded as is.
 */
export function createLiveHub(db: Database, log: { warn(message: string): void }) {
  const watchers = new Map<string, Set<LiveSocket>>();
  const watching = new Map<LiveSocket, readonly string[]>();
  let unlisten: Unlisten | undefined;

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

  function drop(socket: LiveSocket) {
    for (const ir of watching.get(socket) ?? []) {
      const set = watchers.get(ir);
      set?.delete(socket);
      if (set?.size === 0) watchers.delete(ir);
    }
    watching.delete(socket);
  }

  return {
    async start() {
      unlisten = await db.listen(STOCK_CHANNEL, deliver);
    },
    /** A subscribe replaces what the socket watched before: it names every restaurant on the screen. */
    subscribe(socket: LiveSocket, restaurants: readonly string[]) {
      drop(socket);
      const unique = [...new Set(restaurants)];
      watching.set(socket, unique);
      for (const ir of unique) {
        const set = watchers.get(ir) ?? new Set<LiveSocket>();
        set.add(socket);
        watchers.set(ir, set);
      }
      return unique;
    },
    drop,
    async stop() {
      await unlisten?.();
      watchers.clear();
      watching.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

import pg from 'pg';

type Handler = (payload: string) => void;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One dedicated PostgreSQL connection that LISTENs for the whole server (a pooled connection cannot: the
 * pool hands it to others and LISTEN belongs to the session). Connects on the first listen. When the
 * connection drops it reconnects with a growing pause and LISTENs again to every channel; notices sent while
 * it was down are lost — PostgreSQL does not queue them for a session that is gone.
 */
export function createPgListener(config: pg.ClientConfig, log: (message: string) => void) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const identifier = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function dropped(c: pg.Client, reason: string) {
    if (client !== c && client !== null) return;
    client = null;
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
    if (closed || retryTimer) return;
    log(`LISTEN: conexión perdida (${reason}); reintento en ${retryMs} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureConnected().catch(() => {});
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  }

  async function connect(): Promise<void> {
    const c = new pg.Client(config);
    c.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    c.on('error', (error) => dropped(c, error.message));
    c.on('end', () => dropped(c, 'fin'));
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${identifier(channel)}`);
    } catch (error) {
      dropped(c, (error as Error).message);
      throw error;
    }
    client = c;
    retryMs = RETRY_FIRST_MS;
  }

  function ensureConnected(): Promise<void> {
    if (closed) return Promise.resolve();
    if (client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        // A new channel on a live connection is LISTENed now; a (re)connect LISTENs to all of them.
        if (client) await client.query(`listen ${identifier(channel)}`);
      }
      await ensureConnected();
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set?.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${identifier(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}

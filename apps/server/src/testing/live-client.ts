import { LIVE_PATH, type TLiveEvent, ZLiveEvent } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/**
 * A real WebSocket client of the live channel, for tests: connects over TCP to a listening app and keeps
 * every message it receives, so a test can wait for the one it expects.
 */
export async function connectLive(app: FastifyInstance) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`);
  const received: TLiveEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: unknown) => {
    received.push(ZLiveEvent.parse(JSON.parse(String(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  /** The first message received (before or after the call) that matches, or a rejection after timeoutMs. */
  async function next<T extends TLiveEvent>(match: (e: TLiveEvent) => e is T, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex(match);
      if (index >= 0) return received.splice(index, 1)[0] as T;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`sin el mensaje esperado; recibidos: ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    received,
    get open() {
      return socket.readyState === WebSocket.OPEN;
    },
    /** Subscribes and waits for the server's acknowledgement, after which events are delivered. */
    async subscribe(restaurants: string[]) {
      socket.send(JSON.stringify({ type: 'subscribe', restaurants }));
      await next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');
    },
    close: () => socket.close(),
  };
}

export const isStockEvent = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'stock' }> =>
  e.type === 'stock';
export const isLiveError = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'error' }> => e.type === 'error';

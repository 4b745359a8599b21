import { LIVE_PATH, liveSilenceLimitMs, type TLiveEvent, ZLiveEvent } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { startFreezingProxy } from '../testing/freezing-proxy.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * Liveness of the live WebSocket (issue 10 item 6) over real TCP, with a heartbeat of a few hundred ms so
 * that "dropped within two intervals" is measured in under a second.
 */
const EVERY_MS = 300;

let app: FastifyInstance;
let db: Database;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startApp() {
  app = await buildApp({ db, liveHeartbeatMs: EVERY_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function connect(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`);
  const received: TLiveEvent[] = [];
  socket.on('message', (data) => received.push(ZLiveEvent.parse(JSON.parse(String(data)))));
  socket.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  return { socket, received, closed, opened };
}

const serverSockets = () => app.websocketServer.clients.size;

async function waitFor(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`no ocurrió en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('live heartbeat', () => {
  it('sends a heartbeat on connection and every interval, and keeps a peer that answers pings', async () => {
    const port = await startApp();
    const client = connect(port);
    await client.opened;
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS * 4));
    const beats = client.received.filter((e) => e.type === 'heartbeat');
    expect(beats[0]).toEqual({ type: 'heartbeat', every: EVERY_MS });
    expect(beats.length).toBeGreaterThanOrEqual(3);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(serverSockets()).toBe(1);
    client.socket.close();
  });

  it('drops a peer that went silent (frozen TCP, no FIN) within two intervals', async () => {
    const port = await startApp();
    const proxy = await startFreezingProxy(port);
    cleanups.push(() => proxy.close());
    const client = connect(proxy.port);
    await client.opened;
    await waitFor(() => serverSockets() === 1, 1000);
    proxy.freeze();
    const droppedAfter = await waitFor(() => serverSockets() === 0, EVERY_MS * 2 + 1000);
    // Frozen right after a pong at worst: the next tick pings, the one after finds no answer.
    expect(droppedAfter).toBeLessThanOrEqual(EVERY_MS * 2 + 300);
    // The client heard nothing of it: only its own silence watch can tell (see the clients' tests).
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.terminate();
  });

  it('closes sockets with 1001 when the server stops', async () => {
    const port = await startApp();
    const client = connect(port);
    await client.opened;
    await app.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'El servidor se está deteniendo' });
  });
});

describe('the client silence limit', () => {
  it('is longer than the longest gap between two heartbeats of a healthy server', () => {
    expect(liveSilenceLimitMs(EVERY_MS)).toBeGreaterThan(EVERY_MS * 2);
  });
});

import { LIVE_PATH, liveSilenceLimitMs, type TLiveEvent } from '@comanda/domain';
import { createLivePrintFeed } from '@comanda/kiosk-device/services/printer-live-feed.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { pairKiosk, pizzeria } from '../../apps/server/src/routes/orders-fixtures.ts';
import { importCatalog } from '../../apps/server/src/store/catalog-import.ts';
import { type FreezingProxy, startFreezingProxy } from '../../apps/server/src/testing/freezing-proxy.ts';
import { demo } from '../../apps/server/src/testing/test-app.ts';
import { createTestDatabase } from '../../apps/server/src/testing/test-database.ts';
import { type LiveConnection, openLiveSocket } from '../../apps/web/src/lib/live-socket.ts';

/**
 * Issue 10 item 6, end to end over real TCP: a client's connection goes silent (a proxy on loopback stops
 * forwarding without closing anything), the server drops it within two ping intervals, and the client,
 * hearing no heartbeat, drops it too, reconnects through the proxy and subscribes again. Both clients of
 * the live channel: the web's live socket (diner pages and staff board share it) and the kiosk's main
 * process. A 300 ms heartbeat makes the whole story take about two seconds.
 */
const EVERY_MS = 300;

let db: Database;
let app: FastifyInstance;
let proxy: FreezingProxy;
const stops: (() => void)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  app = await buildApp({ db, liveHeartbeatMs: EVERY_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  proxy = await startFreezingProxy(typeof address === 'object' && address ? address.port : 0);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});
afterAll(async () => {
  await proxy.close();
  await app.close();
  await db.close();
});

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: no ocurrió en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** The server's end of the one live connection open now. */
async function onlyServerSocket() {
  await waitFor(() => app.websocketServer.clients.size === 1, 2000, 'una conexión en el servidor');
  return [...app.websocketServer.clients][0]!;
}

/** Freezes the line; answers how long the server took to drop its end of it. */
async function freezeAndTimeServerDrop(): Promise<number> {
  const serverEnd = await onlyServerSocket();
  proxy.freeze();
  return waitFor(() => !app.websocketServer.clients.has(serverEnd), EVERY_MS * 2 + 1000, 'caída');
}

describe('a live connection that goes silent', () => {
  it('web live socket: the server drops it within two intervals; the page reconnects and subscribes again', async () => {
    const events: TLiveEvent[] = [];
    const opens: boolean[] = [];
    const connection: LiveConnection = {
      url: `ws://127.0.0.1:${proxy.port}${LIVE_PATH}`,
      WebSocket: WebSocket as unknown as LiveConnection['WebSocket'],
    };
    stops.push(
      openLiveSocket(
        { type: 'subscribe', restaurants: [pizzeria.ir] },
        (event) => events.push(event),
        (reconnected) => opens.push(reconnected),
        connection,
      ),
    );
    await waitFor(() => events.some((e) => e.type === 'subscribed'), 3000, 'suscripción');

    const frozenAt = Date.now();
    const droppedAfter = await freezeAndTimeServerDrop();
    expect(droppedAfter).toBeLessThanOrEqual(EVERY_MS * 2 + 300);

    events.length = 0;
    await waitFor(() => opens.includes(true), liveSilenceLimitMs(EVERY_MS) + 3000, 'reconexión');
    await waitFor(() => events.some((e) => e.type === 'subscribed'), 3000, 'nueva suscripción');
    // Not before its silence limit: the page did not learn of the drop any other way.
    expect(Date.now() - frozenAt).toBeGreaterThanOrEqual(liveSilenceLimitMs(EVERY_MS));
    expect(opens).toEqual([false, true]);

    // Subscribed again: a stock change of the restaurant reaches the page over the new connection.
    const cartId = 'live-reconnect-cart-0001';
    const reserve = { cartId, irl: `${pizzeria.ir}-${pizzeria.il}`, lines: [{ ip: 'fz-trufa', cant: 1 }] };
    await app.inject({
      method: 'POST',
      url: '/srv/cartstock/reserve',
      payload: {
        ...reserve,
        lines: [{ ...reserve.lines[0], extras: { 'fz-tamano': [['fz-tam-individual', 1]] } }],
      },
    });
    await waitFor(
      () => events.some((e) => e.type === 'stock' && e.ir === pizzeria.ir),
      3000,
      'evento de stock',
    );
    await app.inject({ method: 'POST', url: '/srv/cartstock/clear', payload: { cartId } });
  });

  it("kiosk main process: the server drops it within two intervals; the device's feed reconnects and joins its topics again", async () => {
    const { token } = await pairKiosk(app);
    let connected = 0;
    stops.push(
      createLivePrintFeed({ serverUrl: `http://127.0.0.1:${proxy.port}`, token: () => token }).start({
        connected: () => connected++,
        job: () => {},
      }),
    );
    // `connected` is called only once the server confirmed the device's own stream (`subscribed.device`).
    await waitFor(() => connected === 1, 3000, 'conexión del dispositivo');

    const frozenAt = Date.now();
    const droppedAfter = await freezeAndTimeServerDrop();
    expect(droppedAfter).toBeLessThanOrEqual(EVERY_MS * 2 + 300);

    await waitFor(() => connected === 2, liveSilenceLimitMs(EVERY_MS) + 3000, 'reconexión del dispositivo');
    expect(Date.now() - frozenAt).toBeGreaterThanOrEqual(liveSilenceLimitMs(EVERY_MS));
  });
});

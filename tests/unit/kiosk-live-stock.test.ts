import type { TLiveStockEvent } from '@comanda/domain';
import { createLivePrintFeed } from '@comanda/kiosk-device/services/printer-live-feed.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { pairKiosk, pizzeria, sanguches } from '../../apps/server/src/routes/orders-fixtures.ts';
import { importCatalog } from '../../apps/server/src/store/catalog-import.ts';
import { demo } from '../../apps/server/src/testing/test-app.ts';
import { createTestDatabase } from '../../apps/server/src/testing/test-database.ts';

/**
 * Issue 12 item 4 over a real socket: an idle totem hears its restaurant's stock changes on the device's
 * live channel (the `stock` events the web's menu uses), and follows a portal diner's choice of restaurant
 * at the next server heartbeat. A 200 ms heartbeat keeps it short.
 */
const EVERY_MS = 200;

let db: Database;
let app: FastifyInstance;
let serverUrl: string;
beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  app = await buildApp({ db, liveHeartbeatMs: EVERY_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: no ocurrió en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const reserve = (irl: string, cartId: string, line: object) =>
  app.inject({ method: 'POST', url: '/srv/cartstock/reserve', payload: { cartId, irl, lines: [line] } });

describe('the kiosk device hears its restaurant’s stock live (issue 12 item 4)', () => {
  it('forwards stock events of the restaurant it sells for, and follows a change of restaurant', async () => {
    const { token } = await pairKiosk(app);
    let restaurant = pizzeria.ir;
    const heard: TLiveStockEvent[] = [];
    let connected = 0;
    const stop = createLivePrintFeed({
      serverUrl,
      token: () => token,
      restaurant: () => restaurant,
      onStock: (event) => heard.push(event),
    }).start({ connected: () => connected++, job: () => {} });
    try {
      await waitFor(() => connected === 1, 10_000, 'conexión del dispositivo');
      const taken = await reserve(`${pizzeria.ir}-${pizzeria.il}`, 'kiosk-live-stock-0001', {
        ip: 'fz-trufa',
        cant: 2,
        extras: { 'fz-tamano': [['fz-tam-individual', 1]] },
      });
      expect(taken.statusCode, taken.body).toBe(200);
      await waitFor(() => heard.length > 0, 10_000, 'evento de stock');
      expect(heard[0]).toMatchObject({
        type: 'stock',
        ir: pizzeria.ir,
        levels: [expect.objectContaining({ kind: 'product', id: 'fz-trufa', stock: 3 })],
      });

      // A portal diner chose another restaurant: at the next heartbeat the device watches that one only.
      restaurant = sanguches.ir;
      await waitFor(() => connected === 2, 10_000, 'nueva suscripción');
      heard.length = 0;
      await app.inject({
        method: 'POST',
        url: '/srv/cartstock/clear',
        payload: { cartId: 'kiosk-live-stock-0001' },
      });
      const other = await reserve(`${sanguches.ir}-${sanguches.il}`, 'kiosk-live-stock-0002', {
        ip: 'mp-mechada-luco',
        cant: 1,
        extras: { 'mp-pan': [['mp-pan-marraqueta', 1]] },
      });
      expect(other.statusCode, other.body).toBe(200);
      await waitFor(() => heard.length > 0, 10_000, 'evento de stock del otro restaurante');
      // The pizzeria's units given back just before are no longer this device's concern.
      expect(heard.map((e) => e.ir)).toEqual([sanguches.ir]);
    } finally {
      stop();
    }
  });
});

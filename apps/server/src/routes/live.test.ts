import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectLive, isLiveError, isStockEvent } from '../testing/live-client.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { openSameTestDatabase } from '../testing/test-database.ts';

/** The live WebSocket (DESIGN 'How data flows' 4): stock changes pushed to who shows the restaurant. */
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const sanguches = demo.restaurants.find((r) => r.simpleId === 102)!;
const irl = `${pizzeria.ir}-${pizzeria.il}`;
const size = { 'fz-tamano': [['fz-tam-individual', 1]] };
const trufa = (cartId: string, cant = 1) => ({
  cartId,
  irl,
  lines: [{ ip: 'fz-trufa', cant, extras: size }],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe(`WebSocket ${'/srv/live'} over a real port`, () => {
  it('pushes the new level to a subscriber when a reservation and a clear change stock (spec/1 §4)', async () => {
    const client = await connectLive(t.app);
    await client.subscribe([pizzeria.ir]);
    const cartId = 'live-test-cart-000001';
    await t.app.inject({ method: 'POST', url: '/srv/cartstock/reserve', payload: trufa(cartId, 2) });
    const taken = await client.next(isStockEvent);
    expect(taken).toEqual({
      type: 'stock',
      ir: pizzeria.ir,
      levels: [{ kind: 'product', id: 'fz-trufa', stock: 3, crinvol: 0, agot: false }],
    });
    await t.app.inject({ method: 'POST', url: '/srv/cartstock/clear', payload: { cartId } });
    expect((await client.next(isStockEvent)).levels[0]!.stock).toBe(5);
    client.close();
  });

  it('sends nothing about restaurants a client does not watch, and nothing for a refused reservation', async () => {
    const other = await connectLive(t.app);
    await other.subscribe([sanguches.ir]);
    const watcher = await connectLive(t.app);
    await watcher.subscribe([pizzeria.ir]);
    const cartId = 'live-test-cart-000002';
    await t.app.inject({ method: 'POST', url: '/srv/cartstock/reserve', payload: trufa(cartId) });
    expect((await watcher.next(isStockEvent)).levels[0]!.stock).toBe(4);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/srv/cartstock/reserve',
      payload: trufa('live-test-cart-000003', 50),
    });
    expect(refused.json().data.reserved).toBe(false);
    await t.app.inject({ method: 'POST', url: '/srv/cartstock/clear', payload: { cartId } });
    // Notices arrive in commit order: the next event is the clear's, so the refusal announced nothing.
    expect((await watcher.next(isStockEvent)).levels[0]!.stock).toBe(5);
    expect(watcher.received.filter(isStockEvent)).toEqual([]);
    expect(other.received.filter(isStockEvent)).toEqual([]);
    other.close();
    watcher.close();
  });

  it('answers a bad message with a readable error and keeps the socket open', async () => {
    const client = await connectLive(t.app);
    client.send('not json');
    expect((await client.next(isLiveError)).message).toBe('Mensaje inválido: no es JSON');
    client.send({ type: 'subscribe', restaurants: 'all' });
    expect((await client.next(isLiveError)).message).toContain('restaurants');
    expect(client.open).toBe(true);
    await client.subscribe([pizzeria.ir]);
    await t.app.inject({
      method: 'POST',
      url: '/srv/cartstock/reserve',
      payload: trufa('live-test-cart-000004'),
    });
    expect((await client.next(isStockEvent)).ir).toBe(pizzeria.ir);
    await t.app.inject({
      method: 'POST',
      url: '/srv/cartstock/clear',
      payload: { cartId: 'live-test-cart-000004' },
    });
    client.close();
  });
});

describe('fan-out between server instances through LISTEN/NOTIFY (PostgreSQL)', () => {
  it.runIf(process.env.COMANDA_TEST_DATABASE_URL)(
    'a reservation on instance A reaches a WebSocket client of instance B',
    async () => {
      const dbB = (await openSameTestDatabase(t.db))!;
      const b = await buildApp({ db: dbB });
      await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const client = await connectLive(b);
        await client.subscribe([pizzeria.ir]);
        await t.app.inject({
          method: 'POST',
          url: '/srv/cartstock/reserve',
          payload: trufa('live-test-cart-000005'),
        });
        const event = await client.next(isStockEvent);
        expect(event.levels).toEqual([
          { kind: 'product', id: 'fz-trufa', stock: 4, crinvol: 0, agot: false },
        ]);
        await t.app.inject({
          method: 'POST',
          url: '/srv/cartstock/clear',
          payload: { cartId: 'live-test-cart-000005' },
        });
        expect((await client.next(isStockEvent)).levels[0]!.stock).toBe(5);
        client.close();
      } finally {
        await b.close();
        await dbB.close();
      }
    },
  );
});

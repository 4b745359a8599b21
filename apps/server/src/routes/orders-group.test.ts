import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { signIn } from '../testing/sign-in.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { AT, margarita, pickupOrder, saveOrder, setStockOf, stockOf, trufa } from './orders-fixtures.ts';

// Orders saved together share one transaction (store/order-saver.ts, save_orders of migration 008); each
// keeps its own outcome (spec/1 §4 'Order saving'). The app's database is wrapped to count save_orders calls
// and, when asked, to hold the next group back a moment (so that the orders sent with it have surely
// queued behind it, on either database) or to fail the next group as a whole.
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let ana: string;
let groupCalls: number[] = [];
let failNextGroup = false;
let holdNextGroup = false;
/** The size of the group made to fail, and where it was among the calls. */
let failed: { size: number; at: number } | null = null;
beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  const watch = async (sql: string, params?: readonly unknown[]) => {
    if (!sql.includes('save_orders(')) return;
    const size = (JSON.parse(String(params?.[0])) as unknown[]).length;
    groupCalls.push(size);
    if (holdNextGroup) {
      holdNextGroup = false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (failNextGroup && size > 1) {
      failNextGroup = false;
      failed = { size, at: groupCalls.length - 1 };
      throw Object.assign(new Error('simulated failure of a whole group'), { code: 'XX000' });
    }
  };
  const watched: Database = {
    ...db,
    query: async (sql, params) => {
      await watch(sql, params);
      return db.query(sql, params);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async (sql, params) => {
            await watch(sql, params);
            return tx.query(sql, params);
          },
        }),
      ),
  };
  app = await buildApp({ db: watched, clock: () => AT });
  ana = await signIn(app, 'ana@correo.cl');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const setTrufa = (stock: number) => setStockOf(db, 'fz-trufa', stock);
const ordersCount = async () =>
  Number((await db.query<{ n: string }>('select count(*) as n from orders'))[0]!.n);

describe('orders saved together (group commit)', () => {
  it('saves orders that arrive together in fewer transactions, each answered as if alone', async () => {
    groupCalls = [];
    holdNextGroup = true;
    const before = await ordersCount();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => saveOrder(app, ana, pickupOrder({ lines: [margarita()] }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = results.map((r) => r.json().data.order.io as number);
    expect(new Set(numbers).size).toBe(8);
    expect(await ordersCount()).toBe(before + 8);
    expect(groupCalls.reduce((a, b) => a + b, 0)).toBe(8);
    expect(groupCalls.length).toBeLessThan(8);
  });

  it('refuses only the orders the stock cannot serve: 10 diners, 5 units, 5 orders (spec/1 §4)', async () => {
    await setTrufa(5);
    const before = await ordersCount();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => saveOrder(app, ana, pickupOrder({ lines: [trufa(1)] }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().error.message).toBe(
        "No hay stock suficiente de 'Pizza Trufa y Hongos': quedan 0, pediste 1",
      );
    expect(await stockOf(db, 'fz-trufa')).toBe(0);
    expect(await ordersCount()).toBe(before + 5);
  });

  it('saves a cart once when it arrives twice in one group', async () => {
    await setTrufa(5);
    const twice = pickupOrder({ lines: [trufa(2)] });
    const results = await Promise.all([saveOrder(app, ana, twice), saveOrder(app, ana, twice)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'Se esta grabando pedido, descartado nuevo intento',
    );
    expect(await stockOf(db, 'fz-trufa')).toBe(3);
  });

  it('saves each order again on its own when its group fails as a whole', async () => {
    const before = await ordersCount();
    groupCalls = [];
    failed = null;
    holdNextGroup = true;
    failNextGroup = true;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => saveOrder(app, ana, pickupOrder({ lines: [margarita()] }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    // Set by the wrapped database while the saves ran (TypeScript cannot see that assignment).
    const failure = failed as { size: number; at: number } | null;
    expect(failure?.size).toBeGreaterThan(1);
    // The failed group's orders were each saved alone (others may have formed groups of their own).
    const after = groupCalls.slice(failure!.at + 1);
    expect(after.filter((n) => n === 1).length).toBeGreaterThanOrEqual(failure!.size);
    expect(groupCalls.filter((_, i) => i !== failure!.at).reduce((a, b) => a + b, 0)).toBe(8);
    expect(await ordersCount()).toBe(before + 8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, Queryable } from '../db/database.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { signIn } from '../testing/sign-in.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase, openSameTestDatabase } from '../testing/test-database.ts';
import { AT, pickupOrder, saveOrder, setStockOf, stockOf, trufa } from './orders-fixtures.ts';

// Retried saves (issue 10 item 9; spec/1 §4 'Order saving', §8): copies of one save under one idempotency key
// answer one order, whichever instance they reach and however they overlap; only a different body under
// the key is refused. Instance A's database is wrapped to keep each group's transaction open a moment after
// save_orders ran, so the copies sent to B surely meet the cart locked by A's save in flight.
type App = Awaited<ReturnType<typeof buildApp>>;
let db: Database;
let a: App;
let ana: string;

/** The database with every transaction that ran save_orders held open `ms` before it commits. */
function holdingSaves(inner: Database, ms: number): Database {
  return {
    ...inner,
    transaction: (fn) =>
      inner.transaction(async (tx) => {
        let saved = false;
        const watched: Queryable = {
          query: (sql, params) => {
            if (sql.includes('save_orders(')) saved = true;
            return tx.query(sql, params);
          },
        };
        const result = await fn(watched);
        if (saved) await new Promise((resolve) => setTimeout(resolve, ms));
        return result;
      }),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  a = await buildApp({ db: holdingSaves(db, 150), clock: () => AT });
  ana = await signIn(a, 'ana@correo.cl');
});
afterAll(async () => {
  await a.close();
  await db.close();
});

const setTrufa = (stock: number) => setStockOf(db, 'fz-trufa', stock);
const ordersOfCart = async (cartId: string) =>
  Number(
    (await db.query<{ n: string }>('select count(*) as n from orders where cart_id = $1', [cartId]))[0]!.n,
  );

/** Fires the copies at once, the i-th at instances[i % instances.length]. */
const fire = (instances: App[], bodies: object[]) =>
  Promise.all(bodies.map((body, i) => saveOrder(instances[i % instances.length]!, ana, body)));

/** Five copies of one save: all 200 with one order id, one order for the cart, its stock taken once. */
async function expectOneOrder(instances: App[], key: string) {
  await setTrufa(10);
  const body = pickupOrder({ lines: [trufa(2)], idempotencyKey: key });
  const results = await fire(instances, Array(5).fill(body));
  expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  const ids = new Set(results.map((r) => r.json().data.order.iped as string));
  expect(ids.size).toBe(1);
  expect(await ordersOfCart(body.cartId)).toBe(1);
  expect(await stockOf(db, 'fz-trufa')).toBe(8);
}

/**
 * Two bodies under one key at once: whichever is saved first makes the order, the other is refused with the
 * reused-key 409 — never a second order, never the in-flight refusal.
 */
async function expectOtherBodyRefused(instances: App[], key: string) {
  const body = pickupOrder({ lines: [trufa(1)], idempotencyKey: key });
  const other = { ...body, contacto: { ...body.contacto, nm: 'Otra persona' } };
  const results = await fire(instances, [body, other]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('idempotency_key_reused');
  expect(await ordersOfCart(body.cartId)).toBe(1);
}

describe('a retried save on one instance', () => {
  it('answers five concurrent copies with one order, stock taken once', () =>
    expectOneOrder([a], 'retry-one-instance-0001'));

  it('refuses a different body under the key while the other is saving', () =>
    expectOtherBodyRefused([a], 'retry-one-instance-0002'));
});

describe.runIf(process.env.COMANDA_TEST_DATABASE_URL)('a retried save across two instances', () => {
  let b: App;
  let dbB: Database;
  beforeAll(async () => {
    dbB = (await openSameTestDatabase(db))!;
    b = await buildApp({ db: dbB, clock: () => AT });
  });
  afterAll(async () => {
    await b.close();
    await dbB.close();
  });

  it('answers five copies at alternating instances with one order, stock taken once', () =>
    expectOneOrder([a, b], 'retry-two-instances-0001'));

  it('refuses a different body under the key that reaches the other instance', () =>
    expectOtherBodyRefused([a, b], 'retry-two-instances-0002'));

  it('still refuses a second save of the cart without a key (spec/1 §8)', async () => {
    await setTrufa(10);
    const body = pickupOrder({ lines: [trufa(1)] });
    const results = await fire([a, b], [body, body]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'Se esta grabando pedido, descartado nuevo intento',
    );
    expect(await stockOf(db, 'fz-trufa')).toBe(9);
  });
});

import { stockCovers } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, pickupOrder, pizzeria, saveOrder, size } from '../routes/orders-fixtures.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The SQL that applies the stock rule — the reservation's conditional UPDATE (store/cart-stock.ts) and
// save_order (migration 008) — held to the domain's stockCovers (packages/domain/src/rules/stock.ts,
// spec/1 §4 'Cart lifecycle', §5 'Products and extras') over a table of cases, on PGlite and, with
// COMANDA_TEST_DATABASE_URL, on PostgreSQL. The expected answer is always the domain function's.
let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

/** stock, threshold (crinvol), sold-out flag (agot), quantity wanted. */
const CASES: readonly [number | null, number, boolean, number][] = [
  [null, 0, false, 5],
  [null, 0, true, 1],
  [5, 0, false, 5],
  [5, 0, false, 6],
  [5, 2, false, 3],
  [5, 2, false, 4],
  [2, 2, false, 1],
  [3, 2, false, 1],
  [1, 3, false, 1],
  [0, 0, false, 1],
  [9, 1, true, 1],
];

const setRow = (stock: number | null, threshold: number, soldOut: boolean) =>
  t.db.query(
    `update stock set stock = $2, threshold = $3, sold_out = $4 where ir = $1 and kind = 'p' and item_id = 'fz-trufa'`,
    [pizzeria.ir, stock, threshold, soldOut],
  );
const stockNow = async () =>
  (
    await t.db.query<{ stock: number | null }>(
      `select stock from stock where ir = $1 and kind = 'p' and item_id = 'fz-trufa'`,
      [pizzeria.ir],
    )
  )[0]!.stock;
const lines = (cant: number) => [{ ip: 'fz-trufa', cant, extras: size }];
const level = (stock: number | null, crinvol: number, agot: boolean) => ({ stock, crinvol, agot });

describe('the stock rule in SQL matches the domain rule', () => {
  it.each(CASES)(
    'reserve — stock %s, threshold %s, flagged %s, taking %s',
    async (stock, threshold, soldOut, q) => {
      await setRow(stock, threshold, soldOut);
      const order = pickupOrder({ lines: lines(q) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/srv/cartstock/reserve',
        payload: { cartId: order.cartId, irl: order.irl, lines: order.lines },
      });
      const covered = stockCovers(level(stock, threshold, soldOut), q);
      // A flagged item is refused before any SQL runs, by the menu index that reads the same flag.
      if (soldOut) expect(res.statusCode).toBe(400);
      else expect(res.json().data.reserved).toBe(covered);
      expect(await stockNow()).toBe(stock === null || !covered ? stock : stock - q);
    },
  );

  it.each(CASES)(
    'save_order — stock %s, threshold %s, flagged %s, taking %s',
    async (stock, threshold, soldOut, q) => {
      await setRow(stock, threshold, soldOut);
      const res = await saveOrder(t.app, ana, pickupOrder({ lines: lines(q) }));
      const covered = stockCovers(level(stock, threshold, soldOut), q);
      expect(res.statusCode).toBe(covered ? 200 : soldOut ? 400 : 409);
      expect(await stockNow()).toBe(stock === null || !covered ? stock : stock - q);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { startHoldSweeper } from './hold-sweeper.ts';

const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const AT = new Date('2026-11-23T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
});
afterAll(() => t.close());

describe('the hold sweeper (spec/1 §4 "Cart lifecycle", §9 cart expiry 12 h)', () => {
  it('gives expired holds back at start, then on its interval, and stops cleanly', async () => {
    const reserve = (cartId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/srv/cartstock/reserve',
        payload: {
          cartId,
          irl: `${pizzeria.ir}-${pizzeria.il}`,
          lines: [{ ip: 'fz-trufa', cant: 1, extras: { 'fz-tamano': [['fz-tam-individual', 1]] } }],
        },
      });
    await reserve('sweeper-cart-000001');
    await reserve('sweeper-cart-000002');
    let now = new Date(AT.getTime() + 13 * 3_600_000);
    const lines: string[] = [];
    const sweeper = startHoldSweeper(
      t.db,
      () => now,
      { info: (m) => lines.push(m), error: (m) => lines.push(m) },
      20,
    );
    const stock = async () =>
      (await t.db.query<{ stock: number }>("select stock from stock where item_id = 'fz-trufa'"))[0]!.stock;
    for (let i = 0; i < 100 && (await stock()) !== 5; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await stock()).toBe(5);
    expect(lines).toEqual(['reservas vencidas devueltas al stock: 2 unidades']);

    now = AT;
    await reserve('sweeper-cart-000003');
    now = new Date(AT.getTime() + 13 * 3_600_000);
    for (let i = 0; i < 100 && (await stock()) !== 5; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await stock()).toBe(5);
    await sweeper.stop();
  });
});

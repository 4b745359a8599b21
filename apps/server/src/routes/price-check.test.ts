import { ZPriceCheckResult } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const irl = `${pizzeria.ir}-${pizzeria.il}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (lines: object[], extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/srv/pricecheck', payload: { irl, tipo: 1, lines, ...extra } });

describe('POST /srv/pricecheck — the server prices the cart (spec/1 §5 "Totals", §7)', () => {
  it('prices lines from its own menu: product pm plus each extra pm × quantity, times cant', async () => {
    const res = await check([
      // Pepperoni 10.900 (ref 12.900) + mediana 3.000 + 2 × queso 1.500 = 16.900 (ref 18.900), × 2.
      {
        ip: 'fz-pepperoni',
        cant: 2,
        extras: { 'fz-tamano': [['fz-tam-mediana', 1]], 'fz-agregados': [['fz-ag-queso', 2]] },
      },
      // Arma tu pizza: no price of its own, priced by its base (spec/1 §3 sinPrecio).
      {
        ip: 'fz-arma-tu-pizza',
        cant: 1,
        extras: {
          'fz-base': [['fz-base-individual', 1]],
          'fz-ingredientes': [
            ['fz-ing-cherry', 1],
            ['fz-ing-pepperoni', 1],
          ],
        },
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(ZPriceCheckResult.parse(res.json().data)).toEqual({
      lines: [
        { unit: 16900, reference: 18900 },
        { unit: 7700, reference: 7700 },
      ],
      subtotal: 2 * 16900 + 7700,
      referenceSubtotal: 2 * 18900 + 7700,
      discounts: 4000,
    });
  });

  it('answers null for an unknown product or extra and leaves that line out of the totals', async () => {
    const res = await check([
      { ip: 'fz-agua', cant: 3 },
      { ip: 'fz-no-existe', cant: 1 },
      { ip: 'fz-margarita', cant: 1, extras: { 'fz-tamano': [['fz-tam-gigante', 1]] } },
    ]);
    expect(res.json().data).toEqual({
      lines: [
        { unit: 1900, reference: 1900 },
        { unit: null, reference: null },
        { unit: null, reference: null },
      ],
      subtotal: 5700,
      referenceSubtotal: 5700,
      discounts: 0,
    });
  });

  it('ignores any price a client sends, refuses a bad request (400) and an unknown location (404)', async () => {
    const res = await check([{ ip: 'fz-agua', cant: 1, pm: 1 }], { subtotal: 1 });
    expect(res.json().data.subtotal).toBe(1900);
    expect((await check([{ ip: 'fz-agua', cant: 0 }])).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/srv/pricecheck',
      payload: { irl: `${'x'.repeat(22)}-1`, tipo: 1, lines: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

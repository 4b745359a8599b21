import { ZOrder } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  pairKiosk,
  pickupOrder,
  saveOrder,
  setStockOf,
  stockOf,
  trufa,
} from './orders-fixtures.ts';

// The kiosk cancels the unpaid order a diner left behind (issue 12 item 4: 'Cancelar pedido', the
// inactivity resets) with GET /srv/cancelorder?kio=1 as the device that placed it (caller
// 'diner-or-device'): the stock goes back once, a paid order is refused, another device's order is not found.
let t: TestApp;
let kiosk: { token: string; id: string };
let other: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  kiosk = await pairKiosk(t.app);
  other = await pairKiosk(t.app);
});
afterAll(() => t.close());

const kioskOrder = (prepago: number) => ({
  ...pickupOrder({ tipo: 5, prepago, condiciones: false, lines: [trufa(2)] }),
  terminal: 'T-01',
});
const place = async (prepago: number) => {
  const res = await saveOrder(t.app, kiosk.token, kioskOrder(prepago), '?kio=1');
  expect(res.statusCode, res.body).toBe(200);
  return ZOrder.parse(res.json().data.order);
};
const cancel = (iped: string, token = kiosk.token) =>
  t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${iped}&kio=1`, headers: bearer(token) });

describe('a kiosk device cancels its unpaid order (issue 12 item 4)', () => {
  it('cancels a card order whose payment was declined and gives its stock back, once', async () => {
    await setStockOf(t.db, 'fz-trufa', 10);
    const order = await place(5025);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(8);
    await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/payment',
      headers: bearer(kiosk.token),
      payload: { iped: order.iped, codigo: 5025, terminal: 'T-01', approved: false, reference: '' },
    });
    const res = await cancel(order.iped);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZOrder.parse(res.json().data)).toMatchObject({ ss: -2, sp: -1 });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(10);
    // A second cancel (a retry after a lost answer) changes nothing and gives nothing back again.
    expect((await cancel(order.iped)).statusCode).toBe(409);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(10);
  });

  it('refuses to cancel a paid order and keeps its stock taken', async () => {
    await setStockOf(t.db, 'fz-trufa', 10);
    const order = await place(5025);
    await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/payment',
      headers: bearer(kiosk.token),
      payload: { iped: order.iped, codigo: 5025, terminal: 'T-01', approved: true, reference: 'AUTH-9' },
    });
    const res = await cancel(order.iped);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(8);
  });

  it('does not let another device cancel it', async () => {
    const order = await place(1000);
    expect((await cancel(order.iped, other.token)).statusCode).toBe(404);
    expect((await cancel(order.iped)).statusCode).toBe(200);
  });
});

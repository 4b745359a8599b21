import { type TLiveEvent, ZTableBill } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, newCartId, saveOrder, taberna } from './orders-fixtures.ts';

// One bill for the table (issue 14 item 5): staff cancelling one line of a table's order changes the bill
// every diner at the table reads — the others hear it live (`bill`) and read the line as cancelled, nothing
// due on it. La Taberna del Arenal: payment optional at the table.

let t: TestApp;
let ana: string;
let beto: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana.anulada@correo.es');
  beto = await signIn(t.app, 'beto.anulada@correo.es');
  staff = await signIn(t.app, 'tecnico@comanda.demo', 5000);
});
afterAll(() => t.close());

async function orderAt(token: string, lines: { ip: string; cant: number }[]) {
  const res = await saveOrder(t.app, token, {
    cartId: newCartId('bill-cancel-cart'),
    irl: irlOf(taberna),
    tipo: 3,
    mesa: '4',
    lines,
    prepago: 0,
    contacto: { nm: 'Comensal De Prueba', ph: '', em: '' },
    condiciones: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order.iped as string;
}
const billOf = async (token: string, ic: string) =>
  ZTableBill.parse(
    (await t.app.inject({ url: `/srv/getgaeorder?ic=${ic}`, headers: bearer(token) })).json().data,
  );
const isBill = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'bill' }> => e.type === 'bill';

describe('staff cancel one line of a table order', () => {
  it("the table's other diners hear the bill change live and read the line cancelled, nothing due on it", async () => {
    const a = await orderAt(ana, [
      { ip: 'ar-jamon', cant: 1 },
      { ip: 'ar-cana', cant: 2 },
    ]);
    const b = await orderAt(beto, [{ ip: 'ar-gambas', cant: 1 }]);
    const before = await billOf(beto, b);
    expect(before.totals.due).toBe(2400 + 500 + 1450);

    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], bill: { token: beto, ic: b } });
    await diner.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');

    const cana = before.lines.find((l) => l.iped === a && l.pn === 'Caña')!;
    const lir = Number(cana.li.split(':')[1]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/srv/staff/order/line',
      headers: bearer(staff),
      payload: { iped: a, lir },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const heard = await diner.next(isBill);
    expect(heard.ic).toBe(before.ic);
    diner.close();
    const after = await billOf(beto, b);
    expect(after.lines.find((l) => l.li === cana.li)).toMatchObject({ estado: 'cancelled', apagar: 0 });
    expect(after.totals.due).toBe(2400 + 1450);
    expect(after.version).not.toBe(before.version);
  });
});

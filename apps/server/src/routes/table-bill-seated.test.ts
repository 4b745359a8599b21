import { ZCheckInSeat, ZTableBill, ZTableBillPayAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, newCartId, saveOrder, taberna } from './orders-fixtures.ts';

// The table's bill for everyone seated (issue 14; spec/1 §3 'Seat record', §4 'Check-in specifics', §7
// getgaeorder/paygaeorder): a diner at the table who has not ordered — the one who pays for everyone — opens and
// pays the bill; a stranger is refused readably. La Taberna del Arenal: payment optional at the table (selfatpay 2).

let now = AT;
const minutes = (n: number) => {
  now = new Date(now.getTime() + n * 60_000);
};
let t: TestApp;
let ana: string;
let paga: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  ana = await signIn(t.app, 'ana.sentada@correo.es');
  paga = await signIn(t.app, 'paga.todo@correo.es');
  stranger = await signIn(t.app, 'extrano.mesa@correo.es');
});
afterAll(() => t.close());

async function orderAt(token: string, mesa: string, ip: string) {
  const res = await saveOrder(t.app, token, {
    cartId: newCartId('seated-cart'),
    irl: irlOf(taberna),
    tipo: 3,
    mesa,
    lines: [{ ip, cant: 1 }],
    prepago: 0,
    contacto: { nm: 'Comensal De Prueba', ph: '', em: '' },
    condiciones: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order.iped as string;
}
const sit = (token: string, mesa: string, irl = irlOf(taberna)) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/checkin/seat',
    headers: bearer(token),
    payload: { irl, dk: '', mesa },
  });
const read = (token: string, ic: string) =>
  t.app.inject({ url: `/srv/getgaeorder?ic=${ic}`, headers: bearer(token) });
const refusal = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => [
  res.statusCode,
  res.json().error.code,
  res.json().error.message,
];
const NOT_SEATED = [
  403,
  'bill_not_seated',
  'Solo quienes están en esta mesa ven su cuenta: escanea el código QR de la mesa para sentarte.',
];

describe('a diner seated at the table with no order of their own', () => {
  it('sits, reads the table’s bill, selects every line and pays it; the payment returns to the bill', async () => {
    const mesa = '3';
    // Sat before anyone ordered: the table has no bill yet.
    const first = await sit(paga, mesa);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZCheckInSeat.parse(first.json().data)).toEqual({ mesa, ic: null });
    minutes(5);
    const a = await orderAt(ana, mesa, 'ar-jamon');
    const ic = ZTableBill.parse((await read(ana, a)).json().data).ic;

    // The page opened again: the seat names the bill, which reads with every line.
    expect(ZCheckInSeat.parse((await sit(paga, mesa)).json().data)).toEqual({ mesa, ic });
    const res = await read(paga, ic);
    expect(res.statusCode, res.body).toBe(200);
    const bill = ZTableBill.parse(res.json().data);
    expect(bill.lines.map((l) => [l.pn, l.selectable])).toEqual([['Jamón ibérico de bellota', true]]);
    expect(bill.orders.map((o) => o.mine)).toEqual([false]);

    const chosen = await t.app.inject({
      method: 'POST',
      url: '/srv/selectgaeorder',
      headers: bearer(paga),
      payload: { ic, li: bill.lines[0]!.li, selected: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/srv/paygaeorder',
      headers: bearer(paga),
      payload: {
        id: ic,
        restaurant: taberna.ir,
        local: taberna.il,
        payload: { mpg: 5011, lines: [bill.lines[0]!.li], version: bill.version },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = ZTableBillPayAnswer.parse(paid.json().data);
    expect(answer.amount).toBe(2400);
    const approved = await t.app.inject({ method: 'POST', url: `${answer.redirect}&d=approve` });
    expect(approved.headers.location).toBe(`/r/es/taberna-del-arenal/201/checkin/${mesa}/cuenta/${ic}`);
    expect(ZTableBill.parse((await read(paga, ic)).json().data)).toMatchObject({ sp: 2 });
    // Ana's order is paid by the one who paid for everyone.
    const [order] = await t.db.query<{ sp: number }>('select sp from orders where id = $1', [a]);
    expect(order!.sp).toBe(2);
  });

  it('a stranger — no order and no seat, or a seat at another table — is refused readably', async () => {
    const mesa = '4';
    const a = await orderAt(ana, mesa, 'ar-cana');
    expect(refusal(await read(stranger, a))).toEqual(NOT_SEATED);
    await sit(stranger, '6');
    expect(refusal(await read(stranger, a))).toEqual(NOT_SEATED);
    const select = await t.app.inject({
      method: 'POST',
      url: '/srv/selectgaeorder',
      headers: bearer(stranger),
      payload: { ic: a, li: 'x:0', selected: true },
    });
    expect(refusal(select)).toEqual(NOT_SEATED);
    // Unknown bills read as not found; no session at all is a 401.
    expect((await read(stranger, 'NoSuchBillAtAll1')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/srv/getgaeorder?ic=${a}` })).statusCode).toBe(401);
  });

  it('a seat serves its party only: not past 12 h, not the table’s next party after the bill closed', async () => {
    const mesa = '7';
    await sit(paga, mesa);
    const a = await orderAt(ana, mesa, 'ar-agua');
    expect((await read(paga, a)).statusCode).toBe(200);
    // A seat older than 12 h (43200 s) is gone.
    await t.db.query(`update table_seats set seated_at = $2 where mesa = $1`, [
      mesa,
      new Date(now.getTime() - 43_200_000),
    ]);
    expect(refusal(await read(paga, a))).toEqual(NOT_SEATED);

    // Seated again, the party's bill closes; the next party's bill is not the earlier diner's.
    await sit(paga, mesa);
    minutes(1);
    await t.db.query(
      'update table_bills set closed_at = $2 where ir = $1 and mesa = $3 and closed_at is null',
      [taberna.ir, now, mesa],
    );
    minutes(1);
    const next = await orderAt(stranger, mesa, 'ar-cafe');
    expect(refusal(await read(paga, next))).toEqual(NOT_SEATED);
    expect((await read(paga, a)).statusCode).toBe(200);
  });

  it('a guest bound to the table reads its bill; a guest sits at no other table', async () => {
    const flags = (on: boolean) =>
      t.db.query(
        `update restaurants set profile = jsonb_set(jsonb_set(profile, '{app,selfAnonymousLogin}', $2::jsonb),
           '{app,selfGenerateQR}', $2::jsonb) where ir = $1`,
        [taberna.ir, String(on)],
      );
    await flags(true);
    try {
      const mesa = '8';
      const started = await t.app.inject({
        method: 'POST',
        url: '/srv/checkin/guest',
        payload: { irl: irlOf(taberna), dk: '', mesa },
      });
      expect(started.statusCode, started.body).toBe(200);
      const guest = started.json().data.tot1 as string;
      const a = await orderAt(ana, mesa, 'ar-vermut');
      expect((await read(guest, a)).statusCode).toBe(200);
      expect(ZCheckInSeat.parse((await sit(guest, mesa)).json().data).ic).toHaveLength(16);
      expect(refusal(await sit(guest, '9'))[0]).toBe(403);
      expect((await sit(guest, '9')).json().error.code).toBe('guest_scope');
    } finally {
      await flags(false);
    }
  });

  it('a table the venue does not have, or another venue’s id, is refused readably with nothing written', async () => {
    const before = await t.db.query('select * from table_seats');
    const unknown = await sit(paga, '999');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'table']);
    expect((await sit(paga, '3', `${taberna.ir}-9`)).statusCode).toBe(404);
    expect((await t.db.query('select * from table_seats')).length).toBe(before.length);
  });
});

import { ZStaffOrder, ZTableBill, ZTableBillPayAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, newCartId, saveOrder, taberna } from './orders-fixtures.ts';

// One bill for the table (issue 14 item 5; spec/1 §3 'Guest-order line', §4 'Check-in specifics', §7
// getgaeorder/paygaeorder, §8 'Payment'). La Taberna del Arenal: check-in on, payment optional at the table
// (selfatpay 2), tip 5 %, online methods 5045 and 5011, tables 'Barra 1'… and 'Mesa 5'….

let t: TestApp;
let ana: string;
let beto: string;
let carla: string;
let stranger: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana.cuenta@correo.es');
  beto = await signIn(t.app, 'beto.cuenta@correo.es');
  carla = await signIn(t.app, 'carla.cuenta@correo.es');
  stranger = await signIn(t.app, 'otro.cuenta@correo.es');
  staff = await signIn(t.app, 'tecnico@comanda.demo', 5000);
});
afterAll(() => t.close());

let table = 0;
/** The next of the venue's ten tables, its open bill (an earlier test's) closed: bills never mix. */
async function nextTable() {
  const mesa = String((table++ % 10) + 1);
  await t.db.query(
    'update table_bills set closed_at = $3 where ir = $1 and mesa = $2 and closed_at is null',
    [taberna.ir, mesa, AT],
  );
  return mesa;
}

async function orderAt(
  token: string,
  mesa: string,
  lines: { ip: string; cant: number }[],
  prepago = 0,
  over: object = {},
) {
  const res = await saveOrder(t.app, token, {
    cartId: newCartId('bill-cart'),
    irl: irlOf(taberna),
    tipo: 3,
    mesa,
    lines,
    prepago,
    contacto: { nm: 'Comensal De Prueba', ph: '', em: '' },
    condiciones: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order.iped as string;
}

const billOf = async (token: string, ic: string) => {
  const res = await t.app.inject({ url: `/srv/getgaeorder?ic=${ic}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZTableBill.parse(res.json().data);
};
const select = (token: string, ic: string, li: string, selected = true) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/selectgaeorder',
    headers: bearer(token),
    payload: { ic, li, selected },
  });
const pay = (token: string, id: string, lines: string[], version: string, over: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/paygaeorder',
    headers: bearer(token),
    payload: {
      id,
      restaurant: taberna.ir,
      local: taberna.il,
      payload: { mpg: 5011, lines, version, ...over },
    },
  });
const refusal = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => [
  res.statusCode,
  res.json().error.code,
  res.json().error.message,
];
/** The sandbox provider's answer for a payment, as its page posts it. */
async function decide(redirect: string, d: 'approve' | 'decline') {
  const res = await t.app.inject({ method: 'POST', url: `${redirect}&d=${d}` });
  return res;
}
const setPayMode = (mode: number) =>
  t.db.query(
    `update restaurants set profile = jsonb_set(profile, '{app,selfatpay}', $2::jsonb) where ir = $1`,
    [taberna.ir, String(mode)],
  );

describe('GET /srv/getgaeorder — every line of the table’s orders, to the diners at it', () => {
  it('two diners’ orders at one table make one bill; another table has its own; a stranger is refused', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [
      { ip: 'ar-jamon', cant: 1 },
      { ip: 'ar-cana', cant: 2 },
    ]);
    const b = await orderAt(beto, mesa, [{ ip: 'ar-gambas', cant: 1 }]);
    const elsewhere = await orderAt(carla, await nextTable(), [{ ip: 'ar-agua', cant: 1 }]);

    const seenByAna = await billOf(ana, a);
    const seenByBeto = await billOf(beto, b);
    expect(seenByBeto.ic).toBe(seenByAna.ic);
    expect(seenByAna.ic).toHaveLength(16);
    expect(seenByAna).toMatchObject({ mesa, mesaName: 'Barra 1', ss: 0, sp: 0, payMode: 2, payable: true });
    expect(seenByAna.methods.map((m) => m.id)).toEqual([5045, 5011]);
    expect(seenByAna.lines.map((l) => [l.iped, l.pn, l.ca, l.pr, l.apagar, l.selectable])).toEqual([
      [a, 'Jamón ibérico de bellota', 1, 2400, 2400, true],
      [a, 'Caña', 2, 250, 500, true],
      [b, 'Gambas al ajillo', 1, 1450, 1450, true],
    ]);
    expect(seenByAna.totals).toEqual({ total: 4350, paid: 0, due: 4350, selected: 0 });
    // The bill's own id reads it too; another table's bill is not theirs.
    expect((await billOf(ana, seenByAna.ic)).lines).toHaveLength(3);
    // Someone not at the bill's table is told why (store/table-bill.ts billForDiner, rules/table-seat.ts).
    const other = await t.app.inject({ url: `/srv/getgaeorder?ic=${elsewhere}`, headers: bearer(ana) });
    expect(refusal(other)).toEqual([
      403,
      'bill_not_seated',
      'Solo quienes están en esta mesa ven su cuenta: escanea el código QR de la mesa para sentarte.',
    ]);
    const outsider = await t.app.inject({ url: `/srv/getgaeorder?ic=${a}`, headers: bearer(stranger) });
    expect(outsider.statusCode).toBe(403);
    const unknown = await t.app.inject({ url: '/srv/getgaeorder?ic=NoSuchBillAtAll1', headers: bearer(ana) });
    expect(refusal(unknown)).toEqual([404, 'not_found', 'No encontramos la cuenta de esta mesa']);
    const anonymous = await t.app.inject({ url: `/srv/getgaeorder?ic=${a}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("seats and the table's orders (spec/1 §2 screen 10, §3 'Seat record', §5 seat number)", () => {
  it('an order at a table keeps its seat; the bill lists each order with who, seat, status and whether it is mine', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-jamon', cant: 1 }], 0, {
      seatNumber: 3,
      contacto: { nm: 'Ana Cuenta', ph: '', em: '' },
    });
    const b = await orderAt(beto, mesa, [{ ip: 'ar-gambas', cant: 1 }]);
    const read = await t.app.inject({ url: `/srv/getorder?iped=${a}`, headers: bearer(ana) });
    expect(read.json().data.det.seat).toBe(3);
    const bill = await billOf(beto, b);
    expect(bill.orders.map((o) => [o.iped, o.quien, o.seat, o.ss, o.sp, o.total, o.mine])).toEqual([
      [a, 'Ana', 3, 0, 0, 2400, false],
      [b, 'Comensal', null, 0, 0, 1450, true],
    ]);
    expect(bill.orders[0]!.imTxt).toMatch(/^\d+$/);
  });

  it('a seat outside 1–998 is refused readably with nothing saved', async () => {
    const mesa = await nextTable();
    const before = await t.db.query('select id from orders');
    for (const seatNumber of [0, 999, 2.5]) {
      const res = await saveOrder(t.app, ana, {
        cartId: newCartId('seat-cart'),
        irl: irlOf(taberna),
        tipo: 3,
        mesa,
        lines: [{ ip: 'ar-agua', cant: 1 }],
        prepago: 0,
        contacto: { nm: 'Ana Cuenta', ph: '', em: '' },
        condiciones: true,
        seatNumber,
      });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'bad_request']);
      expect(res.json().error.message).toContain('seatNumber');
    }
    expect((await t.db.query('select id from orders')).length).toBe(before.length);
  });
});

describe('orders saved at one table at the same moment', () => {
  it('join one bill (the open bill is found or opened once, on any instance)', async () => {
    const mesa = await nextTable();
    const ids = await Promise.all(
      [ana, beto, carla].map((token) => orderAt(token, mesa, [{ ip: 'ar-agua', cant: 1 }])),
    );
    const bills = await t.db.query<{ table_bill_id: string }>(
      'select distinct table_bill_id from orders where id = any($1::text[])',
      [ids],
    );
    expect(bills).toHaveLength(1);
    expect((await billOf(beto, ids[0]!)).lines).toHaveLength(3);
  });
});

describe('selecting lines, shared with the table', () => {
  it('a line one diner selected is not selectable for the others: "Otro usuario está pagando…"', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-arroz-negro', cant: 1 }]);
    await orderAt(beto, mesa, [{ ip: 'ar-cafe', cant: 1 }]);
    const [pulpo, cafe] = (await billOf(ana, a)).lines;
    const chosen = await select(ana, a, cafe!.li);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(ZTableBill.parse(chosen.json().data).totals.selected).toBe(150);

    const byBeto = await billOf(beto, a);
    expect(byBeto.lines.map((l) => [l.estado, l.selectable, l.selected])).toEqual([
      ['open', true, false],
      ['otherSelected', false, false],
    ]);
    expect(refusal(await select(beto, a, cafe!.li))).toEqual([
      409,
      'bill_paying',
      'Otro usuario está pagando esta misma cuenta, revise cambios.',
    ]);
    // Let go, and it is Beto's to take.
    expect((await select(ana, a, cafe!.li, false)).statusCode).toBe(200);
    expect((await select(beto, a, cafe!.li)).statusCode).toBe(200);
    expect((await select(beto, a, pulpo!.li)).statusCode).toBe(200);
    expect((await billOf(beto, a)).totals.selected).toBe(3050);
    expect((await select(ana, a, 'no-such-line:0')).json().error.code).toBe('bill_changed');
  });
});

describe('POST /srv/paygaeorder — paying some lines', () => {
  it('three diners pay the same line at the same moment: exactly one gets a payment', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-paella', cant: 1 }]);
    await orderAt(beto, mesa, [{ ip: 'ar-agua', cant: 1 }]);
    await orderAt(carla, mesa, [{ ip: 'ar-cafe', cant: 1 }]);
    const bill = await billOf(ana, a);
    const paella = bill.lines[0]!.li;
    const answers = await Promise.all(
      [ana, beto, carla].map((token) => pay(token, a, [paella], bill.version)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const lost of answers.filter((r) => r.statusCode === 409))
      expect(refusal(lost)).toEqual([
        409,
        'bill_paying',
        'Otro usuario está pagando esta misma cuenta, revise cambios.',
      ]);
    const [held] = await t.db.query<{ n: number }>(
      `select count(*)::integer as n from table_bill_payments where bill_id = $1 and sp = 0`,
      [bill.ic],
    );
    expect(held!.n).toBe(1);
  });

  it('two diners pay overlapping lines at the same moment (A {1,2}, B {2,3}): exactly one succeeds', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [
      { ip: 'ar-jamon', cant: 1 },
      { ip: 'ar-cana', cant: 1 },
      { ip: 'ar-agua', cant: 1 },
    ]);
    await orderAt(beto, mesa, [{ ip: 'ar-cafe', cant: 1 }]);
    const bill = await billOf(ana, a);
    const [one, two, three] = bill.lines.map((l) => l.li);
    const [byAna, byBeto] = await Promise.all([
      pay(ana, a, [one!, two!], bill.version),
      pay(beto, a, [two!, three!], bill.version),
    ]);
    expect([byAna.statusCode, byBeto.statusCode].sort()).toEqual([200, 409]);
    const lost = byAna.statusCode === 409 ? byAna : byBeto;
    expect(refusal(lost)[1]).toMatch(/^bill_(paying|changed)$/);
    // Only the winner's lines are held: line 2 once, and the loser's other line still free.
    const held = await t.db.query<{ li: string }>(
      `select l.value #>> '{li}' as li from table_bill_payments p, jsonb_array_elements(p.lines) l
       where p.bill_id = $1 and p.sp = 0`,
      [bill.ic],
    );
    const won = byAna.statusCode === 200 ? [one, two] : [two, three];
    expect(held.map((r) => r.li).sort()).toEqual([...won].sort());
  });

  it('a bill changed under the diner’s feet is refused: "Otro usuario hizo cambios en la orden…"', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-churros', cant: 1 }]);
    const seen = await billOf(ana, a);
    await orderAt(beto, mesa, [{ ip: 'ar-vermut', cant: 1 }]);
    expect(refusal(await pay(ana, a, [seen.lines[0]!.li], seen.version))).toEqual([
      409,
      'bill_changed',
      'Otro usuario hizo cambios en la orden. Revise e intente nuevamente.',
    ]);
    const now = await billOf(ana, a);
    expect(now.version).not.toBe(seen.version);
    expect((await pay(ana, a, [now.lines[0]!.li], now.version)).statusCode).toBe(200);
  });

  it('the server prices the lines and the tip; an on-receipt method, an odd tip and no lines are refused', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-gambas', cant: 2 }]);
    const bill = await billOf(ana, a);
    expect(bill.tip).toEqual({ choices: [0, 5, 10, 15, -1], preselected: 5 });
    const lines = [bill.lines[0]!.li];
    expect(refusal(await pay(ana, a, lines, bill.version, { mpg: 0 }))[1]).toBe('payment_method');
    expect(
      (await pay(ana, a, lines, bill.version, { propina: { pct: 7, monto: '' } })).json().error.code,
    ).toBe('tip');
    expect((await pay(ana, a, [], bill.version)).statusCode).toBe(400);
    const res = await pay(ana, a, lines, bill.version, { propina: { pct: 10, monto: '' }, amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZTableBillPayAnswer.parse(res.json().data);
    expect([answer.amount, answer.tip]).toEqual([3190, 290]);
    expect(answer.redirect).toMatch(/^\/pay\/mw\/payments\/paypayment\?idpr=bill-/);
  });

  it('both diners pay their lines on the sandbox: orders paid, the bill settled and closed, the board shows it', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [
      { ip: 'ar-calamares', cant: 1 },
      { ip: 'ar-cana', cant: 1 },
    ]);
    const b = await orderAt(beto, mesa, [{ ip: 'ar-padron', cant: 1 }]);
    let bill = await billOf(ana, a);
    const [calamares, cana, padron] = bill.lines;

    // Ana pays her calamares and Beto's pimientos; Beto pays the caña.
    const anaPays = ZTableBillPayAnswer.parse(
      (await pay(ana, a, [calamares!.li, padron!.li], bill.version)).json().data,
    );
    const page = await t.app.inject({ url: anaPays.redirect });
    expect(page.body).toContain('Cuenta de la mesa');
    expect(page.body).toContain('19,50');
    const approved = await decide(anaPays.redirect, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/r/es/taberna-del-arenal/201/checkin/${mesa}/${a}`);
    bill = await billOf(beto, b);
    expect(bill).toMatchObject({ ss: 0, sp: 1 });
    expect(bill.lines.map((l) => l.estado)).toEqual(['paid', 'open', 'paid']);
    // Beto's order is all paid (by Ana): it is paid; Ana's still owes the caña.
    const orderSp = async (id: string) =>
      (await t.db.query<{ sp: number }>('select sp from orders where id = $1', [id]))[0]!.sp;
    expect([await orderSp(a), await orderSp(b)]).toEqual([0, 2]);
    // A decision on a closed payment changes nothing.
    expect((await decide(anaPays.redirect, 'approve')).statusCode).toBe(303);

    const betoPays = ZTableBillPayAnswer.parse((await pay(beto, b, [cana!.li], bill.version)).json().data);
    expect(betoPays.amount).toBe(250);
    // Declined first: the line is free again; then paid.
    expect((await decide(betoPays.redirect, 'decline')).statusCode).toBe(200);
    expect((await billOf(ana, a)).lines[1]!.estado).toBe('open');
    const again = ZTableBillPayAnswer.parse(
      (await pay(beto, b, [cana!.li], (await billOf(beto, b)).version)).json().data,
    );
    expect((await decide(again.redirect, 'approve')).headers.location).toBe(
      `/r/es/taberna-del-arenal/201/checkin/${mesa}/${b}`,
    );
    bill = await billOf(ana, a);
    expect(bill).toMatchObject({
      ss: 3,
      sp: 2,
      totals: { total: 1950 + 250, paid: 2200, due: 0, selected: 0 },
    });
    expect([await orderSp(a), await orderSp(b)]).toEqual([2, 2]);

    const board = await t.app.inject({
      url: `/srv/staff/orders?irl=${irlOf(taberna)}`,
      headers: bearer(staff),
    });
    const orders = z.array(ZStaffOrder).parse(board.json().data);
    expect(orders.filter((o) => o.iped === a || o.iped === b).map((o) => o.sp)).toEqual([2, 2]);
    // The settled bill is closed: the next order at the table opens a new one.
    const next = await orderAt(carla, mesa, [{ ip: 'ar-agua', cant: 1 }]);
    expect((await billOf(carla, next)).ic).not.toBe(bill.ic);
  });

  it('pay on leaving (mode 3) pays through the bill; where payment is mandatory (1) the bill is read-only', async () => {
    const mesa = await nextTable();
    const a = await orderAt(ana, mesa, [{ ip: 'ar-salmorejo', cant: 1 }]);
    try {
      await setPayMode(3);
      const onLeaving = await billOf(ana, a);
      expect(onLeaving).toMatchObject({ payMode: 3, payable: true });
      const paid = ZTableBillPayAnswer.parse(
        (await pay(ana, a, [onLeaving.lines[0]!.li], onLeaving.version)).json().data,
      );
      expect((await decide(paid.redirect, 'approve')).statusCode).toBe(303);
      expect(await billOf(ana, a)).toMatchObject({ ss: 3, sp: 2 });

      const other = await orderAt(beto, await nextTable(), [{ ip: 'ar-salmorejo', cant: 1 }]);
      await setPayMode(1);
      const mandatory = await billOf(beto, other);
      expect(mandatory).toMatchObject({ payMode: 1, payable: false });
      expect(mandatory.lines[0]!.selectable).toBe(false);
      expect(refusal(await pay(beto, other, [mandatory.lines[0]!.li], mandatory.version))[1]).toBe(
        'not_payable',
      );
    } finally {
      await setPayMode(2);
    }
  });
});

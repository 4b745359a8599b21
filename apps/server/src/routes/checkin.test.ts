import { NO_PAYMENT_NAME, ZCheckInTable, ZSaveOrderAnswer, ZStaffOrder } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  newCartId,
  pizzeria,
  sanguches,
  saveOrder,
  stockOf,
  taberna,
} from './orders-fixtures.ts';

// Ordering at the table, dispatch type 3 (spec/1 §1, §2 '/checkin/{table}', §4 'Check-in specifics',
// 'Checkout readiness', §5 'Other checkout rules'). Pizzería Forestal: check-in on, 12 tables, payment mandatory
// (selfatpay 1), delivery minimum $10.000. Sánguches del Mapocho: no check-in.

let t: TestApp;
let ana: string;
let cocina: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana.mesa@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
});
afterAll(() => t.close());

const atTable = (over: object = {}) => ({
  cartId: newCartId('checkin-test-cart'),
  irl: irlOf(pizzeria),
  tipo: 3,
  mesa: '5',
  lines: [{ ip: 'fz-agua', cant: 2 }],
  prepago: 5011,
  contacto: { nm: 'Ana Pérez', ph: '', em: '' },
  condiciones: true,
  ...over,
});
const ordersOfCart = (cartId: string) =>
  t.db.query<{ id: string }>('select id from orders where cart_id = $1', [cartId]);
const refusal = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => [
  res.statusCode,
  res.json().error.code,
  res.json().error.message,
];

describe('GET /srv/checkin/table — the table a QR path names (spec/1 §2, §4)', () => {
  it('answers the venue’s table by id or number', async () => {
    const res = await t.app.inject({ url: `/srv/checkin/table?irl=${irlOf(pizzeria)}&mesa=05` });
    expect(res.statusCode).toBe(200);
    expect(ZCheckInTable.parse(res.json().data)).toEqual({
      id: '5',
      nm: 'Mesa 5',
      nmTrad: { en: 'Table 5' },
      sector: 'Salón',
    });
  });

  it('an unknown table is a 404 "Mesa no encontrada"; an unknown venue a 404 too', async () => {
    const unknown = await t.app.inject({ url: `/srv/checkin/table?irl=${irlOf(pizzeria)}&mesa=99` });
    expect(refusal(unknown)).toEqual([404, 'table', 'Mesa no encontrada']);
    const noTables = await t.app.inject({ url: `/srv/checkin/table?irl=${irlOf(sanguches)}&mesa=1` });
    expect(noTables.statusCode).toBe(404);
    const venue = await t.app.inject({ url: '/srv/checkin/table?irl=cmdNoExisteNingunLocal000-1&mesa=1' });
    expect(refusal(venue)).toEqual([404, 'not_found', 'Restaurante no encontrado']);
  });
});

describe('POST /srv/saveorder with tipo 3 (spec/1 §4 "Check-in specifics", "Checkout readiness")', () => {
  it('saves at the table with no delivery minimum: $3.800 where delivery needs $10.000; the board shows the table', async () => {
    const res = await saveOrder(t.app, ana, atTable());
    expect(res.statusCode).toBe(200);
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    if (answer.preflight) throw new Error('expected a saved order');
    expect(answer.order).toMatchObject({ ti: 3, m_id: '5', ss: 0 });
    expect(answer.order.det).toMatchObject({ mesa: '5', mesaName: 'Mesa 5', subtotal: 3800, total: 3800 });
    // Payment mandatory (selfatpay 1): the card opens its pay page.
    expect(answer.redirect).toMatch(/^\/pay\/mw\/payments\/paypayment\?idpr=/);

    const board = await t.app.inject({
      url: `/srv/staff/orders?irl=${irlOf(pizzeria)}`,
      headers: bearer(cocina),
    });
    const card = z
      .array(ZStaffOrder)
      .parse(board.json().data)
      .find((o) => o.iped === answer.order.iped);
    expect(card).toMatchObject({ ti: 3, m_id: '5', det: { mesaName: 'Mesa 5' } });
  });

  it('an unknown table is a 400 "Mesa no encontrada" and changes nothing: no order, no stock taken', async () => {
    const cartId = newCartId('checkin-test-cart');
    const before = await stockOf(t.db, 'fz-trufa');
    const trufa = { ip: 'fz-trufa', cant: 1, extras: margarita().extras };
    const res = await saveOrder(t.app, ana, atTable({ cartId, mesa: '99', lines: [trufa] }));
    expect(refusal(res)).toEqual([400, 'table', 'Mesa no encontrada']);
    expect(await ordersOfCart(cartId)).toEqual([]);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(before);
    const none = await saveOrder(t.app, ana, atTable({ mesa: '' }));
    expect(refusal(none)).toEqual([400, 'table', 'Mesa no encontrada']);
  });

  it('type 3 where check-in is off is a 400 with the spec’s text', async () => {
    const res = await saveOrder(
      t.app,
      ana,
      atTable({ irl: irlOf(sanguches), mesa: '1', lines: [{ ip: 'mp-sopaipillas', cant: 1 }] }),
    );
    expect(refusal(res)).toEqual([400, 'type', 'Para realizar pedido, escanee QR de la mesa']);
  });

  it('follows the check-in payment mode: mandatory (Forestal, 1) refuses on receipt; optional (Taberna, 2) takes it', async () => {
    const onReceipt = await saveOrder(t.app, ana, atTable({ prepago: 0 }));
    expect(refusal(onReceipt)).toEqual([
      400,
      'payment',
      'Este local exige pago en línea para este tipo de pedido',
    ]);
    const taberna5 = await saveOrder(
      t.app,
      ana,
      atTable({
        irl: irlOf(taberna),
        mesa: '5',
        prepago: 0,
        lines: [{ ip: 'ar-agua', cant: 1 }],
      }),
    );
    expect(taberna5.statusCode).toBe(200);
    expect(taberna5.json().data).toMatchObject({
      redirect: null,
      order: { ti: 3, det: { mesaName: 'Mesa 5' } },
    });
  });

  it('returns a table’s diner from the pay page to {venue}/checkin/{table}/{orderId} (spec/1 §1)', async () => {
    const res = await saveOrder(t.app, ana, atTable({ prepago: 5011 }));
    expect(res.statusCode).toBe(200);
    const { order, redirect } = res.json().data as { order: { iped: string }; redirect: string };
    const approve = await t.app.inject({
      method: 'POST',
      url: `${redirect}&d=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/r/cl/pizzeria-forestal/101/checkin/5/${order.iped}`);
  });

  it('needs the diner’s full name (spec/1 §5 "Missing-profile data by type", check-in)', async () => {
    const res = await saveOrder(t.app, ana, atTable({ contacto: { nm: 'Ana', ph: '', em: '' } }));
    expect(refusal(res)).toEqual([400, 'profile', 'Faltan campos por completar: nombre y apellido']);
  });

  it('a total of zero confirms with no payment: no pay page, method "Sin pago"', async () => {
    // Agua mineral $1.900 with the fixed $3.000 coupon, capped at the subtotal: total $0.
    const res = await saveOrder(
      t.app,
      ana,
      atTable({ lines: [{ ip: 'fz-agua', cant: 1 }], cupon: 'PIZZA3000' }),
    );
    expect(res.statusCode).toBe(200);
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    if (answer.preflight) throw new Error('expected a saved order');
    expect(answer.redirect).toBeNull();
    expect(answer.order.ppago).toBeNull();
    expect(answer.order.det).toMatchObject({ total: 0, prepago: 0, nombreprepago: NO_PAYMENT_NAME });
    const payments = await t.db.query('select 1 from payments where order_id = $1', [answer.order.iped]);
    expect(payments).toEqual([]);
    // 'A check-in order with total zero auto-confirms with no payment' (spec/1 §4 'Check-in specifics').
    expect(answer.order).toMatchObject({ ss: 1, sp: 0 });
    const history = await t.db.query('select action, ss from order_events where order_id = $1', [
      answer.order.iped,
    ]);
    expect(history).toEqual([{ action: 'created', ss: 1 }]);
  });
});

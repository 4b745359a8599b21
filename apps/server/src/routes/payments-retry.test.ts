import { type TLiveEvent, ZOrder, ZPayOrderAnswer, ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentById, settlePayment } from '../store/payments.ts';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, pairKiosk, pickupOrder, saveOrder } from './orders-fixtures.ts';

// spec/1 §4 'Pay later' (the pay-now link of an order still to pay), 'Payment status sp' (-1 cancelled,
// 0 pending, 1 in progress, 2 received), §7 'Pay redirect', §8 'Payment' ('Pago no realizado.'), §9 codes:
// after the sandbox page declines, the diner pays again through a NEW attempt; never twice.

let t: TestApp;
let ana: string;
let beto: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana@correo.cl');
  beto = await signIn(t.app, 'beto@correo.cl');
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const onlineOrder = async (prepago = 5011) => {
  const answer = ZSaveOrderAnswer.parse((await saveOrder(t.app, ana, pickupOrder({ prepago }))).json().data);
  if (answer.preflight) throw new Error('expected a saved order');
  return answer;
};
const getOrder = async (iped: string) =>
  ZOrder.parse(
    (await t.app.inject({ method: 'GET', url: `/srv/getorder?iped=${iped}`, headers: bearer(ana) })).json()
      .data,
  );
const payAgain = (iped: unknown, token: string | null = ana) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/payorder',
    headers: token ? bearer(token) : {},
    payload: iped === undefined ? {} : { iped },
  });
const decide = (redirect: string, d: 'approve' | 'decline') =>
  t.app.inject({ method: 'POST', url: `${redirect}&d=${d}`, headers: form, payload: '' });
const open = (redirect: string) => t.app.inject({ method: 'GET', url: redirect });
const idOf = (redirect: string) => new URL(redirect, 'http://x').searchParams.get('idpr')!;
const paymentsOf = (iped: string) =>
  t.db.query<{ id: string; sp: number; amount: number }>(
    'select id, sp, amount from payments where order_id = $1 order by id',
    [iped],
  );
/** Each attempt's own status by its page (the test clock is fixed: creation times tie). */
const spByPage = async (iped: string) =>
  Object.fromEntries((await paymentsOf(iped)).map((p) => [p.id, p.sp]));
const jobsOf = (iped: string) =>
  t.db.query<{ id: string }>(`select id from print_jobs where order_id = $1 and kind = 'kitchen'`, [iped]);
const approvalsOf = async (iped: string) =>
  (
    await t.db.query<{ approved: boolean }>(
      'select approved from payment_attempts where order_id = $1 order by id',
      [iped],
    )
  ).map((a) => a.approved);

/** A saved online order whose first attempt the sandbox declined. */
async function declinedOrder() {
  const { order, redirect } = await onlineOrder();
  await open(redirect!);
  const declined = await decide(redirect!, 'decline');
  expect(declined.body).toContain('Pago no realizado.');
  expect(await getOrder(order.iped)).toMatchObject({ ss: 0, sp: -1, ppago: null });
  return { order, first: redirect! };
}

describe('paying again after a decline (spec/1 §4 "Pay later", "Payment status sp")', () => {
  it('opens a new attempt; the declined one stays closed; the new one approves to sp 2, live', async () => {
    const { order, first } = await declinedOrder();
    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: ana });
    await diner.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');
    const pedWith =
      (sp: number) =>
      (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'ped' }> =>
        e.type === 'ped' && e.iped === order.iped && e.sp === sp;

    const res = await payAgain(order.iped);
    expect(res.statusCode, res.body).toBe(200);
    const { order: answered, redirect } = ZPayOrderAnswer.parse(res.json().data);
    expect(redirect).toMatch(/^\/pay\/mw\/payments\/paypayment\?idpr=pay-[\w-]+$/);
    expect(idOf(redirect)).not.toBe(idOf(first));
    // Until the new page opens, the order still reads as declined; its pay-now page is the new attempt.
    expect(answered).toMatchObject({ ss: 0, sp: -1, ppago: { init_point: redirect } });
    expect(await spByPage(order.iped)).toEqual({ [idOf(first)]: -1, [idOf(redirect)]: 0 });
    expect((await paymentsOf(order.iped)).map((p) => p.amount)).toEqual([order.det.total, order.det.total]);

    // The declined attempt is never approvable again.
    expect((await open(first)).body).toContain('Pago no realizado.');
    expect((await decide(first, 'approve')).statusCode).toBe(303);
    expect((await getOrder(order.iped)).sp).toBe(-1);

    // Opening the new page: sp 1 (awaiting payment), live; approving: sp 2 as a first payment would.
    const page = await open(redirect);
    expect(page.body).toContain('Aprobar');
    expect(page.body).toContain('$8.900');
    expect(await diner.next(pedWith(1))).toMatchObject({ ss: 0 });
    expect(await getOrder(order.iped)).toMatchObject({ sp: 1, ppago: { init_point: redirect } });
    const approve = await decide(redirect, 'approve');
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/r/cl/pizzeria-forestal/101/order/${order.iped}`);
    expect(await diner.next(pedWith(2))).toMatchObject({ ss: 0 });
    expect(await getOrder(order.iped)).toMatchObject({ ss: 0, sp: 2, ppago: null });
    expect(await jobsOf(order.iped)).toHaveLength(1);
    expect(await approvalsOf(order.iped)).toEqual([false, true]);
    const events = await t.db.query<{ action: string; actor: string }>(
      'select action, actor from order_events where order_id = $1 order by id',
      [order.iped],
    );
    expect(events.map((e) => e.action)).toEqual([
      'created',
      'payment-opened',
      'payment-declined',
      'payment-new-attempt',
      'payment-opened',
      'payment-approved',
    ]);
    expect(events[3]!.actor).toMatch(/^user:\d+$/);

    // Paid: no further attempt, and the old page still says it did not pay.
    const again = await payAgain(order.iped);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este pedido ya está pagado');
    expect(await paymentsOf(order.iped)).toHaveLength(2);
    diner.close();
  });

  it('a second retry supersedes the first: only the newest attempt can pay, and only once', async () => {
    const { order, first } = await declinedOrder();
    const a = ZPayOrderAnswer.parse((await payAgain(order.iped)).json().data).redirect;
    const staleA = (await paymentById(t.db, idOf(a)))!;
    const b = ZPayOrderAnswer.parse((await payAgain(order.iped)).json().data).redirect;
    expect(await spByPage(order.iped)).toEqual({ [idOf(first)]: -1, [idOf(a)]: -2, [idOf(b)]: 0 });

    const pageA = await open(a);
    expect(pageA.body).toContain('Este enlace de pago ya no es válido');
    expect(pageA.body).not.toContain('Aprobar');
    expect((await decide(a, 'approve')).statusCode).toBe(303);
    expect((await getOrder(order.iped)).sp).toBe(-1);
    // Even a decision read before the supersede (a race) is refused under the order's lock.
    await expect(settlePayment(t.db, staleA, true, AT, 'http://localhost')).rejects.toMatchObject({
      status: 409,
    });
    expect((await getOrder(order.iped)).sp).toBe(-1);
    expect(await jobsOf(order.iped)).toHaveLength(0);

    // Two approvals of the newest attempt at once: one pays, the other changes nothing.
    await open(b);
    const both = await Promise.all([decide(b, 'approve'), decide(b, 'approve')]);
    expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(await getOrder(order.iped)).toMatchObject({ sp: 2 });
    expect(await jobsOf(order.iped)).toHaveLength(1);
    expect(await spByPage(order.iped)).toEqual({ [idOf(first)]: -1, [idOf(a)]: -2, [idOf(b)]: 2 });
    // A late decline of the paid attempt leaves it paid.
    expect((await decide(b, 'decline')).statusCode).toBe(303);
    expect((await getOrder(order.iped)).sp).toBe(2);
  });

  it('a diner who left the page (sp 1) may also ask again; the older open attempt closes', async () => {
    const { order, redirect } = await onlineOrder();
    await open(redirect!);
    expect((await getOrder(order.iped)).sp).toBe(1);
    const next = ZPayOrderAnswer.parse((await payAgain(order.iped)).json().data).redirect;
    expect(await spByPage(order.iped)).toEqual({ [idOf(redirect!)]: -2, [idOf(next)]: 0 });
    expect((await decide(redirect!, 'approve')).statusCode).toBe(303);
    expect((await getOrder(order.iped)).sp).toBe(1);
    await open(next);
    await decide(next, 'approve');
    expect((await getOrder(order.iped)).sp).toBe(2);
  });

  it('refuses bad input with a clear 4xx and opens no attempt', async () => {
    const kiosk = await pairKiosk(t.app);
    const { order } = await declinedOrder();
    const onReceipt = await onlineOrder(0);
    const cancelled = await declinedOrder();
    await t.app.inject({
      method: 'GET',
      url: `/srv/cancelorder?iped=${cancelled.order.iped}`,
      headers: bearer(ana),
    });
    const finished = await declinedOrder();
    // Staff cannot move an order still waiting for its payment (rules/kitchen-release.ts), so the finished
    // one is written as such: the refusal under test is the diner's.
    await t.db.query('update orders set ss = 3, stdvy = 180 where id = $1', [finished.order.iped]);
    const kioskOrder = ZSaveOrderAnswer.parse(
      (
        await saveOrder(
          t.app,
          kiosk.token,
          { ...pickupOrder({ tipo: 5, prepago: 5025, condiciones: false }), terminal: 'T-01' },
          '?kio=1',
        )
      ).json().data,
    );
    if (kioskOrder.preflight) throw new Error('expected a saved order');

    const ids = [order, onReceipt.order, cancelled.order, finished.order, kioskOrder.order].map(
      (o) => o.iped,
    );
    const countBefore = await Promise.all(ids.map(async (id) => (await paymentsOf(id)).length));
    const cases: [string, () => ReturnType<typeof payAgain>, number, string | RegExp][] = [
      ['no session', () => payAgain(order.iped, null), 401, /./],
      ['another diner', () => payAgain(order.iped, beto), 404, 'no encontrado'],
      ['unknown order', () => payAgain('no-such-order'), 404, 'no encontrado'],
      ['no order id', () => payAgain(undefined), 400, /^Solicitud inválida: iped/],
      ['a kiosk device', () => payAgain(kioskOrder.order.iped, kiosk.token), 401, /./],
      ['a kiosk order', () => payAgain(kioskOrder.order.iped), 404, 'no encontrado'],
      ['paid on receipt', () => payAgain(onReceipt.order.iped), 409, 'Este pedido no se paga en línea'],
      [
        'cancelled',
        () => payAgain(cancelled.order.iped),
        409,
        'Este pedido fue cancelado: no se puede pagar',
      ],
      ['finished', () => payAgain(finished.order.iped), 409, 'Este pedido ya está terminado'],
    ];
    for (const [name, run, status, message] of cases) {
      const res = await run();
      expect(res.statusCode, name).toBe(status);
      expect(res.json().ok, name).toBe(false);
      if (typeof message === 'string') expect(res.json().error.message, name).toBe(message);
      else expect(res.json().error.message, name).toMatch(message);
    }
    const countAfter = await Promise.all(ids.map(async (id) => (await paymentsOf(id)).length));
    expect(countAfter).toEqual(countBefore);
    expect(await getOrder(order.iped)).toMatchObject({ sp: -1, ppago: null });
    expect(await getOrder(cancelled.order.iped)).toMatchObject({ ss: -2, sp: -1 });
  });
});

import { ZOrder, ZPrintJob, ZSaveOrderAnswer } from '@comanda/domain';
import { ZKitchenOrder, ZKitchenRestaurant, ZTicketOrder } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, margarita, pairKiosk, pickupOrder, saveOrder } from './orders-fixtures.ts';

let t: TestApp;
let ana: string;
let kiosk: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
  kiosk = await pairKiosk(t.app);
});
afterAll(() => t.close());

const savedOrder = (res: { json(): { data: unknown } }) => {
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (answer.preflight) throw new Error('expected a saved order');
  return answer;
};
const getOrder = async (iped: string, token = ana, kio = '') =>
  ZOrder.parse(
    (
      await t.app.inject({ method: 'GET', url: `/srv/getorder?iped=${iped}${kio}`, headers: bearer(token) })
    ).json().data,
  );
const jobsOf = (iped: string) =>
  t.db.query<{
    id: string;
    kind: string;
    device_id: string | null;
    status: string;
    args: { order: unknown; restaurant: unknown };
  }>('select id, kind, device_id, status, args from print_jobs where order_id = $1 order by kind', [iped]);
const attemptsOf = (iped: string) =>
  t.db.query<{ approved: boolean; terminal: string; reference: string }>(
    'select approved, terminal, reference from payment_attempts where order_id = $1 order by id',
    [iped],
  );

describe('online payment through the sandbox provider (spec/1 §4 "Pay later", §7 "Pay redirect")', () => {
  it('opens the hosted page (sp 1), approves (sp 2, ss stays 0) and goes back to the order page', async () => {
    const { order, redirect } = savedOrder(await saveOrder(t.app, ana, pickupOrder({ prepago: 5011 })));
    expect(order.sp).toBe(0);
    expect(order.ppago?.init_point).toBe(redirect);
    const page = await t.app.inject({ method: 'GET', url: redirect! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox de pagos');
    expect(page.body).toContain('$8.900');
    expect(page.body).toContain('Aprobar');
    expect(page.body).toContain('Rechazar');
    const opened = await getOrder(order.iped);
    expect(opened).toMatchObject({ ss: 0, sp: 1, ppago: { init_point: redirect } });
    expect(await jobsOf(order.iped)).toEqual([]);

    const approve = await t.app.inject({
      method: 'POST',
      url: `${redirect}&d=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/r/cl/pizzeria-forestal/101/order/${order.iped}`);
    const paid = await getOrder(order.iped);
    expect(paid).toMatchObject({ ss: 0, sp: 2, ppago: null });
    // The kitchen's ticket went into the print outbox in the same transaction, for the venue's printers
    // (one of them claims it, store/print-claims.ts).
    const [job] = await jobsOf(order.iped);
    expect(job).toMatchObject({ kind: 'kitchen', device_id: null, status: 'pending' });
    expect(ZKitchenOrder.parse(job!.args.order)).toMatchObject({ dispatchType: 1, paid: true });
    ZKitchenRestaurant.parse(job!.args.restaurant);
    // A paid page does not take a second decision.
    const late = await t.app.inject({ method: 'POST', url: `${redirect}&d=decline`, payload: {} });
    expect(late.statusCode).toBe(303);
    expect((await getOrder(order.iped)).sp).toBe(2);
  });

  it('a decline moves sp to -1 and shows "Pago no realizado." on the way back', async () => {
    const { order, redirect } = savedOrder(await saveOrder(t.app, ana, pickupOrder({ prepago: 5011 })));
    await t.app.inject({ method: 'GET', url: redirect! });
    const decline = await t.app.inject({
      method: 'POST',
      url: `${redirect}&d=decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(decline.statusCode).toBe(200);
    expect(decline.body).toContain('Pago no realizado.');
    expect(decline.body).toContain(`/r/cl/pizzeria-forestal/101/order/${order.iped}`);
    expect(await getOrder(order.iped)).toMatchObject({ sp: -1, ss: 0 });
    expect(await attemptsOf(order.iped)).toMatchObject([{ approved: false }]);
    expect(await jobsOf(order.iped)).toEqual([]);
  });

  it('a cancelled order cannot be paid', async () => {
    const { order, redirect } = savedOrder(await saveOrder(t.app, ana, pickupOrder({ prepago: 5011 })));
    await t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${order.iped}`, headers: bearer(ana) });
    const page = await t.app.inject({ method: 'GET', url: redirect! });
    expect(page.body).toContain('Este pedido fue cancelado');
    const approve = await t.app.inject({ method: 'POST', url: `${redirect}&d=approve`, payload: {} });
    expect(approve.statusCode).toBe(303);
    expect(await getOrder(order.iped)).toMatchObject({ ss: -2, sp: 0 });
  });
});

describe('kiosk payment (spec/3 §4 "Payment", §9 codes)', () => {
  const kioskOrder = (prepago: number) => ({
    ...pickupOrder({ tipo: 5, prepago, condiciones: false, lines: [margarita(1)] }),
    terminal: 'T-01',
  });
  const report = (iped: string, approved: boolean, reference = '') =>
    t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/payment',
      headers: bearer(kiosk.token),
      payload: { iped, codigo: 5025, terminal: 'T-01', approved, reference },
    });

  it("saves as the guest before the charge, then a card approval pays it: the receipt for that kiosk, the kitchen's ticket for the venue", async () => {
    const res = await saveOrder(t.app, kiosk.token, kioskOrder(5025), '?kio=1');
    expect(res.statusCode).toBe(200);
    const { order } = savedOrder(res);
    expect(order.det.usuario).toEqual({ id: 1, nombre: 'Guest' });
    expect(order.det.terminal).toBe('T-01');
    expect(order).toMatchObject({ ti: 5, ss: 0, sp: 0 });
    expect(await jobsOf(order.iped)).toEqual([]);
    const paid = await report(order.iped, true, 'AUTH-123');
    expect(paid.statusCode).toBe(200);
    expect(ZOrder.parse(paid.json().data)).toMatchObject({ sp: 2, ss: 0 });
    expect(await attemptsOf(order.iped)).toEqual([
      { approved: true, terminal: 'T-01', reference: 'AUTH-123' },
    ]);
    const jobs = await jobsOf(order.iped);
    expect(jobs).toMatchObject([
      { kind: 'kitchen', device_id: null, status: 'pending' },
      { kind: 'order', device_id: kiosk.id, status: 'pending' },
    ]);
    // The diner's receipt, saying the card paid it; the kitchen's, saying the money is in.
    expect(ZTicketOrder.parse(jobs[1]!.args.order)).toMatchObject({
      paid: true,
      paymentMethod: expect.any(String),
    });
    expect(ZKitchenOrder.parse(jobs[0]!.args.order)).toMatchObject({ dispatchType: 5, paid: true });
    // A diner's session cannot read a kiosk's order.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/srv/getorder?iped=${order.iped}`,
      headers: bearer(ana),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a declined card leaves an attempt record staff can see and sp -1; a later approval still pays', async () => {
    const { order } = savedOrder(await saveOrder(t.app, kiosk.token, kioskOrder(5025), '?kio=1'));
    const declined = await report(order.iped, false);
    expect(ZOrder.parse(declined.json().data).sp).toBe(-1);
    expect(await attemptsOf(order.iped)).toMatchObject([{ approved: false }]);
    expect(await jobsOf(order.iped)).toEqual([]);
    await report(order.iped, true, 'AUTH-2');
    expect((await getOrder(order.iped, kiosk.token, '&kio=1')).sp).toBe(2);
    expect(await attemptsOf(order.iped)).toHaveLength(2);
  });

  it('refuses a report for another method, a web session, and a kiosk that is not paired', async () => {
    const { order } = savedOrder(await saveOrder(t.app, kiosk.token, kioskOrder(1000), '?kio=1'));
    expect((await report(order.iped, true)).statusCode).toBe(400);
    const web = await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/payment',
      headers: bearer(ana),
      payload: { iped: order.iped, codigo: 5025, terminal: 'T', approved: true },
    });
    expect(web.statusCode).toBe(403);
    const noDevice = await saveOrder(t.app, 'not-a-device-token', kioskOrder(1000), '?kio=1');
    expect(noDevice.statusCode).toBe(403);
  });

  it('refuses web-only types and methods from a kiosk', async () => {
    const res = await saveOrder(t.app, kiosk.token, { ...kioskOrder(5025), tipo: 1 }, '?kio=1');
    expect(res.json().error.message).toBe('Este tótem no admite este tipo de pedido');
    const cash0 = await saveOrder(t.app, kiosk.token, kioskOrder(0), '?kio=1');
    expect(cash0.json().error.message).toBe('Debe seleccionar un medio de pago válido para este pedido');
  });
});

describe('print outbox (spec/3 §4 "Realtime sync" dte, §7 "Print")', () => {
  it('queues a cash-at-the-desk receipt and kitchen ticket at creation; the device lists it and acknowledges it once', async () => {
    const { order } = savedOrder(
      await saveOrder(
        t.app,
        kiosk.token,
        { ...pickupOrder({ tipo: 4, prepago: 1000, condiciones: false }), mesa: '7' },
        '?kio=1',
      ),
    );
    expect(order.sp).toBe(0);
    // Paid on receipt, so in the kitchen as it is saved (the default kitchenRelease, rules/kitchen-release.ts).
    const [kitchen, job] = await jobsOf(order.iped);
    expect(kitchen).toMatchObject({ kind: 'kitchen', device_id: null, status: 'pending' });
    expect(ZKitchenOrder.parse(kitchen!.args.order)).toMatchObject({ locator: '7', paid: false });
    expect(job).toMatchObject({ kind: 'order', device_id: kiosk.id, status: 'pending' });
    expect(ZTicketOrder.parse(job!.args.order)).toMatchObject({
      orderType: 4,
      locator: '7',
      number: order.io,
      // Cash at the desk is paid after the receipt prints: it says what is left to pay (issue 12 item 2).
      paid: false,
    });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/srv/print/pending',
      headers: bearer(kiosk.token),
    });
    const jobs = z.array(ZPrintJob).parse(pending.json().data);
    expect(jobs.map((j) => j.id)).toContain(job!.id);
    const ack = () =>
      t.app.inject({
        method: 'POST',
        url: '/srv/print/ack',
        headers: bearer(kiosk.token),
        payload: { id: job!.id },
      });
    const first = await ack();
    expect(ZPrintJob.parse(first.json().data)).toMatchObject({ status: 'printed', attempts: 1 });
    const second = await ack();
    expect(ZPrintJob.parse(second.json().data)).toMatchObject({ status: 'printed', attempts: 1 });
    const after = z
      .array(ZPrintJob)
      .parse(
        (
          await t.app.inject({ method: 'GET', url: '/srv/print/pending', headers: bearer(kiosk.token) })
        ).json().data,
      );
    expect(after.map((j) => j.id)).not.toContain(job!.id);
    // Marking the cash order paid later does not print it twice.
    const cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/srv/staff/order',
      headers: bearer(cocina),
      payload: { iped: order.iped, action: 'paid' },
    });
    expect(paid.json().data.sp).toBe(2);
    expect(await jobsOf(order.iped)).toHaveLength(2);
  });

  it('enqueues a remote print message for a device (POST /srv/print) and refuses a bad message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/print',
      headers: bearer(kiosk.token),
      payload: { args: { h: 'Prueba', c: ['Línea 1'] }, name: 'print', origen: 'APP', via: 'CLOUD' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.device_id).toBe(kiosk.id);
    const pending = z
      .array(ZPrintJob)
      .parse(
        (
          await t.app.inject({ method: 'GET', url: '/srv/print/pending', headers: bearer(kiosk.token) })
        ).json().data,
      );
    expect(pending.find((j) => j.id === res.json().data.id)?.args).toMatchObject({ kind: 'message' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/srv/print',
      headers: bearer(kiosk.token),
      payload: { args: { h: 5 } },
    });
    expect(bad.statusCode).toBe(400);
    const cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/srv/print',
      headers: bearer(cocina),
      payload: { args: { h: 'Cocina' }, device: kiosk.id },
    });
    expect(staff.statusCode).toBe(200);
  });
});

import { ZPrintJob } from '@comanda/domain';
import { ZKitchenCancellation, ZKitchenOrder } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, margarita, pairKiosk, pickupOrder, saveOrder } from './orders-fixtures.ts';

// A cancelled order or line whose kitchen ticket printed prints a cancellation slip on the kitchen's device
// (issue 13 item 1, store/kitchen-tickets.ts); one not printed yet is taken back before it reaches paper.

let t: TestApp;
let ana: string;
let cocina: string;
let kitchen: { token: string; id: string };
let totem: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  kitchen = await pairKiosk(t.app);
  totem = await pairKiosk(t.app);
});
afterAll(() => t.close());

const agua = { ip: 'fz-agua', cant: 2 };
/** A pickup order paid on receipt: in the kitchen as it is saved (the default kitchenRelease). */
const place = async () => {
  const res = await saveOrder(t.app, ana, pickupOrder({ lines: [margarita(1), agua] }));
  return res.json().data.order as { iped: string; det: { lines: { lir: number; np: string }[] } };
};
const claim = async (device: { token: string }) =>
  z
    .array(ZPrintJob)
    .parse(
      (await t.app.inject({ method: 'POST', url: '/srv/print/claim', headers: bearer(device.token) })).json()
        .data,
    );
const ack = (device: { token: string }, id: string) =>
  t.app.inject({ method: 'POST', url: '/srv/print/ack', headers: bearer(device.token), payload: { id } });
/** The kitchen's device claims and prints the order's kitchen ticket. */
const printKitchenTicket = async (iped: string) => {
  const job = (await claim(kitchen)).find((j) => j.iped === iped && j.args.kind === 'kitchen')!;
  expect((await ack(kitchen, job.id)).statusCode).toBe(200);
};
const jobsOf = (iped: string, kind: string) =>
  t.db.query<{ id: string; device_id: string | null; status: string; args: Record<string, unknown> }>(
    'select id, device_id, status, args from print_jobs where order_id = $1 and kind = $2 order by created_at, id',
    [iped, kind],
  );
const staff = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(cocina), payload });

describe('cancellation slips for the kitchen (issue 13 item 1)', () => {
  it('a cancelled order whose ticket printed: a slip on the device that printed it, naming every line', async () => {
    const order = await place();
    await printKitchenTicket(order.iped);
    expect((await staff('/srv/staff/order', { iped: order.iped, action: 'cancel' })).statusCode).toBe(200);
    const [slip] = await jobsOf(order.iped, 'cancel');
    expect(slip).toMatchObject({ device_id: kitchen.id, status: 'pending' });
    expect(ZKitchenCancellation.parse(slip!.args.cancellation)).toMatchObject({
      wholeOrder: true,
      customer: 'Ana',
      lines: [
        { name: order.det.lines[0]!.np, quantity: 1 },
        { name: order.det.lines[1]!.np, quantity: 2 },
      ],
    });
    // It is the kitchen's device's own job: the totem never sees it, the kitchen lists and prints it.
    expect((await claim(totem)).map((j) => j.id)).not.toContain(slip!.id);
    expect((await claim(kitchen)).map((j) => j.id)).toContain(slip!.id);
  });

  it('a cancelled line whose ticket printed: a slip with that line only; the order goes on', async () => {
    const order = await place();
    await printKitchenTicket(order.iped);
    const lir = order.det.lines[1]!.lir;
    expect((await staff('/srv/staff/order/line', { iped: order.iped, lir })).statusCode).toBe(200);
    const [slip] = await jobsOf(order.iped, 'cancel');
    expect(ZKitchenCancellation.parse(slip!.args.cancellation)).toMatchObject({
      wholeOrder: false,
      lines: [{ name: order.det.lines[1]!.np, quantity: 2 }],
    });
    // Cancelling the order afterwards names only what was still to make.
    await staff('/srv/staff/order', { iped: order.iped, action: 'cancel' });
    // The test's clock stands still: both slips have one time, so they are told apart by what they say.
    const slips = (await jobsOf(order.iped, 'cancel')).map((j) =>
      ZKitchenCancellation.parse(j.args.cancellation),
    );
    expect(slips).toHaveLength(2);
    expect(slips.find((c) => c.wholeOrder)!.lines.map((l) => l.name)).toEqual([order.det.lines[0]!.np]);
  });

  it('not printed yet: a cancelled order takes its ticket back, a cancelled line is left off it, no slip', async () => {
    const whole = await place();
    await staff('/srv/staff/order', { iped: whole.iped, action: 'cancel' });
    expect(await jobsOf(whole.iped, 'kitchen')).toEqual([]);
    expect(await jobsOf(whole.iped, 'cancel')).toEqual([]);

    const partly = await place();
    await staff('/srv/staff/order/line', { iped: partly.iped, lir: partly.det.lines[0]!.lir });
    const [ticket] = await jobsOf(partly.iped, 'kitchen');
    expect(ZKitchenOrder.parse(ticket!.args.order).lines.map((l) => l.name)).toEqual([
      partly.det.lines[1]!.np,
    ]);
    // The last line cancelled too: nothing is left to make, so the ticket goes.
    await staff('/srv/staff/order/line', { iped: partly.iped, lir: partly.det.lines[1]!.lir });
    expect(await jobsOf(partly.iped, 'kitchen')).toEqual([]);
    expect(await jobsOf(partly.iped, 'cancel')).toEqual([]);
  });

  it('an order that never reached the kitchen: its cancellation prints nothing', async () => {
    const res = await saveOrder(t.app, ana, pickupOrder({ prepago: 5011 }));
    const { iped } = res.json().data.order;
    await t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${iped}`, headers: bearer(ana) });
    expect(await t.db.query('select id from print_jobs where order_id = $1', [iped])).toEqual([]);
  });
});

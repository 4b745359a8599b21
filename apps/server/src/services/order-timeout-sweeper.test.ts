import { type TLiveEvent, ZOrder, ZStaffOrder } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Database } from '../db/database.ts';
import {
  AT,
  bearer,
  irlOf,
  pairKiosk,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
  size,
  stockOf,
} from '../routes/orders-fixtures.ts';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { openSameTestDatabase } from '../testing/test-database.ts';
import { startOrderTimeoutSweeper, sweepOrderTimeouts } from './order-timeout-sweeper.ts';

// Orders nobody handles (spec/1 §4 'Order status ss': -3 cancelled by timeout, -10 'Pedido aún no enviado
// correctamente a Restaurante'). Every order here is placed at AT; sweeps are run at chosen later times.
// Defaults (rules/order-timeouts.ts): 15 minutes to confirm, 120 s for a ticket's acknowledgement.

const minutesAfter = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

let t: TestApp;
/** A second instance's connection to the same database on PostgreSQL; on PGlite the same one. */
let other: Database;
let ana: string;
let cocina: string;
let kiosk: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = (await openSameTestDatabase(t.db)) ?? t.db;
  ana = await signIn(t.app, 'ana@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  kiosk = await pairKiosk(t.app);
  // Both venues send an order paid on receipt to the kitchen once confirmed (rules/kitchen-release.ts), so
  // an order nobody confirms has no kitchen ticket to flag: each sweep is seen on its own here.
  await t.db.query(
    `update restaurants set profile = jsonb_set(profile, '{kitchenRelease}', '"confirmed"'),
       version = nextval('catalog_version_seq')`,
  );
});
afterAll(async () => {
  if (other !== t.db) await other.close();
  await t.close();
});

const place = async (over: Parameters<typeof pickupOrder>[0] = {}) => {
  const res = await saveOrder(t.app, ana, pickupOrder(over));
  expect(res.json().error).toBeUndefined();
  return res.json().data as { order: { iped: string }; redirect?: string };
};
const dinerView = async (iped: string) =>
  ZOrder.parse(
    (await t.app.inject({ method: 'GET', url: `/srv/getorder?iped=${iped}`, headers: bearer(ana) })).json()
      .data,
  );
const boardView = async (iped: string, venue = pizzeria) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/srv/staff/orders?irl=${irlOf(venue)}`,
    headers: bearer(cocina),
  });
  return z
    .array(ZStaffOrder)
    .parse(res.json().data)
    .find((o) => o.iped === iped)!;
};
const staffAct = (iped: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/order',
    headers: bearer(cocina),
    payload: { iped, action },
  });
const eventsOf = (iped: string) =>
  t.db.query<{ actor: string; action: string; ss: number }>(
    'select actor, action, ss from order_events where order_id = $1 order by id',
    [iped],
  );
const ticketOf = async (iped: string) =>
  (
    await t.db.query<{ id: string }>(`select id from print_jobs where order_id = $1 and kind = 'kitchen'`, [
      iped,
    ])
  )[0]!.id;
const ack = (jobId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/print/ack',
    headers: bearer(kiosk.token),
    payload: { id: jobId },
  });

type Ped = Extract<TLiveEvent, { type: 'ped' }>;
const pedOf =
  (iped: string, ss: number) =>
  (e: TLiveEvent): e is Ped =>
    e.type === 'ped' && e.iped === iped && e.ss === ss;

describe('cancelled by timeout (spec/1 §4 ss -3)', () => {
  it('cancels an order left at ss 0 past the limit once, and gives its stock back once, when two sweeps race', async () => {
    const before = await stockOf(t.db, 'fz-trufa');
    const { order } = await place({ lines: [{ ip: 'fz-trufa', cant: 2, extras: size }] });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(before! - 2);

    // Not yet: 14 minutes is inside the default 15.
    expect((await sweepOrderTimeouts(t.db, minutesAfter(14))).cancelled).not.toContain(order.iped);
    expect((await dinerView(order.iped)).ss).toBe(0);

    // Two instances sweep at once: one of them cancels it, the other finds it already handled.
    const late = minutesAfter(16);
    const [a, b] = await Promise.all([sweepOrderTimeouts(t.db, late), sweepOrderTimeouts(other, late)]);
    expect([...a.cancelled, ...b.cancelled].filter((id) => id === order.iped)).toHaveLength(1);
    expect(await dinerView(order.iped)).toMatchObject({ ss: -3, stdvy: 172, sp: 0 });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(before);
    expect((await eventsOf(order.iped)).filter((e) => e.action === 'timeout')).toEqual([
      { actor: 'sweeper', action: 'timeout', ss: -3 },
    ]);

    // A later sweep changes nothing more.
    await sweepOrderTimeouts(t.db, minutesAfter(30));
    expect(await stockOf(t.db, 'fz-trufa')).toBe(before);
    expect(await eventsOf(order.iped)).toHaveLength(2);
  });

  it('leaves confirmed, cancelled and finished orders alone, and keeps to each restaurant’s own limit', async () => {
    const confirmed = (await place()).order.iped;
    await staffAct(confirmed, 'confirm');
    await ack(await ticketOf(confirmed)); // in the kitchen, and printed: nothing for the ticket sweep
    const byDiner = (await place()).order.iped;
    await t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${byDiner}`, headers: bearer(ana) });
    const finished = (await place()).order.iped;
    await staffAct(finished, 'confirm');
    await staffAct(finished, 'finish');
    // Sánguches del Mapocho gives its staff an hour to confirm.
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{timeouts,confirmMinutes}', '60') where ir = $1`,
      [sanguches.ir],
    );
    const slow = (
      await place({ irl: irlOf(sanguches), lines: [{ ip: 'mp-empanada-pino', cant: 1 }], prepago: 0 })
    ).order.iped;

    const swept = await sweepOrderTimeouts(t.db, minutesAfter(20));
    expect(swept.cancelled).not.toContain(slow);
    const states = await Promise.all([confirmed, byDiner, finished, slow].map(dinerView));
    expect(states.map((o) => o.ss)).toEqual([1, -2, 3, 0]);
    for (const iped of [confirmed, byDiner, finished])
      expect((await eventsOf(iped)).map((e) => e.action)).not.toContain('timeout');

    expect((await sweepOrderTimeouts(t.db, minutesAfter(61))).cancelled).toContain(slow);
    expect((await dinerView(slow)).ss).toBe(-3);
  });

  it('marks a received online payment, and one still open on the provider’s page, for refund', async () => {
    const paid = await place({ prepago: 5011 });
    await t.app.inject({ method: 'GET', url: paid.redirect! });
    await t.app.inject({ method: 'POST', url: `${paid.redirect}&d=approve`, payload: {} });
    const open = await place({ prepago: 5011 });
    await t.app.inject({ method: 'GET', url: open.redirect! });
    const declined = await place({ prepago: 5011 });
    await t.app.inject({ method: 'GET', url: declined.redirect! });
    await t.app.inject({ method: 'POST', url: `${declined.redirect}&d=decline`, payload: {} });
    const unpaid = (await place()).order.iped;

    await sweepOrderTimeouts(t.db, minutesAfter(16));
    const [p, o, d, u] = await Promise.all(
      [paid.order.iped, open.order.iped, declined.order.iped, unpaid].map((iped) => boardView(iped)),
    );
    expect(p).toMatchObject({ ss: -3, sp: 2, refundDue: true });
    expect(o).toMatchObject({ ss: -3, sp: 1, refundDue: true });
    expect(d).toMatchObject({ ss: -3, sp: -1, refundDue: false });
    expect(u).toMatchObject({ ss: -3, sp: 0, refundDue: false });
    const refunds = await t.db.query<{ sp: number; refund_due_at: Date | null }>(
      'select sp, refund_due_at from payments where order_id = $1',
      [paid.order.iped],
    );
    expect(refunds).toEqual([{ sp: 2, refund_due_at: minutesAfter(16) }]);
    // The diner can no longer pay the open page: the order is cancelled.
    await t.app.inject({ method: 'POST', url: `${open.redirect}&d=approve`, payload: {} });
    expect((await dinerView(open.order.iped)).sp).toBe(1);
  });
});

describe("a kitchen ticket nobody acknowledged (spec/1 §4 ss -10 'Pedido aún no enviado correctamente')", () => {
  it('flags a paid order once past the limit, keeps its own ss for the staff, and clears it on acknowledgement', async () => {
    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: ana });
    await diner.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');

    const { order } = await place();
    await staffAct(order.iped, 'confirm');
    await staffAct(order.iped, 'paid'); // the ticket goes to the venue's printers, unacknowledged
    const job = await ticketOf(order.iped);

    // Within 120 s nothing; past it, two racing sweeps flag it once.
    expect((await sweepOrderTimeouts(t.db, minutesAfter(1))).flagged).not.toContain(order.iped);
    const late = minutesAfter(3);
    const [a, b] = await Promise.all([sweepOrderTimeouts(t.db, late), sweepOrderTimeouts(other, late)]);
    expect([...a.flagged, ...b.flagged].filter((id) => id === order.iped)).toHaveLength(1);
    expect((await sweepOrderTimeouts(t.db, minutesAfter(5))).flagged).not.toContain(order.iped);

    expect((await dinerView(order.iped)).ss).toBe(-10);
    expect(await diner.next(pedOf(order.iped, -10))).toMatchObject({ sp: 2 });
    expect(await boardView(order.iped)).toMatchObject({ ss: 1, ticketUnsent: true });

    // The staff go on meanwhile: the order moves underneath, the diner still reads -10.
    expect((await staffAct(order.iped, 'prepare')).json().data).toMatchObject({ ss: 2, ticketUnsent: true });
    expect((await dinerView(order.iped)).ss).toBe(-10);

    // A device prints it: the flag clears back to the order's own ss, live, with a history row.
    expect((await ack(job)).statusCode).toBe(200);
    expect((await dinerView(order.iped)).ss).toBe(2);
    expect(await diner.next(pedOf(order.iped, 2))).toMatchObject({ stdvy: 100 });
    expect(await boardView(order.iped)).toMatchObject({ ss: 2, ticketUnsent: false });
    expect((await eventsOf(order.iped)).slice(-3)).toEqual([
      { actor: 'sweeper', action: 'ticket-unsent', ss: -10 },
      { actor: 'staff:1', action: 'prepare', ss: 2 },
      { actor: `device:${kiosk.id}`, action: 'ticket-acknowledged', ss: 2 },
    ]);
    // Acknowledging again changes nothing; a later sweep does not flag a printed ticket.
    await ack(job);
    expect((await sweepOrderTimeouts(t.db, minutesAfter(10))).flagged).not.toContain(order.iped);
    expect(await eventsOf(order.iped)).toHaveLength(6);
    diner.close();
  });

  it('does not flag a ticket acknowledged in time, nor a finished or cancelled order', async () => {
    const inTime = (await place()).order.iped;
    await staffAct(inTime, 'confirm');
    await staffAct(inTime, 'paid');
    await ack(await ticketOf(inTime));
    const finished = (await place()).order.iped;
    await staffAct(finished, 'confirm');
    await staffAct(finished, 'paid');
    await staffAct(finished, 'finish');
    const cancelled = (await place()).order.iped;
    await staffAct(cancelled, 'paid');
    await staffAct(cancelled, 'cancel');

    const { flagged } = await sweepOrderTimeouts(t.db, minutesAfter(5));
    for (const iped of [inTime, finished, cancelled]) expect(flagged).not.toContain(iped);
    expect((await Promise.all([inTime, finished, cancelled].map(dinerView))).map((o) => o.ss)).toEqual([
      1, 3, -1,
    ]);
  });
});

describe('the sweeper service', () => {
  it('sweeps at start and on its interval, logs what it did, and stops cleanly', async () => {
    const { order } = await place();
    let now = minutesAfter(1);
    const lines: string[] = [];
    const sweeper = startOrderTimeoutSweeper(
      t.db,
      () => now,
      { info: (m) => lines.push(m), error: (m) => lines.push(m) },
      20,
    );
    now = minutesAfter(100);
    for (let i = 0; i < 100 && (await dinerView(order.iped)).ss === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    await sweeper.stop();
    expect((await dinerView(order.iped)).ss).toBe(-3);
    expect(lines.find((l) => l.startsWith('pedidos cancelados por tiempo'))).toContain(order.iped);
  });
});

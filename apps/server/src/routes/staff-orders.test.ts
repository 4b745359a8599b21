import { type TLiveEvent, ZStaffOrder } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../app.ts';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { openSameTestDatabase } from '../testing/test-database.ts';
import {
  AT,
  bearer,
  irlOf,
  pairKiosk,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
} from './orders-fixtures.ts';

let t: TestApp;
let ana: string;
let cocina: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
});
afterAll(() => t.close());

type Ped = Extract<TLiveEvent, { type: 'ped' }>;
const pedOf =
  (iped: string, ss: number) =>
  (e: TLiveEvent): e is Ped =>
    e.type === 'ped' && e.iped === iped && e.ss === ss;
const isSubscribed = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'subscribed' }> =>
  e.type === 'subscribed';

const act = (iped: string, action: string, token = cocina) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/order',
    headers: bearer(token),
    payload: { iped, action },
  });
const newOrder = async () => (await saveOrder(t.app, ana, pickupOrder())).json().data.order.iped as string;

describe('staff board (module 5000, spec/3 §4 "Staff gating"; spec/1 §4 statuses)', () => {
  it('lists the venue’s orders, in process first and newest first, with payment attempts', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await act(first, 'cancel');
    const res = await t.app.inject({
      method: 'GET',
      url: `/srv/staff/orders?irl=${irlOf(pizzeria)}`,
      headers: bearer(cocina),
    });
    expect(res.statusCode).toBe(200);
    const board = z.array(ZStaffOrder).parse(res.json().data);
    const ids = board.map((o) => o.iped);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(board.find((o) => o.iped === first)).toMatchObject({ ss: -1, stdvy: 172, attempts: [] });
  });

  it('needs a kitchen role for that venue: a diner or another venue is refused', async () => {
    const diner = await t.app.inject({
      method: 'GET',
      url: `/srv/staff/orders?irl=${irlOf(pizzeria)}`,
      headers: bearer(ana),
    });
    expect(diner.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `/srv/staff/orders?irl=${irlOf(sanguches)}`,
      headers: bearer(cocina),
    });
    expect(other.statusCode).toBe(403);
    expect((await act(await newOrder(), 'confirm', ana)).statusCode).toBe(403);
  });

  it('moves an order through confirm, prepare, ready, finish, with a history row each; invalid moves are 409', async () => {
    const iped = await newOrder();
    const steps: [string, object][] = [
      ['confirm', { ss: 1, stdvy: 40, ent: 'OR' }],
      ['prepare', { ss: 2, stdvy: 100 }],
      ['ready', { ss: 2, stdvy: 110 }],
      ['paid', { sp: 2 }],
      ['finish', { ss: 3, stdvy: 180 }],
    ];
    for (const [action, state] of steps) {
      const res = await act(iped, action);
      expect(res.statusCode, action).toBe(200);
      expect(res.json().data).toMatchObject(state);
    }
    const events = await t.db.query<{ action: string }>(
      'select action from order_events where order_id = $1 order by id',
      [iped],
    );
    expect(events.map((e) => e.action)).toEqual(['created', 'confirm', 'prepare', 'ready', 'paid', 'finish']);
    const again = await act(iped, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este pedido ya está terminado');
    const cancelled = await newOrder();
    await t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${cancelled}`, headers: bearer(ana) });
    const confirm = await act(cancelled, 'confirm');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe('Este pedido está cancelado y no se puede modificar');
    // A confirmed order is no longer cancellable by the diner.
    const confirmed = await newOrder();
    await act(confirmed, 'confirm');
    const late = await t.app.inject({
      method: 'GET',
      url: `/srv/cancelorder?iped=${confirmed}`,
      headers: bearer(ana),
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('live `ped` events over a real WebSocket (spec/3 §3 "Order events", §4 "Realtime sync")', () => {
  it('reaches the diner, the venue’s board and the kiosk that placed the order, not other diners', async () => {
    const kiosk = await pairKiosk(t.app);
    const beto = await signIn(t.app, 'beto@correo.cl');
    const diner = await connectLive(t.app);
    const board = await connectLive(t.app);
    const device = await connectLive(t.app);
    const other = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: ana });
    board.send({
      type: 'subscribe',
      restaurants: [pizzeria.ir],
      staff: { token: cocina, irl: irlOf(pizzeria) },
    });
    device.send({ type: 'subscribe', restaurants: [], device: kiosk.token });
    other.send({ type: 'subscribe', restaurants: [], token: beto });
    expect(await diner.next(isSubscribed)).toMatchObject({ orders: true });
    expect(await board.next(isSubscribed)).toMatchObject({ board: pizzeria.ir });
    expect(await device.next(isSubscribed)).toMatchObject({ device: kiosk.id });
    await other.next(isSubscribed);

    const iped = await newOrder();
    expect(await board.next(pedOf(iped, 0))).toMatchObject({ sp: 0, stdvy: 40, ir: pizzeria.ir });
    await act(iped, 'confirm');
    expect(await diner.next(pedOf(iped, 1))).toMatchObject({ iped, ss: 1 });
    expect(await board.next(pedOf(iped, 1))).toMatchObject({ iped, ss: 1 });

    const kioskOrder = await saveOrder(
      t.app,
      kiosk.token,
      { ...pickupOrder({ tipo: 5, prepago: 5025, condiciones: false }) },
      '?kio=1',
    );
    const kioskIped = kioskOrder.json().data.order.iped as string;
    await act(kioskIped, 'cancel');
    expect(await device.next(pedOf(kioskIped, -1))).toMatchObject({ ss: -1 });
    // A cash order's receipt reaches the kiosk as a `dte` print job with its args; its kitchen ticket as a
    // restaurant's `dte` without args, which every device of the venue hears and one claims.
    const cash = await saveOrder(
      t.app,
      kiosk.token,
      pickupOrder({ tipo: 4, prepago: 1000, condiciones: false }),
      '?kio=1',
    );
    type Dte = Extract<TLiveEvent, { type: 'dte' }>;
    const dte = await device.next((e): e is Dte => e.type === 'dte' && e.device_id === kiosk.id);
    expect(dte).toMatchObject({ args: { kind: 'order', order: { id: cash.json().data.order.iped } } });
    const kitchen = device.received.filter((e): e is Dte => e.type === 'dte' && e.device_id === '');
    expect(kitchen.length).toBeGreaterThan(0);
    expect(kitchen.every((e) => e.args === undefined)).toBe(true);
    expect(other.received.filter((e) => e.type === 'ped')).toEqual([]);
    expect(diner.received.filter((e) => e.type === 'ped' && e.iped === kioskIped)).toEqual([]);

    const refused = await connectLive(t.app);
    refused.send({ type: 'subscribe', restaurants: [], staff: { token: ana, irl: irlOf(pizzeria) } });
    expect(
      await refused.next((e): e is Extract<TLiveEvent, { type: 'error' }> => e.type === 'error'),
    ).toMatchObject({
      message: expect.stringContaining('sin permisos'),
    });
    for (const c of [diner, board, device, other, refused]) c.close();
  });

  it.runIf(process.env.COMANDA_TEST_DATABASE_URL)(
    'crosses server instances through NOTIFY: a move on A reaches a diner connected to B',
    async () => {
      const dbB = (await openSameTestDatabase(t.db))!;
      const b = await buildApp({ db: dbB, clock: () => AT });
      await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const client = await connectLive(b);
        client.send({ type: 'subscribe', restaurants: [], token: ana });
        await client.next(isSubscribed);
        const iped = await newOrder();
        await act(iped, 'confirm');
        expect(await client.next(pedOf(iped, 1))).toMatchObject({ iped });
        client.close();
      } finally {
        await b.close();
        await dbB.close();
      }
    },
  );
});

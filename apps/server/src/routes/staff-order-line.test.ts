import { type TLiveEvent, ZOrder, ZStaffOrder } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
  size,
  stockOf,
} from './orders-fixtures.ts';

// spec/1 §4 'Delivery / kitchen sub-status' (kitchen-line labels: 170 cancelled; lines with st 170 to 179
// are cancelled and shown as 170; an order with cancelled products warns 'Hay Productos anulados' advising
// to check the total) and §8 'Cancelled products'. The staff board (module 5000) cancels one line.

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

const trufa = (cant: number) => ({ ip: 'fz-trufa', cant, extras: size });
const withBurrata = (cant: number) => ({
  ip: 'fz-margarita',
  cant,
  extras: { ...size, 'fz-agregados': [['fz-ag-burrata', 1]] as [string, number][] },
});

const cancelLine = (iped: unknown, lir: unknown, token: string | null = cocina) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/order/line',
    headers: token ? bearer(token) : {},
    payload: { iped, lir },
  });
const act = (iped: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/order',
    headers: bearer(cocina),
    payload: { iped, action },
  });
const place = async (lines: object[], irl = irlOf(pizzeria)) => {
  const res = await saveOrder(t.app, ana, pickupOrder({ lines, irl } as never));
  expect(res.statusCode, res.body).toBe(200);
  return ZOrder.parse(res.json().data.order);
};
const dinerView = async (iped: string) =>
  ZOrder.parse(
    (await t.app.inject({ method: 'GET', url: `/srv/getorder?iped=${iped}`, headers: bearer(ana) })).json()
      .data,
  );
const eventsOf = async (iped: string) =>
  (
    await t.db.query<{ action: string; actor: string }>(
      'select action, actor from order_events where order_id = $1 order by id',
      [iped],
    )
  ).map((e) => e.action);
const heldOf = (iped: string) =>
  t.db.query<{ kind: string; item_id: string; quantity: number }>(
    'select kind, item_id, quantity from order_stock where order_id = $1 order by kind, item_id',
    [iped],
  );
const burrataStock = async () =>
  (
    await t.db.query<{ stock: number }>(
      `select stock from stock where ir = $1 and kind = 'e' and item_id = 'fz-ag-burrata'`,
      [pizzeria.ir],
    )
  )[0]!.stock;

/** Everything a refused request must leave as it was. */
const snapshot = async (iped: string) => ({
  order: await dinerView(iped),
  events: await eventsOf(iped),
  held: await heldOf(iped),
  trufa: await stockOf(t.db, 'fz-trufa'),
  burrata: await burrataStock(),
});

describe('staff cancel one product line (spec/1 §4 kitchen-line 170; §8 "Cancelled products")', () => {
  it('records st 170, keeps the total, gives back that line’s stock once, writes history and goes live', async () => {
    const trufaBefore = (await stockOf(t.db, 'fz-trufa'))!;
    const burrataBefore = await burrataStock();
    const order = await place([trufa(2), withBurrata(1), trufa(1)]);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(trufaBefore - 3);
    expect(await burrataStock()).toBe(burrataBefore - 1);
    expect(await heldOf(order.iped)).toEqual([
      { kind: 'e', item_id: 'fz-ag-burrata', quantity: 1 },
      { kind: 'p', item_id: 'fz-trufa', quantity: 3 },
    ]);
    await act(order.iped, 'confirm');

    // The diner and the board listen: the line's cancellation reaches both as a `ped` event; stock events too.
    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [pizzeria.ir], token: ana });
    await diner.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');

    const res = await cancelLine(order.iped, 0);
    expect(res.statusCode, res.body).toBe(200);
    const staffView = ZStaffOrder.parse(res.json().data);
    expect(staffView.det.lines.map((l) => l.st)).toEqual([170, 0, 0]);
    // The spec only warns ('advising to check the total'): amounts and statuses stay.
    expect(staffView).toMatchObject({ ss: 1, sp: 0, stdvy: order.stdvy });
    expect(staffView.det.total).toBe(order.det.total);
    expect(staffView.det.subtotal).toBe(order.det.subtotal);
    expect(staffView.det.lines[0]!.total).toBe(order.det.lines[0]!.total);

    const ped = await diner.next(
      (e): e is Extract<TLiveEvent, { type: 'ped' }> => e.type === 'ped' && e.iped === order.iped,
    );
    expect(ped).toMatchObject({ ss: 1, sp: 0 });
    const stockEvent = await diner.next(
      (e): e is Extract<TLiveEvent, { type: 'stock' }> =>
        e.type === 'stock' && e.levels.some((l) => l.id === 'fz-trufa'),
    );
    expect(stockEvent.levels.find((l) => l.id === 'fz-trufa')!.stock).toBe(trufaBefore - 1);
    diner.close();

    // The diner's stored order reads the line as cancelled (what 'Hay Productos anulados' is shown from).
    expect((await dinerView(order.iped)).det.lines.map((l) => l.st)).toEqual([170, 0, 0]);
    // Only that line's 2 truffle pizzas came back; the other line's one is still the order's.
    expect(await stockOf(t.db, 'fz-trufa')).toBe(trufaBefore - 1);
    expect(await burrataStock()).toBe(burrataBefore - 1);
    expect(await heldOf(order.iped)).toEqual([
      { kind: 'e', item_id: 'fz-ag-burrata', quantity: 1 },
      { kind: 'p', item_id: 'fz-trufa', quantity: 1 },
    ]);
    expect(await eventsOf(order.iped)).toEqual(['created', 'confirm', 'cancel-line:0']);
    const [history] = await t.db.query<{ actor: string; ss: number }>(
      `select actor, ss from order_events where order_id = $1 and action = 'cancel-line:0'`,
      [order.iped],
    );
    expect(history).toMatchObject({ actor: expect.stringMatching(/^staff:\d+$/), ss: 1 });

    // The line with an extra gives back the product and its extra.
    expect((await cancelLine(order.iped, 1)).statusCode).toBe(200);
    expect(await burrataStock()).toBe(burrataBefore);
    expect(await heldOf(order.iped)).toEqual([{ kind: 'p', item_id: 'fz-trufa', quantity: 1 }]);

    // Cancelling the whole order afterwards gives back only the rest: nothing twice.
    expect((await act(order.iped, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(trufaBefore);
    expect(await burrataStock()).toBe(burrataBefore);
    expect(await heldOf(order.iped)).toEqual([]);
  });

  it('lines of an unlimited product change no stock and still read as cancelled', async () => {
    const order = await place([margarita(1), margarita(2)]);
    expect(await heldOf(order.iped)).toEqual([]);
    const res = await cancelLine(order.iped, 1);
    expect(res.statusCode).toBe(200);
    expect(ZStaffOrder.parse(res.json().data).det.lines.map((l) => l.st)).toEqual([0, 170]);
    expect((await dinerView(order.iped)).det.total).toBe(order.det.total);
  });

  it('a line already cancelled is a 409 and gives nothing back again', async () => {
    const order = await place([trufa(1), margarita(1)]);
    expect((await cancelLine(order.iped, 0)).statusCode).toBe(200);
    const before = await snapshot(order.iped);
    const again = await cancelLine(order.iped, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este producto ya está anulado');
    expect(await snapshot(order.iped)).toEqual(before);
    await act(order.iped, 'cancel');
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const order = await place([trufa(1), margarita(1)]);
    const before = await snapshot(order.iped);
    const cases: [string, () => ReturnType<typeof cancelLine>, number, string | RegExp][] = [
      ['unknown order', () => cancelLine('no-such-order', 0), 404, 'no encontrado'],
      ['unknown line', () => cancelLine(order.iped, 7), 404, 'Este producto no está en el pedido'],
      ['negative line', () => cancelLine(order.iped, -1), 400, /^Solicitud inválida: lir/],
      ['line not a number', () => cancelLine(order.iped, 'x'), 400, /^Solicitud inválida: lir/],
      ['no order id', () => cancelLine(undefined, 0), 400, /^Solicitud inválida: iped/],
      [
        'a diner, not staff',
        () => cancelLine(order.iped, 0, ana),
        403,
        'No tienes permisos para este módulo',
      ],
      ['no session', () => cancelLine(order.iped, 0, null), 401, /./],
    ];
    for (const [name, run, status, message] of cases) {
      const res = await run();
      expect(res.statusCode, name).toBe(status);
      expect(res.json().ok, name).toBe(false);
      if (typeof message === 'string') expect(res.json().error.message, name).toBe(message);
      else expect(res.json().error.message, name).toMatch(message);
    }
    // A diner asking for an order that does not exist learns nothing either: 403 before the lookup.
    expect((await cancelLine('no-such-order', 0, ana)).statusCode).toBe(403);
    expect(await snapshot(order.iped)).toEqual(before);
    await act(order.iped, 'cancel');
  });

  it('refuses another venue’s order (the kitchen has a role for the pizzeria only)', async () => {
    const other = await place([{ ip: 'mp-empanada-pino', cant: 1 }], irlOf(sanguches));
    const res = await cancelLine(other.iped, 0);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('No tienes permisos para este módulo');
    expect((await dinerView(other.iped)).det.lines.map((l) => l.st)).toEqual([0]);
    expect(await eventsOf(other.iped)).toEqual(['created']);
  });

  it('refuses a cancelled or finished order (409) and leaves it as it was', async () => {
    const cancelled = await place([trufa(1)]);
    await act(cancelled.iped, 'cancel');
    const beforeCancelled = await snapshot(cancelled.iped);
    const res = await cancelLine(cancelled.iped, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Este pedido está cancelado y no se puede modificar');
    expect(await snapshot(cancelled.iped)).toEqual(beforeCancelled);

    const finished = await place([trufa(1)]);
    for (const action of ['confirm', 'finish'])
      expect((await act(finished.iped, action)).statusCode).toBe(200);
    const beforeFinished = await snapshot(finished.iped);
    const late = await cancelLine(finished.iped, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Este pedido ya está terminado');
    expect(await snapshot(finished.iped)).toEqual(beforeFinished);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, type OrdersClient } from '@comanda/api-client';
import { CHECKOUT_REFUSALS, newCart, type TOrder } from '@comanda/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardPayment } from './card-payment.ts';
import { createSandboxCardTerminal } from './card-terminal.ts';
import { type DeviceStore, openDeviceStore } from './device-store.ts';
import { createOrderPlacement } from './order-placement.ts';
import { createKioskSession } from './session.ts';
import { testIdentity } from './test-identity.ts';

/** The orders API as a fake server: one order per idempotency key, like POST /srv/saveorder. */
function fakeServer() {
  const byKey = new Map<string, TOrder>();
  const order = (n: number, total: number): TOrder =>
    ({ iped: `ped-${n}`, io: 100 + n, sp: 0, ss: 0, det: { total } }) as unknown as TOrder;
  const client = {
    saveOrder: vi.fn(async (request: { idempotencyKey?: string; prepago: number }) => {
      const key = request.idempotencyKey ?? '';
      if (!byKey.has(key)) byKey.set(key, order(byKey.size + 1, 16_800));
      return { preflight: false as const, order: byKey.get(key)!, redirect: null, transferText: null };
    }),
    cancelOrder: vi.fn(async (iped: string) => ({ iped, ss: -2, sp: 0 }) as unknown as TOrder),
    reportKioskPayment: vi.fn(
      async (report: { iped: string; approved: boolean }) =>
        ({ iped: report.iped, sp: report.approved ? 2 : -1, ss: 0 }) as unknown as TOrder,
    ),
  };
  return { client, asClient: () => client as unknown as OrdersClient, byKey };
}

let store: DeviceStore;
let server: ReturnType<typeof fakeServer>;
let keys = 0;

const placement = () =>
  createOrderPlacement({
    store,
    session: createKioskSession(store),
    client: server.asClient,
    terminalId: 'T-9',
    serverUrl: 'http://127.0.0.1:1',
    newKey: () => `key-${++keys}-0000000000000000`,
    log: () => {},
  });

beforeEach(async () => {
  store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-orders-')));
  server = fakeServer();
  await store.set('KIOUSER', testIdentity);
  const cart = newCart(Date.now(), { tipo: 5 });
  await store.set('KIOSKCART', {
    ...cart,
    dl: [{ item: 'fz-margarita', cant: 1, extras: {}, ct: '', indiceCart: 0, lineReference: 'l0' }],
  });
});

describe('order placement (spec/3 §4 Payment)', () => {
  it('a retry or a reload answers the same order: the key is kept in the device store', async () => {
    const first = await placement().place({ prepago: 1000, contact: null });
    // A new placement service reads the key back, as after a renderer reload or an app restart.
    const again = await placement().place({ prepago: 1000, contact: null });
    expect(first).toEqual(again);
    expect(first.ok && first.order.iped).toBe('ped-1');
    expect(server.byKey.size).toBe(1);
    const sent = server.client.saveOrder.mock.calls.map(([r]) => r.idempotencyKey);
    expect(sent[0]).toBe(sent[1]);
  });

  it('keeps the key when the answer was lost, and sends the terminal only for cards', async () => {
    server.client.saveOrder.mockRejectedValueOnce(new Error('socket hang up'));
    const lost = await placement().place({ prepago: 5025, contact: null });
    expect(lost).toMatchObject({ ok: false, error: 'others' });
    const retried = await placement().place({ prepago: 5025, contact: null });
    expect(retried.ok).toBe(true);
    const [a, b] = server.client.saveOrder.mock.calls.map(([r]) => r);
    expect(a?.idempotencyKey).toBe(b?.idempotencyKey);
    expect(b).toMatchObject({ terminal: 'T-9', tipo: 5, irl: `${testIdentity.ir}-${testIdentity.il}` });
    await placement().place({ prepago: 1000, contact: null });
    expect(server.client.saveOrder.mock.calls.at(-1)?.[0]).toMatchObject({ terminal: '' });
  });

  it('another method cancels the unpaid order and starts a new key', async () => {
    await placement().place({ prepago: 1000, contact: null });
    const other = await placement().place({ prepago: 5025, contact: null });
    expect(server.client.cancelOrder).toHaveBeenCalledWith('ped-1');
    expect(other.ok && other.order.iped).toBe('ped-2');
  });

  it("'No hay turnos abiertos' is the shift error, anything else 'others'", async () => {
    server.client.saveOrder.mockRejectedValueOnce(
      new ApiError('No hay turnos abiertos', 400, 'closed', CHECKOUT_REFUSALS.kioskShift.key),
    );
    expect(await placement().place({ prepago: 1000, contact: null })).toMatchObject({
      ok: false,
      error: 'shift',
    });
  });

  it('cancel calls GET /srv/cancelorder, then forgets the order and the cart', async () => {
    const orders = placement();
    await orders.place({ prepago: 1000, contact: null });
    await orders.cancel();
    expect(server.client.cancelOrder).toHaveBeenCalledWith('ped-1');
    expect(store.get('KIOSKORDER')).toBeUndefined();
    expect(store.get('KIOSKCART')).toBeUndefined();
  });
});

describe('sandbox card terminal', () => {
  it('approves by default, declines amounts ending in 13, obeys a fixed mode', async () => {
    const terminal = createSandboxCardTerminal();
    expect(terminal.id).toBe('SANDBOX-1');
    const approved = await terminal.charge({ amount: 16_800, currency: 'CLP', reference: 'ped-1' });
    expect(approved).toMatchObject({ approved: true });
    expect(approved.reference).toContain('ped-1');
    expect(await terminal.charge({ amount: 11_913, currency: 'CLP', reference: 'p' })).toMatchObject({
      approved: false,
    });
    terminal.setMode('decline');
    expect((await terminal.charge({ amount: 100, currency: 'CLP', reference: 'p' })).approved).toBe(false);
    terminal.setMode('approve');
    expect((await terminal.charge({ amount: 113, currency: 'CLP', reference: 'p' })).approved).toBe(true);
  });

  it('answers after its delay (a diner at the terminal)', async () => {
    vi.useFakeTimers();
    try {
      const done = vi.fn();
      void createSandboxCardTerminal({ delayMs: 800 })
        .charge({ amount: 1, currency: 'CLP', reference: 'p' })
        .then(done);
      await vi.advanceTimersByTimeAsync(799);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a card while told to, then answers by the mode it is given', async () => {
    const terminal = createSandboxCardTerminal({ mode: 'wait' });
    const done = vi.fn();
    const charging = terminal.charge({ amount: 100, currency: 'CLP', reference: 'p' }).then(done);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).not.toHaveBeenCalled();
    terminal.setMode('wait');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).not.toHaveBeenCalled();
    terminal.setMode('decline');
    await charging;
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ approved: false }));
  });
});

describe('card payment: charge, then report', () => {
  const setup = async () => {
    const orders = placement();
    await orders.place({ prepago: 5025, contact: null });
    const terminal = createSandboxCardTerminal({ id: 'T-9' });
    const charge = vi.spyOn(terminal, 'charge');
    const card = createCardPayment({
      store,
      orders,
      client: server.asClient,
      terminal,
      currency: async () => 'CLP',
      log: () => {},
    });
    return { card, charge, terminal };
  };

  it('charges the saved order and reports the answer', async () => {
    const { card, charge } = await setup();
    expect(await card.charge()).toMatchObject({ approved: true, order: { sp: 2, ss: 0 } });
    expect(charge).toHaveBeenCalledWith({ amount: 16_800, currency: 'CLP', reference: 'ped-1' });
    expect(server.client.reportKioskPayment).toHaveBeenCalledWith(
      expect.objectContaining({ iped: 'ped-1', codigo: 5025, terminal: 'T-9', approved: true }),
    );
    expect(card.pending()).toEqual([]);
  });

  it('a charge whose report failed is kept, retried from the device store, never charged twice', async () => {
    vi.useFakeTimers();
    try {
      const { card, charge } = await setup();
      server.client.reportKioskPayment.mockRejectedValueOnce(new Error('offline'));
      expect(await card.charge()).toMatchObject({ approved: true, order: null });
      expect(card.pending()).toHaveLength(1);
      // The record is on disk: a new service (an app restart) finds it.
      const reopened = createCardPayment({
        store,
        orders: placement(),
        client: server.asClient,
        terminal: createSandboxCardTerminal(),
        currency: async () => 'CLP',
        log: () => {},
      });
      expect(reopened.pending()).toHaveLength(1);
      // The diner taps pay again while the report is still failing: no second charge.
      server.client.reportKioskPayment.mockRejectedValueOnce(new Error('offline'));
      expect(await card.charge()).toMatchObject({ approved: true, order: null });
      expect(charge).toHaveBeenCalledTimes(1);
      // At start still offline; the retry timer lands it.
      server.client.reportKioskPayment.mockRejectedValueOnce(new Error('offline'));
      reopened.start(15_000);
      await reopened.flush();
      expect(reopened.pending()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(15_000);
      await reopened.flush();
      expect(reopened.pending()).toEqual([]);
      expect(server.client.reportKioskPayment).toHaveBeenCalledTimes(4);
      reopened.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancelling an order whose approved charge is not reported yet leaves it to be paid', async () => {
    const orders = createOrderPlacement({
      store,
      session: createKioskSession(store),
      client: server.asClient,
      terminalId: 'T-9',
      serverUrl: 'http://127.0.0.1:1',
      newKey: () => `key-${++keys}-0000000000000000`,
      log: () => {},
      chargedAwaitingReport: (iped) => card.pending().some((r) => r.iped === iped && r.approved),
    });
    await orders.place({ prepago: 5025, contact: null });
    const card = createCardPayment({
      store,
      orders,
      client: server.asClient,
      terminal: createSandboxCardTerminal({ id: 'T-9' }),
      currency: async () => 'CLP',
      log: () => {},
    });
    server.client.reportKioskPayment.mockRejectedValueOnce(new Error('offline'));
    expect(await card.charge()).toMatchObject({ approved: true, order: null });
    await orders.cancel();
    expect(server.client.cancelOrder).not.toHaveBeenCalled();
    expect(store.get('KIOSKORDER')).toBeUndefined();
    // The report still goes out and pays the order.
    await card.flush();
    expect(card.pending()).toEqual([]);
  });

  it('a declined charge is reported as declined (the server moves sp to -1)', async () => {
    const { card, terminal } = await setup();
    terminal.setMode('decline');
    expect(await card.charge()).toMatchObject({ approved: false, order: { sp: -1 } });
  });
});

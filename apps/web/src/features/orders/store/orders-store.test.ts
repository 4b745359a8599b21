import type { TOrder } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { ageText, lineStatusKey, orderView } from '../model/order-view.ts';
import { type ChangeLog, emptyChangeLog, unreadChanges, visibleChanges } from '../model/status-changes.ts';
import { createOrdersStore, ordersOfTab } from './orders-store.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const order = (iped: string, ss: number, sp = 0, minutesAgo = 5): TOrder =>
  ({
    iped,
    io: 1,
    ss,
    sp,
    stdvy: 40,
    fc: new Date(NOW - minutesAgo * 60000).toISOString(),
    fm: new Date(NOW - minutesAgo * 60000).toISOString(),
    det: { lines: [] },
  }) as unknown as TOrder;

function setup(list: TOrder[]) {
  let stored: ChangeLog = emptyChangeLog();
  const server = new Map(list.map((o) => [o.iped, o]));
  const api = {
    // The server's lists answer each order as it stands now.
    userOrders: vi.fn(async () => [...server.values()]),
    order: vi.fn(async (iped: string) => server.get(iped)!),
    cancelOrder: vi.fn(async (iped: string) => {
      const cancelled = { ...server.get(iped)!, ss: -2 };
      server.set(iped, cancelled);
      return cancelled;
    }),
    payOrder: vi.fn(async (iped: string) => ({
      order: { ...list.find((o) => o.iped === iped)!, ppago: { init_point: '/pay/new' } },
      redirect: '/pay/new',
    })),
  };
  const store = createOrdersStore({
    api,
    now: () => NOW,
    changes: { read: () => stored, write: (v) => (stored = v) },
  });
  const unread = () => unreadChanges(store.getState().changeLog, store.getState().orders, NOW);
  return { store, api, server, unread, stored: () => stored };
}

describe('orders store (spec/1 §4, screens 7, 8, 11)', () => {
  it('forgets every order and the bell log on reset, the kept copy too (logout, issue 16 item 6)', async () => {
    const { store, stored, unread } = setup([order('a', 0), order('b', 3, 2, 1)]);
    await store.getState().loadAll();
    await store.getState().applyEvent({ iped: 'a', ss: 1, sp: 0, stdvy: 40 } as never);
    expect(unread()).toBeGreaterThan(0);
    store.getState().reset();
    expect(store.getState().orders).toEqual({});
    expect(store.getState().changeLog).toEqual(emptyChangeLog());
    expect(stored()).toEqual(emptyChangeLog());
  });

  it('splits in-process and history, merges a live event and rings the bell', async () => {
    const { store, api, server, unread, stored } = setup([order('a', 0), order('b', 3, 2, 600)]);
    await store.getState().loadAll();
    expect(ordersOfTab(store.getState().orders, 1).map((o) => o.iped)).toEqual(['a']);
    expect(ordersOfTab(store.getState().orders, 2).map((o) => o.iped)).toEqual(['b']);
    expect(unread()).toBe(0);
    server.set('a', { ...order('a', -1), stdvy: 172 });
    await store.getState().applyEvent({
      type: 'ped',
      iped: 'a',
      io: 1,
      sp: 0,
      ss: -1,
      stdvy: 172,
      m_id: '',
      ioext: '',
      imTxt: '',
      ir: 'x',
    });
    expect(ordersOfTab(store.getState().orders, 2).map((o) => o.iped)).toContain('a');
    expect(unread()).toBe(1);
    store.getState().markSeen();
    expect(unread()).toBe(0);
    expect(stored().changes.map((c) => [c.iped, c.ss, c.read])).toEqual([['a', -1, true]]);
    expect(visibleChanges(store.getState().changeLog, store.getState().orders, NOW)).toHaveLength(1);
    expect(api.order).toHaveBeenCalledWith('a');
  });

  it("counts each status change of an order, once, and not the diner's own cancellation", async () => {
    const { store, server, unread } = setup([order('p', 0), order('q', 0)]);
    await store.getState().loadAll();
    const ped = (iped: string, ss: number, stdvy = 40) =>
      store.getState().applyEvent({
        type: 'ped',
        iped,
        io: 1,
        sp: 0,
        ss,
        stdvy,
        m_id: '',
        ioext: '',
        imTxt: '',
        ir: 'x',
      });
    server.set('p', order('p', 1));
    await ped('p', 1);
    // The same status again (a reconnect, the refetch that follows an event) is no change.
    await ped('p', 1);
    expect(unread()).toBe(1);
    server.set('p', { ...order('p', 2), stdvy: 100 });
    await ped('p', 2, 100);
    expect(unread()).toBe(2);
    await store.getState().cancel('q');
    expect(unread()).toBe(2);
    store.getState().markSeen();
    expect(unread()).toBe(0);
    // Newest first; the cancellation carries the order's own time (5 minutes ago here).
    const panel = visibleChanges(store.getState().changeLog, store.getState().orders, NOW);
    expect(panel.map((c) => [c.iped, c.ss, c.stdvy])).toEqual([
      ['p', 2, 100],
      ['p', 1, 40],
      ['q', -2, 40],
    ]);
  });

  it('fetches an order it does not know when an event names it', async () => {
    const { store, api, server } = setup([order('c', 0)]);
    server.set('c', order('c', 1));
    await store.getState().applyEvent({
      type: 'ped',
      iped: 'c',
      io: 1,
      sp: 0,
      ss: 1,
      stdvy: 40,
      m_id: '',
      ioext: '',
      imTxt: '',
      ir: 'x',
    });
    expect(api.order).toHaveBeenCalledWith('c');
    expect(store.getState().orders.c?.ss).toBe(1);
  });

  it('pay now after a decline: the new attempt’s page comes back and the order is stored (spec/1 §4 "Pay later")', async () => {
    const { store, api } = setup([order('g', 0, -1)]);
    await store.getState().loadAll();
    expect(await store.getState().payNow('g')).toBe('/pay/new');
    expect(api.payOrder).toHaveBeenCalledWith('g');
    expect(store.getState().orders.g?.ppago).toEqual({ init_point: '/pay/new' });
  });

  it('reads a cancelled line (st 170 to 179) and warns "Hay Productos anulados" (spec/1 §4, §8)', () => {
    const lines = (...st: number[]) =>
      ({ ...order('h', 1), det: { lines: st.map((s, lir) => ({ lir, st: s })) } }) as unknown as TOrder;
    expect(orderView(lines(0, 100)).cancelledLines).toBe(false);
    expect(orderView(lines(0, 170)).cancelledLines).toBe(true);
    expect(orderView(lines(175)).cancelledLines).toBe(true);
    expect(lineStatusKey(172)).toBe('m1_line_170');
    expect(lineStatusKey(0)).toBeNull();
  });

  it('reads statuses by ss and sp, and ages by the spec', () => {
    expect(orderView(order('d', 0, 1))).toMatchObject({
      statusKey: 'm1_status_n22',
      colour: 'yellow',
      totalKey: 'm1_totals_due',
    });
    expect(orderView(order('e', -1))).toMatchObject({ statusKey: 'm1_status_n1', colour: 'red' });
    expect(orderView(order('f', 3, 2))).toMatchObject({
      colour: 'green',
      totalKey: 'm1_totals_paid',
      waitingKey: null,
    });
    const t = (key: string, p?: Record<string, string | number>) => `${key}${p ? JSON.stringify(p) : ''}`;
    expect(ageText(1, t)).toBe('m1_age_minute');
    expect(ageText(30, t)).toBe('p1_age_minutes{"count":30}');
    expect(ageText(90, t)).toBe('m1_age_over_hour');
    expect(ageText(150, t)).toBe('p1_age_hours{"count":2}');
    expect(ageText(481, t)).toBeNull();
  });
  it("cancelling reloads the lists (spec/1 §4 'Cancellation')", async () => {
    const { store, api } = setup([order('k', 0)]);
    await store.getState().loadAll();
    expect(api.userOrders).toHaveBeenCalledTimes(1);
    expect((await store.getState().cancel('k')).ss).toBe(-2);
    expect(api.userOrders).toHaveBeenCalledTimes(2);
    expect(store.getState().cancelling).toBeNull();
  });

  it('never asks a cancelled order for payment, and tells why a paid one cannot be cancelled (issue 15 item 3)', () => {
    expect(orderView(order('m', -2, 1))).toMatchObject({
      paymentKey: 'm1_pay_cancelled',
      totalKey: 'm1_totals_total',
      cancelBlockKey: null,
    });
    expect(orderView(order('n', -1, 2))).toMatchObject({
      paymentKey: 'm1_pay_2',
      totalKey: 'm1_totals_paid',
    });
    expect(orderView(order('p', 0, 2)).cancelBlockKey).toBe('m1_order_cancel_paid');
    expect(orderView(order('q', 1, 0)).cancelBlockKey).toBe('m1_order_cancel_confirmed');
    expect(orderView(order('r', 0, 0)).cancelBlockKey).toBeNull();
  });
});

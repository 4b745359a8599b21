import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { allowedActions, boardColumns, createStaffBoardStore } from './staff-board-store.ts';

const order = (iped: string, ss: number, sp = 0, fc = '2026-11-22T12:00:00Z') =>
  ({ iped, ss, sp, stdvy: 40, fc }) as unknown as TStaffOrder;

describe('staff board (spec/3 §4 Staff gating, spec/1 §4 statuses)', () => {
  it('offers the moves the domain allows', () => {
    expect(allowedActions(order('a', 0))).toEqual(['confirm', 'prepare', 'paid', 'cancel']);
    expect(allowedActions(order('b', 1, 2))).toEqual(['prepare', 'ready', 'finish', 'cancel']);
    expect(allowedActions(order('c', -1))).toEqual([]);
  });

  it('groups orders by column, newest first', () => {
    const cols = boardColumns([
      order('a', 0, 0, '2026-11-22T10:00:00Z'),
      order('b', 0),
      order('c', 2),
      order('d', -2),
    ]);
    expect(cols.fresh.map((o) => o.iped)).toEqual(['b', 'a']);
    expect(cols.progress.map((o) => o.iped)).toEqual(['c']);
    expect(cols.done.map((o) => o.iped)).toEqual(['d']);
  });

  it('replaces an order with the server answer after a move, one move at a time', async () => {
    const api = {
      staffOrders: vi.fn(async () => [order('a', 0)]),
      staffAction: vi.fn(async () => order('a', 1)),
    };
    const store = createStaffBoardStore(api);
    store.getState().signIn('tok');
    store.getState().choose('cmdDemoSantiagoPizza00001-1', 'Forestal');
    await store.getState().load();
    const first = store.getState().act('a', 'confirm');
    await store.getState().act('a', 'confirm');
    await first;
    expect(api.staffAction).toHaveBeenCalledTimes(1);
    expect(store.getState().orders[0]?.ss).toBe(1);
  });
});

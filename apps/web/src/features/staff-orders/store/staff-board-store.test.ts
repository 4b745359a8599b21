import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { allowedActions, boardColumns, createStaffBoardStore, lineCancellable } from './staff-board-store.ts';

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
      staffCancelLine: vi.fn(async () => order('a', 1)),
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

  it('offers to cancel a line only while the order is open and the line is not cancelled (spec/1 §4)', async () => {
    const withLines = (ss: number) =>
      ({
        ...order('a', ss),
        det: {
          lines: [
            { lir: 0, st: 0 },
            { lir: 1, st: 170 },
          ],
        },
      }) as unknown as TStaffOrder;
    expect(lineCancellable(withLines(1), 0)).toBe(true);
    expect(lineCancellable(withLines(1), 1)).toBe(false);
    expect(lineCancellable(withLines(3), 0)).toBe(false);
    expect(lineCancellable(withLines(-1), 0)).toBe(false);
    const changed = withLines(1);
    const api = {
      staffOrders: vi.fn(async () => [withLines(1)]),
      staffAction: vi.fn(async () => withLines(1)),
      staffCancelLine: vi.fn(async () => changed),
    };
    const store = createStaffBoardStore(api);
    store.getState().signIn('tok');
    store.getState().choose('cmdDemoSantiagoPizza00001-1', 'Forestal');
    await store.getState().load();
    await store.getState().cancelLine('a', 0);
    expect(api.staffCancelLine).toHaveBeenCalledWith('a', 0);
    expect(store.getState().orders[0]).toBe(changed);
  });
});

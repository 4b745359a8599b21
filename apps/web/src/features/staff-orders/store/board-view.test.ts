import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { filterOrders, NO_FILTER, newArrivals, statusGroup } from './board-view.ts';

const order = (iped: string, ss: number, ti = 1) => ({ iped, ss, ti }) as unknown as TStaffOrder;

describe('what the kitchen board shows (issue 13 item 2)', () => {
  const orders = [order('a', 0, 1), order('b', 1, 2), order('c', 2, 3), order('d', 3, 4), order('e', -1, 5)];

  it('groups statuses as its filter does', () => {
    expect([0, 1, 2, 3, -1, -2, -3].map(statusGroup)).toEqual([
      'new',
      'progress',
      'progress',
      'finished',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('filters by status and by dispatch type, together', () => {
    const ids = (list: TStaffOrder[]) => list.map((o) => o.iped);
    expect(ids(filterOrders(orders, NO_FILTER))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterOrders(orders, { status: 'progress', dispatch: 'all' }))).toEqual(['b', 'c']);
    expect(ids(filterOrders(orders, { status: 'all', dispatch: 4 }))).toEqual(['d']);
    expect(ids(filterOrders(orders, { status: 'progress', dispatch: 3 }))).toEqual(['c']);
    expect(ids(filterOrders(orders, { status: 'new', dispatch: 2 }))).toEqual([]);
  });

  it('announces orders awaiting confirmation not on the board before; nothing on the first list', () => {
    expect(newArrivals(null, orders)).toEqual([]);
    const known = new Set(['b', 'c']);
    expect(newArrivals(known, [...orders, order('f', 0)]).map((o) => o.iped)).toEqual(['a', 'f']);
    expect(newArrivals(new Set(['a']), orders)).toEqual([]);
  });
});

import { DispatchType, type TStaffOrder } from '@comanda/domain';

/**
 * What the board shows of the venue's orders (issue 13 item 2): filtered by status and dispatch type, in
 * columns, and which orders just arrived (the new-order alert).
 */

/** The status filter: every order, or one column's. */
export const STATUS_FILTERS = ['all', 'new', 'progress', 'finished', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The dispatch filter: every type, or one (spec/1 §3 ti; 4 and 5 are the kiosk's, spec/3 §9). */
export const DISPATCH_FILTERS = [
  'all',
  DispatchType.pickup,
  DispatchType.delivery,
  DispatchType.checkIn,
  DispatchType.kioskTakeAway,
  DispatchType.kioskEatHere,
] as const;
export type DispatchFilter = (typeof DISPATCH_FILTERS)[number];

export type BoardFilter = { status: StatusFilter; dispatch: DispatchFilter };
export const NO_FILTER: BoardFilter = { status: 'all', dispatch: 'all' };

/** Which status filter an order belongs to: ss 0 new, 1 and 2 in progress, 3 finished, negative cancelled. */
export function statusGroup(ss: number): Exclude<StatusFilter, 'all'> {
  if (ss === 0) return 'new';
  if (ss === 1 || ss === 2) return 'progress';
  if (ss >= 3) return 'finished';
  return 'cancelled';
}

export function filterOrders(orders: readonly TStaffOrder[], filter: BoardFilter): TStaffOrder[] {
  return orders.filter(
    (o) =>
      (filter.status === 'all' || statusGroup(o.ss) === filter.status) &&
      (filter.dispatch === 'all' || o.ti === filter.dispatch),
  );
}

/** Board columns: to confirm (ss 0), in progress (1, 2), finished or cancelled (the recall); newest first. */
export function boardColumns(orders: readonly TStaffOrder[]) {
  const sorted = [...orders].sort((a, b) => b.fc.localeCompare(a.fc));
  return {
    fresh: sorted.filter((o) => o.ss === 0),
    progress: sorted.filter((o) => o.ss === 1 || o.ss === 2),
    done: sorted.filter((o) => o.ss >= 3 || o.ss < 0),
  };
}

/**
 * The orders to announce: awaiting confirmation and not on the board before. The first list of a venue
 * announces nothing (`known` null): what was there when the board opened is not new.
 */
export function newArrivals(
  known: ReadonlySet<string> | null,
  orders: readonly TStaffOrder[],
): TStaffOrder[] {
  if (!known) return [];
  return orders.filter((o) => o.ss === 0 && !known.has(o.iped));
}

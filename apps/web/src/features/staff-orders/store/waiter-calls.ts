import type { TWaiterCall } from '@comanda/domain';

/**
 * The board's calls from the tables (issue 14 item 4) after a live `waiter` event: a new call joins the list
 * (oldest first), an acknowledged one leaves it — whoever acknowledged it, here or on another screen.
 */
export function applyCallEvent(calls: readonly TWaiterCall[], call: TWaiterCall): TWaiterCall[] {
  const rest = calls.filter((c) => c.id !== call.id);
  if (call.acknowledgedAt !== null) return rest;
  return [...rest, call].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The calls to announce: those not on the board before (`known`); none on the first list, which says what
 * was already there when the board opened (as new orders are announced, board-view.ts newArrivals).
 */
export function newCalls(known: ReadonlySet<string> | null, calls: readonly TWaiterCall[]): TWaiterCall[] {
  if (!known) return [];
  return calls.filter((c) => !known.has(c.id));
}

import { isInProcess, type TStaffOrder } from '@comanda/domain';

/**
 * Prepaid orders still waiting for their payment are not the kitchen's yet (domain rules/kitchen-release.ts,
 * issue 13 item 1): the board lists them apart, 'Esperando pago', with nothing to do, and the rest as before.
 * An order moves to the columns by itself when it is paid (its `ped` event reloads the board).
 */
export function splitWaitingPayment(orders: readonly TStaffOrder[]) {
  const waits = (o: TStaffOrder) => o.kitchen === 'waitingPayment' && isInProcess(o.ss);
  return {
    waiting: orders.filter(waits).sort((a, b) => b.fc.localeCompare(a.fc)),
    rest: orders.filter((o) => !waits(o)),
  };
}

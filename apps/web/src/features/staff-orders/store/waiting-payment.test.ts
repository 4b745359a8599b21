import type { TStaffOrder } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { splitWaitingPayment } from './waiting-payment.ts';

const order = (iped: string, ss: number, kitchen: TStaffOrder['kitchen'], fc = '2026-11-22T12:00:00Z') =>
  ({ iped, ss, sp: 0, stdvy: 40, fc, kitchen }) as unknown as TStaffOrder;

describe("the board's 'Esperando pago' group (issue 13 item 1)", () => {
  it('takes the prepaid orders in process that wait for their payment, newest first, and leaves the rest', () => {
    const { waiting, rest } = splitWaitingPayment([
      order('a', 0, 'waitingPayment', '2026-11-22T10:00:00Z'),
      order('b', 0, 'released'),
      order('c', 0, 'waitingPayment'),
      order('d', 0, 'waitingConfirmation'),
      // Cancelled while waiting: history, in the done column.
      order('e', -3, 'cancelled'),
    ]);
    expect(waiting.map((o) => o.iped)).toEqual(['c', 'a']);
    expect(rest.map((o) => o.iped)).toEqual(['b', 'd', 'e']);
  });
});

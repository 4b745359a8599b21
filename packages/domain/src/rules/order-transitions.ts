import type { TStaffAction } from '../contracts/order.ts';
import { isCancellable, isCancelledLine, LineStatus, OrderStatus, PaymentStatus } from './order-status.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { type TextRef, textRef } from './text-ref.ts';

/** Delivery / kitchen sub-status stdvy (spec/1 §4 'Delivery / kitchen sub-status'). */
export const DeliveryStatus = {
  new: 40,
  ticketPrinted: 90,
  preparing: 100,
  ready: 110,
  outForDelivery: 120,
  cancelledByCustomer: 170,
  cancelled: 172,
  delivered: 180,
} as const;

export type OrderState = { ss: number; sp: number; stdvy: number };

export const TRANSITION_REFUSALS = {
  cancelled: textRef('m1_err_order_cancelled'),
  finished: textRef('m1_err_order_finished'),
  notConfirmable: textRef('m1_err_order_not_confirmable'),
  notConfirmed: textRef('m1_err_order_not_confirmed'),
  paid: textRef('m1_err_order_paid'),
  notCancellable: textRef('m1_err_order_not_cancellable'),
} as const;

const isCancelled = (ss: number) => ss < 0;

/**
 * What a staff action on the board does to an order (spec/1 §4 'Order status ss', sub-statuses), or why it
 * cannot: confirm 0→1; prepare (0 or 1)→2 with stdvy 100; ready keeps 2 with stdvy 110; finish (1 or 2)→3
 * with stdvy 180; cancel as merchant (0..2)→-1 with stdvy 172; paid sets sp 2 (not on a cancelled order).
 */
export function staffTransition(order: OrderState, action: TStaffAction): Outcome<OrderState, TStaffAction> {
  const { ss } = order;
  const no = (text: TextRef) => refused(action, text);
  if (isCancelled(ss)) return no(TRANSITION_REFUSALS.cancelled);
  switch (action) {
    case 'confirm':
      return ss === OrderStatus.awaitingConfirmation
        ? accepted({ ...order, ss: OrderStatus.confirmed })
        : no(ss === OrderStatus.finished ? TRANSITION_REFUSALS.finished : TRANSITION_REFUSALS.notConfirmable);
    case 'prepare':
      return ss === 0 || ss === 1
        ? accepted({ ...order, ss: OrderStatus.preparing, stdvy: DeliveryStatus.preparing })
        : no(TRANSITION_REFUSALS.finished);
    case 'ready':
      if (ss === OrderStatus.finished) return no(TRANSITION_REFUSALS.finished);
      if (ss === 0) return no(TRANSITION_REFUSALS.notConfirmed);
      return accepted({ ...order, ss: OrderStatus.preparing, stdvy: DeliveryStatus.ready });
    case 'finish':
      if (ss === OrderStatus.finished) return no(TRANSITION_REFUSALS.finished);
      if (ss === 0) return no(TRANSITION_REFUSALS.notConfirmed);
      return accepted({ ...order, ss: OrderStatus.finished, stdvy: DeliveryStatus.delivered });
    case 'cancel':
      return ss >= 0 && ss <= 2
        ? accepted({ ...order, ss: OrderStatus.cancelledMerchant, stdvy: DeliveryStatus.cancelled })
        : no(TRANSITION_REFUSALS.finished);
    case 'paid':
      return order.sp >= PaymentStatus.received
        ? no(TRANSITION_REFUSALS.paid)
        : accepted({ ...order, sp: PaymentStatus.received });
  }
}

/**
 * A diner's cancellation (spec/1 §4 'Cancellation'): only when cancellable (ss 0 and sp below 2); ss -2 and
 * stdvy 170.
 */
export function customerCancel(order: OrderState): Outcome<OrderState, 'not-cancellable'> {
  if (!isCancellable(order.ss, order.sp))
    return refused('not-cancellable', TRANSITION_REFUSALS.notCancellable);
  return accepted({
    ...order,
    ss: OrderStatus.cancelledCustomer,
    stdvy: DeliveryStatus.cancelledByCustomer,
  });
}

export const LINE_REFUSALS = {
  unknown: textRef('m1_err_line_unknown'),
  cancelled: textRef('m1_err_line_cancelled'),
} as const;

/**
 * The staff cancel one product line of an order (spec/1 §4 'Delivery / kitchen sub-status': a cancelled line
 * has st 170; §8 'Cancelled products'): only while the order is neither cancelled nor finished, a line the
 * order has (by lir) and not cancelled yet (st 170 to 179). Answers the lines with that one at st 170. The
 * order's ss, sp, stdvy and total stay: the spec shows 'Hay Productos anulados', advising to check the total.
 */
export function staffCancelLine<L extends { lir: number; st: number }>(
  order: OrderState,
  lines: readonly L[],
  lir: number,
): Outcome<L[], 'cancelled' | 'finished' | 'unknown-line' | 'line-cancelled'> {
  if (isCancelled(order.ss)) return refused('cancelled', TRANSITION_REFUSALS.cancelled);
  if (order.ss >= OrderStatus.finished) return refused('finished', TRANSITION_REFUSALS.finished);
  const line = lines.find((l) => l.lir === lir);
  if (!line) return refused('unknown-line', LINE_REFUSALS.unknown);
  if (isCancelledLine(line.st)) return refused('line-cancelled', LINE_REFUSALS.cancelled);
  return accepted(lines.map((l) => (l === line ? { ...l, st: LineStatus.cancelled } : l)));
}

export const PAYMENT_REFUSALS_ON_ORDER = {
  cancelled: textRef('m1_err_pay_cancelled'),
  paid: textRef('m1_err_order_paid'),
} as const;

/**
 * What a payment does to an order (spec/1 §4 'Payment status sp'): opening the pay page moves sp 0→1
 * ('opened'), and -1→1 when a declined order is paid again (a new attempt, see payNowRefusal); an approval
 * moves it to 2, a decline to -1 ('Pago no realizado.'). A cancelled order cannot be paid; a paid order
 * stays paid (a late decline changes nothing). The restaurant still confirms: ss stays where it is.
 */
export function paymentTransition(
  order: OrderState,
  result: 'opened' | 'approved' | 'declined',
): Outcome<OrderState, 'cancelled' | 'paid'> {
  if (order.ss < 0) return refused('cancelled', PAYMENT_REFUSALS_ON_ORDER.cancelled);
  if (order.sp >= PaymentStatus.received) {
    return result === 'approved' ? refused('paid', PAYMENT_REFUSALS_ON_ORDER.paid) : accepted(order);
  }
  if (result === 'opened')
    return accepted(
      order.sp === PaymentStatus.pending || order.sp === PaymentStatus.cancelled
        ? { ...order, sp: PaymentStatus.inProgress }
        : order,
    );
  return accepted({
    ...order,
    sp: result === 'approved' ? PaymentStatus.received : PaymentStatus.cancelled,
  });
}

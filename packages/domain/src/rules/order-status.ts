import { NOTIFICATION_MAX_AGE_MINUTES } from '../constants.ts';

/** Order status ss (spec/1 §4 'Order status ss'). */
export const OrderStatus = {
  notSent: -10,
  cancelledTimeout: -3,
  cancelledCustomer: -2,
  cancelledMerchant: -1,
  awaitingConfirmation: 0,
  confirmed: 1,
  preparing: 2,
  finished: 3,
  /** Display value when ss is 0 and sp is 1: awaiting payment. */
  awaitingPayment: -22,
} as const;

/** Payment status sp (spec/1 §4 'Payment status sp'). */
export const PaymentStatus = { cancelled: -1, pending: 0, inProgress: 1, received: 2 } as const;

/** ss as shown: 0 with sp 1 reads as -22, awaiting payment. */
export const displayStatus = (ss: number, sp: number) =>
  ss === 0 && sp === 1 ? OrderStatus.awaitingPayment : ss;

/** Orders with ss 0, 1 or 2 are in process; all others are history (spec/1 §4). */
export const isInProcess = (ss: number) => ss >= 0 && ss <= 2;

/** Cancellable when ss is 0 and sp below 2 (spec/1 §4 'Cancellation'). */
export const isCancellable = (ss: number, sp: number) => ss === 0 && sp < PaymentStatus.received;

/** Yellow for 0 (and -22), red for the cancellations -1, -2, -3, green otherwise (spec/1 §4). */
export function statusColour(ss: number, sp: number): 'yellow' | 'red' | 'green' {
  const shown = displayStatus(ss, sp);
  if (shown === 0 || shown === OrderStatus.awaitingPayment) return 'yellow';
  if (shown === -1 || shown === -2 || shown === -3) return 'red';
  return 'green';
}

/** Payment colour: green when received, in progress for 0 or 1, error for -1 (spec/1 §4). */
export function paymentColour(sp: number): 'green' | 'progress' | 'error' {
  return sp >= PaymentStatus.received ? 'green' : sp >= 0 ? 'progress' : 'error';
}

/**
 * Below sp 2 the total reads 'amount to pay', from 2 on 'paid total' (spec/1 §4 'Payment status sp'). A
 * cancelled order (ss below 0) is never asked to pay (issue 15 item 3): unpaid, its total is only 'total'.
 */
export const totalLabel = (sp: number, ss = 0): 'due' | 'paid' | 'total' =>
  sp >= PaymentStatus.received ? 'paid' : ss < 0 ? 'total' : 'due';

/** Whether an order still asks its diner for payment: in process or finished, not cancelled, not paid. */
export const asksForPayment = (ss: number, sp: number) => ss >= 0 && sp < PaymentStatus.received;

/**
 * Why the diner cannot cancel an order (spec/1 §4 'Cancellation': ss 0 and sp below 2), or null when they
 * can: 'paid' — still awaiting confirmation but paid, which the diner is told (issue 15 item 3: the venue
 * holds the money, so only the venue can cancel it); 'confirmed' — the venue took it (ss 1, 2); 'closed' —
 * finished, cancelled or not sent.
 */
export function cancelBlock(ss: number, sp: number): 'paid' | 'confirmed' | 'closed' | null {
  if (isCancellable(ss, sp)) return null;
  if (ss === OrderStatus.awaitingConfirmation) return 'paid';
  if (ss === OrderStatus.confirmed || ss === OrderStatus.preparing) return 'confirmed';
  return 'closed';
}

/** Which waiting message an order shows (spec/1 §4): confirmation may take minutes; payments link; none; preparing. */
export function waitingMessage(ss: number): 'confirmation' | 'payments' | 'none' | 'preparing' {
  if (ss === 0) return 'confirmation';
  if (ss === 2) return 'payments';
  if (ss === 3 || ss === -2) return 'none';
  return 'preparing';
}

/**
 * Kitchen-line labels up to 170 (spec/1 §4 'Delivery / kitchen sub-status'): 0 pending, 100 preparing,
 * 110 finished, 120 out for delivery, 130 delivered, 170 cancelled.
 */
export const LineStatus = {
  pending: 0,
  preparing: 100,
  finished: 110,
  outForDelivery: 120,
  delivered: 130,
  cancelled: 170,
} as const;

/** Lines with st from 170 to 179 are cancelled (spec/1 §4 'Delivery / kitchen sub-status'). */
export const isCancelledLine = (st: number) => st >= LineStatus.cancelled && st <= 179;
/** Kitchen line status as shown: 170 to 179 read as 170 (spec/1 §4). */
export const lineStatus = (st: number) => (isCancelledLine(st) ? LineStatus.cancelled : st);
/**
 * An order with a cancelled line shows the warning 'Hay Productos anulados' advising to check the total
 * (spec/1 §4; §8 'Cancelled products'). The total itself is not recomputed: the spec only warns.
 */
export const hasCancelledLines = (lines: readonly { st: number }[]) =>
  lines.some((l) => isCancelledLine(l.st));

/**
 * The age label of a notification (spec/1 §9): null once older than 480 minutes (hidden); '1 minute',
 * 'N minutes' up to 60, 'over 60 minutes', and hours from 120 minutes on.
 */
export function notificationAge(
  minutes: number,
): { unit: 'minute' | 'minutes' | 'overHour' | 'hours'; n: number } | null {
  if (minutes > NOTIFICATION_MAX_AGE_MINUTES) return null;
  if (minutes <= 1) return { unit: 'minute', n: 1 };
  if (minutes <= 60) return { unit: 'minutes', n: Math.floor(minutes) };
  if (minutes < 120) return { unit: 'overHour', n: 60 };
  return { unit: 'hours', n: Math.floor(minutes / 60) };
}

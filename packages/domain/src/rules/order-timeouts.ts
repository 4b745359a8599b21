import { isInProcess, OrderStatus } from './order-status.ts';
import type { OrderState } from './order-transitions.ts';
import { DeliveryStatus } from './order-transitions.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { textRef } from './text-ref.ts';

/**
 * Orders nobody handles (spec/1 §4 'Order status ss': -3 cancelled by timeout; -10/-11 'Pedido aún no enviado
 * correctamente a Restaurante'). The spec names these states but gives no times (§9 'Limits and timings' has
 * none), so the defaults are ours: 15 minutes for the restaurant to confirm an order (the diner is told that
 * confirmation 'may take a few minutes', §4 waiting message), 2 minutes for a device to acknowledge a paid
 * order's kitchen ticket (a printer online prints within seconds). Each restaurant may set its own.
 */
export const CONFIRMATION_LIMIT_MINUTES_DEFAULT = 15;
export const TICKET_ACK_LIMIT_SECONDS_DEFAULT = 120;

export const TIMEOUT_REFUSALS = {
  notAwaiting: textRef('m1_err_order_not_awaiting'),
} as const;

/**
 * The timeout cancellation (spec/1 §4 'Order status ss' -3): only an order still awaiting confirmation (ss 0);
 * ss -3 with the kitchen sub-status 'cancelled' (172). sp stays: a payment received stays received, and is
 * marked for refund beside it (see the server's README).
 */
export function timeoutCancel(order: OrderState): Outcome<OrderState, 'not-awaiting'> {
  if (order.ss !== OrderStatus.awaitingConfirmation)
    return refused('not-awaiting', TIMEOUT_REFUSALS.notAwaiting);
  return accepted({ ...order, ss: OrderStatus.cancelledTimeout, stdvy: DeliveryStatus.cancelled });
}

/**
 * The ss a diner sees (spec/1 §4): -10 while an order in process has a kitchen ticket no device acknowledged
 * in time, its own ss otherwise. The spec gives -10 and -11 one meaning and one text; we write -10 only
 * (clients read both alike). The order keeps its own ss underneath, so staff moves go on and the flag clears
 * back to it when the ticket is acknowledged.
 */
export const diningStatus = (ss: number, ticketUnsent: boolean) =>
  ticketUnsent && isInProcess(ss) ? OrderStatus.notSent : ss;

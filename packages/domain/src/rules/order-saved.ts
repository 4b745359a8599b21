import { DispatchType, PaymentCode } from '../constants.ts';
import { isOnlineCode } from './order-payment.ts';
import { PaymentStatus } from './order-status.ts';

/** How a saved order was paid, for what the diner is told (spec/1 §4 'Order saving' 5). */
export type SavedPayment = 'online' | 'savedCard' | 'onReceipt' | 'free';
/** Which kind of order it was: the message differs by type. */
export type SavedKind = 'pickup' | 'delivery' | 'checkIn';

export type SavedOrderView = {
  kind: SavedKind;
  payment: SavedPayment;
  /**
   * Whether the 'received' animation may show now: never before a prepaid order is paid (issue 15 item 3) —
   * an online order goes to the provider's page first and is received once the payment is.
   */
  received: boolean;
};

/**
 * What the processing modal shows once an order is saved (spec/1 §4 'Order saving' 3–5): the order's kind,
 * how it is paid — on a provider's page (online), with a saved card (5009, charged without a card
 * confirmation), on receipt (0, negative codes, transfer), or nothing to pay (a check-in order of total
 * zero) — and whether it counts as received already.
 */
export function savedOrderView(order: {
  ti: number;
  sp: number;
  det: { prepago: number; total: number };
}): SavedOrderView {
  const kind: SavedKind =
    order.ti === DispatchType.delivery
      ? 'delivery'
      : order.ti === DispatchType.checkIn
        ? 'checkIn'
        : 'pickup';
  const paid = order.sp >= PaymentStatus.received;
  const payment: SavedPayment =
    order.det.total === 0
      ? 'free'
      : order.det.prepago === PaymentCode.savedCard
        ? 'savedCard'
        : isOnlineCode(order.det.prepago)
          ? 'online'
          : 'onReceipt';
  const prepaid = payment === 'online' || payment === 'savedCard';
  return { kind, payment, received: !prepaid || paid };
}

/** spec/1 §9 'Limits and timings': the redirect view (the provider's button) is revealed after 7 s. */
export const REDIRECT_REVEAL_MS = 7000;

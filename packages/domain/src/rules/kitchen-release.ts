import { DispatchType } from '../constants.ts';
import type { TStaffAction } from '../contracts/order.ts';
import { KioskPayCode } from './kiosk-payment-methods.ts';
import { isOnReceiptCode } from './order-payment.ts';
import { OrderStatus, PaymentStatus } from './order-status.ts';
import { type OrderState, staffTransition } from './order-transitions.ts';
import { refused } from './outcome.ts';
import { textRef } from './text-ref.ts';

/**
 * When an order reaches the kitchen (issue 13 item 1): listed on the staff board as something to make, and
 * its kitchen ticket queued for the restaurant's kitchen printer. spec/1 §9 'Payment method codes' splits the
 * methods in two, and §4 'Payment status sp' says when the money is in:
 * - prepaid — a card or online provider on the web (5009 saved card, 5011, 5045…: every positive code), and at a kiosk everything the totem charges
 *   itself (cards 5025/5310/1500/1600, wallets 5010/5011, gateway QR 2000): the order reaches the kitchen when
 *   paid (sp 2), never before. Until then the board shows it apart, 'Esperando pago', with nothing to do;
 * - paid on receipt — 0 and the custom negative codes (-9001 transfer, -1000 delivery app), which is how a
 *   table pays on leaving (check-in selfatpay 3), and the kiosk's cash at the desk (1000): the order reaches
 *   the kitchen when saved or when the restaurant confirms it (ss 1 or beyond), as the restaurant chooses
 *   (`kitchenRelease` in its profile; the spec names no such setting, so the default is ours: 'saved', as a
 *   counter takes an order, so nobody has to press anything for the kitchen to start).
 * A cancelled order (ss < 0) is in no kitchen.
 */
export const KitchenRelease = { saved: 'saved', confirmed: 'confirmed' } as const;
export type KitchenRelease = (typeof KitchenRelease)[keyof typeof KitchenRelease];
export const KITCHEN_RELEASE_DEFAULT: KitchenRelease = KitchenRelease.saved;

/** Where an order stands towards the kitchen; 'released' is 'reached the kitchen'. */
export type KitchenStage = 'waitingPayment' | 'waitingConfirmation' | 'released' | 'cancelled';

export type KitchenOrder = { tipo: number; prepago: number; ss: number; sp: number };

const isKioskType = (tipo: number) =>
  tipo === DispatchType.kioskTakeAway || tipo === DispatchType.kioskEatHere;

/** Whether the order's method is paid before the kitchen starts (see above). */
export const isPrepaidOrder = (order: Pick<KitchenOrder, 'tipo' | 'prepago'>) =>
  isKioskType(order.tipo) ? order.prepago !== KioskPayCode.cashDesk : !isOnReceiptCode(order.prepago);

export function kitchenStage(order: KitchenOrder, release: KitchenRelease | undefined): KitchenStage {
  if (order.ss < 0) return 'cancelled';
  if (isPrepaidOrder(order)) return order.sp >= PaymentStatus.received ? 'released' : 'waitingPayment';
  if ((release ?? KITCHEN_RELEASE_DEFAULT) === KitchenRelease.confirmed && order.ss < OrderStatus.confirmed)
    return 'waitingConfirmation';
  return 'released';
}

/** Whether the order is in the kitchen now: on the board as something to make, its ticket queued. */
export const reachesKitchen = (order: KitchenOrder, release: KitchenRelease | undefined) =>
  kitchenStage(order, release) === 'released';

/**
 * Whether a change of state sends the order to the kitchen: it was not there and now is. The server queues
 * the kitchen ticket exactly then (at save, on payment, on confirmation).
 */
export const entersKitchen = (
  before: KitchenOrder | null,
  after: KitchenOrder,
  release: KitchenRelease | undefined,
) => (before === null || !reachesKitchen(before, release)) && reachesKitchen(after, release);

export const KITCHEN_REFUSALS = { waitingPayment: textRef('m1_err_order_awaiting_payment') } as const;

/** What staff may still do to an order waiting for its payment: cancel it, or record the money came in. */
const WHILE_WAITING_PAYMENT: readonly TStaffAction[] = ['cancel', 'paid'];

/**
 * Whether a staff move is open to an order at this stage towards the kitchen: every move the order's state
 * allows, except that one waiting for its payment may only be cancelled or marked paid (boardTransition's
 * rule, for a board that knows the order's stage but not the restaurant's release setting).
 */
export const allowedAtKitchenStage = (stage: KitchenStage, action: TStaffAction) =>
  stage !== 'waitingPayment' || WHILE_WAITING_PAYMENT.includes(action);

/**
 * A staff move on the board (order-transitions.ts staffTransition), except that an order waiting for its
 * payment is not the kitchen's yet: it cannot be confirmed, prepared, made ready or finished until paid.
 */
export function boardTransition(
  order: OrderState & Pick<KitchenOrder, 'tipo' | 'prepago'>,
  action: TStaffAction,
  release: KitchenRelease | undefined,
) {
  if (!allowedAtKitchenStage(kitchenStage(order, release), action))
    return refused(action, KITCHEN_REFUSALS.waitingPayment);
  return staffTransition(order, action);
}

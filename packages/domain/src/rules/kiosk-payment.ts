import type { TCart } from '../contracts/cart.ts';
import type { TSaveOrderRequestInput } from '../contracts/order.ts';
import { isCardTerminalCode } from './kiosk-payment-methods.ts';
import type { Language } from './language-choice.ts';
import { OrderStatus, PaymentStatus } from './order-status.ts';

/** A payment failure waits this long before the error screen (spec/3 §9 'Times'). */
export const KIOSK_PAYMENT_ERROR_DELAY_MS = 2500;
/** PaymentReceived goes back to Welcome after this long (spec/3 §9 'Times'). */
export const KIOSK_PAYMENT_RECEIVED_HOME_MS = 20_000;

export type KioskPaymentOutcome = 'paid' | 'failed' | 'pending';

/**
 * What an order event means for the kiosk waiting on it (spec/3 §4 'Payment'): sp 2 with ss ≠ -2 is paid;
 * sp -1, or ss negative other than -2, is a failure; anything else (ss -2 included) keeps waiting.
 */
export function kioskPaymentOutcome(order: { sp: number; ss: number }): KioskPaymentOutcome {
  const customerCancelled = order.ss === OrderStatus.cancelledCustomer;
  if (order.sp === PaymentStatus.received && !customerCancelled) return 'paid';
  if (order.sp === PaymentStatus.cancelled || (order.ss < 0 && !customerCancelled)) return 'failed';
  return 'pending';
}

/** The card terminal's id goes with card codes only (spec/3 §5); every other method sends none. */
export const kioskOrderTerminal = (code: number, terminal: string) =>
  isCardTerminalCode(code) ? terminal : '';

export type KioskContact = { name: string; email: string; phone: string };

/**
 * The save request of a kiosk cart (spec/3 §4 'Payment'): type 4/5, the lines with their comments, the
 * locator, prepago the method, the diner's data when collected, the terminal only for card codes, the
 * totem's language (the receipt prints in it, issue 11). The server prices everything itself; nothing here
 * is an amount.
 */
export function kioskOrderRequest(input: {
  cart: Pick<TCart, 'tipo' | 'dl' | 'mesa'>;
  irl: string;
  dk: string;
  prepago: number;
  terminal: string;
  contact: KioskContact | null;
  language: Language;
  idempotencyKey: string;
}): TSaveOrderRequestInput {
  const { cart, contact } = input;
  return {
    // The key doubles as the cart id: a kiosk cart holds no stock, and both must be stable across retries.
    cartId: input.idempotencyKey,
    irl: input.irl,
    dk: input.dk,
    tipo: cart.tipo,
    lines: cart.dl.map((l) => ({ ip: l.item, cant: l.cant, extras: l.extras, ct: l.ct })),
    prepago: input.prepago,
    mesa: cart.mesa,
    contacto: { nm: contact?.name ?? '', ph: contact?.phone ?? '', em: contact?.email ?? '' },
    terminal: kioskOrderTerminal(input.prepago, input.terminal),
    idioma: input.language,
    idempotencyKey: input.idempotencyKey,
  };
}

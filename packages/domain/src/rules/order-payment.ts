import { DispatchType, ONLINE_PAYMENT_CODES, PaymentCode, TPI_PAYMENT_CODES } from '../constants.ts';
import type { TPaymentMethod } from '../contracts/menu.ts';
import type { TAppConfig, TKioskConfig } from '../contracts/restaurant.ts';
import { isCardTerminalCode, KioskPayCode, paymentMethodProblem } from './kiosk-payment-methods.ts';
import { OrderStatus, PaymentStatus } from './order-status.ts';
import { savedCardsAccepted } from './saved-cards.ts';
import { type TextRef, textRef } from './text-ref.ts';

/** An online provider code a web order may use (spec/1 §9 'allowed app methods'). */
export const isOnlineCode = (code: number) => (ONLINE_PAYMENT_CODES as readonly number[]).includes(code);

/**
 * Paid before the order reaches the venue (tips, 'Pagar y confirmar'): an online provider, or a saved card
 * (5009, charged through the card vault as the order is saved, issue 16 item 4).
 */
export const isPrepaidCode = (code: number) => isOnlineCode(code) || code === PaymentCode.savedCard;

/** Pay on receipt: 0 or a negative custom method (-9001 transfer, -1000 delivery app…) (spec/1 §9). */
export const isOnReceiptCode = (code: number) => code <= PaymentCode.onReceipt;

/** Kiosk codes (spec/3 §9): 1000 cash desk, 2000 gateway QR, 5010 wallet with register, 5011, cards. */
const KIOSK_CODES: readonly number[] = [
  KioskPayCode.cashDesk,
  KioskPayCode.gatewayQr,
  KioskPayCode.walletRegister,
  KioskPayCode.wallet,
  ...KioskPayCode.cards,
];

/** Kiosk methods the diner pays away from the kiosk's own screen: cash at the desk (spec/3 §4 'Payment'). */
export const isKioskCashCode = (code: number) => code === KioskPayCode.cashDesk;

/** Whether an order's method is paid through a hosted page (the sandbox provider stands in for them all). */
export const paysOnHostedPage = (code: number, kiosk: boolean) =>
  kiosk ? code === KioskPayCode.wallet || code === KioskPayCode.gatewayQr : isOnlineCode(code);

/** The pay page of a payment (spec/1 §7 'Pay redirect'); tpi=1 is appended for 5045 and 5050 (spec/1 §9). */
export function payRedirect(paymentId: string, code: number): string {
  const tpi = (TPI_PAYMENT_CODES as readonly number[]).includes(code) ? '&tpi=1' : '';
  return `/pay/mw/payments/paypayment?idpr=${encodeURIComponent(paymentId)}${tpi}`;
}

export const PAY_NOW_REFUSALS = {
  cancelled: textRef('m1_err_pay_cancelled'),
  paid: textRef('m1_err_order_paid'),
  closed: textRef('m1_err_order_finished'),
  notOnline: textRef('m1_err_pay_not_online'),
} as const;

/**
 * Why the diner cannot pay an order online now, or null when the pay-now action applies (spec/1 §4 'Pay
 * later': an order id, in process — 'Cart st 0 or 1' — with payment not received; 'Payment status sp':
 * below 2 is still due; §9: an online provider code). Not cancelled (ss ≥ 0, which also excludes the
 * unsent -10/-11), not finished (ss 3 is history), sp below 2 — a declined payment (sp -1) may be paid
 * again — and a web order (kiosk types 4 and 5 pay at the kiosk) with an online method.
 */
export function payNowRefusal(order: {
  ss: number;
  sp: number;
  ti: number;
  prepago: number;
}): keyof typeof PAY_NOW_REFUSALS | null {
  if (order.ss < 0) return 'cancelled';
  if (order.sp >= PaymentStatus.received) return 'paid';
  if (order.ss >= OrderStatus.finished) return 'closed';
  const kiosk = order.ti === DispatchType.kioskTakeAway || order.ti === DispatchType.kioskEatHere;
  if (kiosk || !isOnlineCode(order.prepago)) return 'notOnline';
  return null;
}

/** Whether an order offers the pay-now action (see payNowRefusal). */
export const canPayNow = (order: { ss: number; sp: number; ti: number; prepago: number }) =>
  payNowRefusal(order) === null;

export const PAYMENT_REFUSALS = {
  unknown: textRef('m1_err_payment_unknown'),
  prepaid: textRef('m1_err_payment_prepaid'),
  checkInNoPayment: textRef('m1_err_payment_check_in'),
  noRegister: textRef('m1_err_payment_no_register'),
  /** A platform with no online payment provider (production without the sandbox, README). */
  noProvider: textRef('m1_err_payment_no_provider'),
} as const;

/**
 * Why a payment method cannot pay an order, or null when it can (spec/1 §4 'Checkout readiness': a payment
 * method valid for the type; §9 codes; spec/3 §5, §9 for kiosks).
 * - Web: the code is one of the venue's payMethods, and either on receipt (0, negative) or an allowed
 *   online provider. -1000 (delivery app) is hidden only with a last-mile option, which no venue has here.
 *   Delivery with ordpay and pickup with ordpickpay must be prepaid. Check-in follows selfatpay (spec/1 §4
 *   'Check-in specifics'): 1 payment mandatory, 0 no payments (on receipt only), 2 optional, 3 on leaving.
 * - Kiosk (4, 5): one of the kiosk's payMethods and a kiosk code; 5010 needs the register payCaja.
 */
export function paymentProblem(input: {
  tipo: number;
  code: number;
  app: Pick<TAppConfig, 'payMethods' | 'ordpay' | 'ordpickpay' | 'selfatpay'>;
  kiosk: Pick<TKioskConfig, 'payMethods' | 'payCaja'> | null;
  /** The venue's country: a saved card (5009) pays only where saved cards are kept (rules/saved-cards.ts). */
  pais?: string;
}): TextRef | null {
  const { tipo, code, app } = input;
  if (tipo === DispatchType.kioskTakeAway || tipo === DispatchType.kioskEatHere) {
    if (!input.kiosk?.payMethods.includes(code) || !KIOSK_CODES.includes(code))
      return PAYMENT_REFUSALS.unknown;
    return paymentMethodProblem(code, input.kiosk.payCaja) ? PAYMENT_REFUSALS.noRegister : null;
  }
  const savedCard = code === PaymentCode.savedCard && savedCardsAccepted(app, input.pais ?? '');
  if (!savedCard && (!app.payMethods.includes(code) || !(isOnReceiptCode(code) || isOnlineCode(code))))
    return PAYMENT_REFUSALS.unknown;
  const online = isPrepaidCode(code);
  if (tipo === DispatchType.delivery && app.ordpay && !online) return PAYMENT_REFUSALS.prepaid;
  if (tipo === DispatchType.pickup && app.ordpickpay && !online) return PAYMENT_REFUSALS.prepaid;
  if (tipo === DispatchType.checkIn) {
    if (app.selfatpay === 1 && !online) return PAYMENT_REFUSALS.prepaid;
    if ((app.selfatpay === 0 || app.selfatpay === 3) && online) return PAYMENT_REFUSALS.checkInNoPayment;
  }
  return null;
}

/** What a method is, for the name it goes by where the venue gave it none. */
export type PaymentKind = 'cashDesk' | 'card' | 'transfer' | 'onReceipt' | 'online' | 'savedCard';

export function paymentKind(code: number): PaymentKind {
  if (code === KioskPayCode.cashDesk) return 'cashDesk';
  if (isCardTerminalCode(code)) return 'card';
  if (code === PaymentCode.bankTransfer) return 'transfer';
  if (code === PaymentCode.savedCard) return 'savedCard';
  if (isOnReceiptCode(code)) return 'onReceipt';
  return 'online';
}

/** The Spanish name of each kind, as orders record it (a receipt in English says it from packages/i18n). */
const PAYMENT_KIND_NAME: Readonly<Record<PaymentKind, string>> = {
  cashDesk: 'Efectivo en caja',
  card: 'Tarjeta',
  transfer: 'Transferencia bancaria',
  onReceipt: 'Pago al recibir',
  online: 'Pago en línea',
  savedCard: 'Tarjeta guardada',
};

/** The name of a method: the venue's own name for it (dm), else a readable default. */
export function paymentName(code: number, methods: readonly TPaymentMethod[]): string {
  const named = methods.find((m) => m.id === code)?.nm;
  return named || PAYMENT_KIND_NAME[paymentKind(code)];
}

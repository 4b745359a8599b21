import { ONLINE_PAYMENT_CODES, PaymentCode } from '../constants.ts';
import type { TPaymentMethod } from '../contracts/menu.ts';
import { KioskPayCode } from './kiosk-payment-methods.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * The payment methods the spec names (spec/1 §9 'Payment method codes', spec/3 §9 'Codes'), so a manager picks
 * one by name instead of typing its code (issue 13 item 3): only a venue's own pay-on-receipt methods — the
 * negative ids spec/1 §3 'Payment methods' lets it define — are numbered by the venue.
 */

/** What a known method is: the back office names it by this in the manager's language. */
export type PaymentMethodKind =
  | 'onReceipt'
  | 'transfer'
  | 'deliveryApp'
  | 'savedCard'
  | 'cardWallet'
  | 'bankPayment'
  | 'mobilePayment'
  | 'walletProvider'
  | 'cardProvider'
  | 'onlineProvider'
  | 'cashDesk'
  | 'gatewayQr'
  | 'walletRegister'
  | 'cardTerminal';

/** A known method: its code, its kind, and whether the web's checkout or a totem takes it. */
export type KnownPaymentMethod = {
  readonly code: number;
  readonly kind: PaymentMethodKind;
  readonly web: boolean;
  readonly kiosk: boolean;
};

const ONLINE_KIND: Readonly<Record<number, PaymentMethodKind>> = {
  5045: 'bankPayment',
  5050: 'mobilePayment',
  5061: 'walletProvider',
  5081: 'cardProvider',
  5082: 'cardProvider',
};

/** Every method the spec names, in its order: the web's, then the totems' (5011 is both). */
export const KNOWN_PAYMENT_METHODS: readonly KnownPaymentMethod[] = [
  { code: PaymentCode.onReceipt, kind: 'onReceipt', web: true, kiosk: false },
  { code: PaymentCode.bankTransfer, kind: 'transfer', web: true, kiosk: false },
  { code: PaymentCode.deliveryApp, kind: 'deliveryApp', web: true, kiosk: false },
  { code: PaymentCode.savedCard, kind: 'savedCard', web: true, kiosk: false },
  { code: PaymentCode.cardWallet, kind: 'cardWallet', web: true, kiosk: true },
  ...ONLINE_PAYMENT_CODES.filter((code) => code !== PaymentCode.cardWallet).map(
    (code): KnownPaymentMethod => ({
      code,
      kind: ONLINE_KIND[code] ?? 'onlineProvider',
      web: true,
      kiosk: false,
    }),
  ),
  { code: KioskPayCode.cashDesk, kind: 'cashDesk', web: false, kiosk: true },
  { code: KioskPayCode.gatewayQr, kind: 'gatewayQr', web: false, kiosk: true },
  { code: KioskPayCode.walletRegister, kind: 'walletRegister', web: false, kiosk: true },
  ...KioskPayCode.cards.map(
    (code): KnownPaymentMethod => ({ code, kind: 'cardTerminal', web: false, kiosk: true }),
  ),
];

/** The known method of a code, if the spec names it. */
export const knownPaymentMethod = (code: number): KnownPaymentMethod | undefined =>
  KNOWN_PAYMENT_METHODS.find((m) => m.code === code);

/** The codes a totem can take (spec/3 §9), in the spec's order. */
export const KIOSK_PAYMENT_CODES: readonly number[] = KNOWN_PAYMENT_METHODS.filter((m) => m.kiosk).map(
  (m) => m.code,
);

/** A venue's own pay-on-receipt method: a negative id the spec gives no meaning of its own (spec/1 §3, §9). */
export const isCustomPaymentCode = (code: number) =>
  Number.isInteger(code) && code < 0 && knownPaymentMethod(code) === undefined;

/** The first negative id of the venue's own that neither the spec nor the venue's methods use yet: -2, -3… */
export function freeCustomPaymentCode(used: readonly number[]): number {
  let code = -2;
  while (used.includes(code) || !isCustomPaymentCode(code)) code -= 1;
  return code;
}

/** Why a venue cannot list a method under this code: neither one the spec names nor a negative id of its own. */
export function paymentCodeProblem(code: number): TextRef | null {
  if (knownPaymentMethod(code) || isCustomPaymentCode(code)) return null;
  return textRef('p1_err_payment_code_unknown', { code });
}

/**
 * Why a totem's payment methods cannot be saved (spec/3 §3 cfgKiosk payMethods, §5, §9): each must be a kiosk
 * code, listed once (the totem offers them in this order), and wallet 5010 needs the register QR's payCaja.
 */
export function kioskPayMethodsProblems(kiosk: {
  payMethods: readonly number[];
  payCaja?: string;
}): TextRef[] {
  const problems: TextRef[] = [];
  const seen = new Set<number>();
  for (const code of kiosk.payMethods) {
    if (!KIOSK_PAYMENT_CODES.includes(code)) problems.push(textRef('p1_err_kiosk_pay_unknown', { code }));
    else if (seen.has(code)) problems.push(textRef('p1_err_kiosk_pay_repeated', { code }));
    seen.add(code);
  }
  if (kiosk.payMethods.includes(KioskPayCode.walletRegister) && !kiosk.payCaja)
    problems.push(textRef('m1_err_kiosk_pay_no_register'));
  return problems;
}

/** One box of the totem's payment methods in the back office: a kiosk code, the venue's name for it if any. */
export type KioskPaymentOption = { code: number; kind: PaymentMethodKind; name: string; checked: boolean };

/**
 * The totem's payment methods as boxes to tick: those it takes first, in the order it offers them, then the
 * other kiosk codes in the spec's order; each named as the venue names it to diners (its payment methods'
 * Spanish or translated name) where it does, '' where the default name of its kind applies.
 */
export function kioskPaymentOptions(
  payMethods: readonly number[],
  venueMethods: readonly TPaymentMethod[],
  language = 'es',
): KioskPaymentOption[] {
  const taken = payMethods.filter((code) => KIOSK_PAYMENT_CODES.includes(code));
  const codes = [...new Set([...taken, ...KIOSK_PAYMENT_CODES])];
  return codes.map((code) => {
    const named = venueMethods.find((m) => m.id === code);
    const name = named ? (language === 'es' ? named.nm : named.nmTrad?.[language] || named.nm) : '';
    return { code, kind: knownPaymentMethod(code)!.kind, name, checked: taken.includes(code) };
  });
}

/** Ticks or unticks a totem's method: a new one goes last (the totem offers them in this order). */
export function toggleKioskPayMethod(payMethods: readonly number[], code: number, on: boolean): number[] {
  const without = payMethods.filter((c) => c !== code);
  return on ? [...without, code] : without;
}

/** Kiosk payment method codes (spec/3 §9 'Codes'). */
export const KioskPayCode = {
  cashDesk: 1000,
  gatewayQr: 2000,
  walletRegister: 5010,
  wallet: 5011,
  cards: [5025, 5310, 1500, 1600],
} as const;

/** With no payment methods the device waits 2.5 s before saying so (spec/3 §4 'Payment', §9). */
export const KIOSK_NO_METHODS_DELAY_MS = 2500;

export type PaymentChoice =
  | { kind: 'none' }
  | { kind: 'single'; code: number }
  | { kind: 'many'; codes: number[] };

/** What /SelectPaymentMethod does: nothing to offer, go straight on with the only method, or ask. */
export function kioskPaymentChoice(payMethods: readonly number[]): PaymentChoice {
  const codes = [...new Set(payMethods)];
  if (codes.length === 0) return { kind: 'none' };
  if (codes.length === 1) return { kind: 'single', code: codes[0]! };
  return { kind: 'many', codes };
}

/** Wallet 5010 pays through a register's QR: without payCaja the totem is misconfigured (spec/3 §5). */
export function paymentMethodProblem(code: number, payCaja: string | undefined): 'no-register' | null {
  return code === KioskPayCode.walletRegister && !payCaja ? 'no-register' : null;
}

/** Card terminal codes keep their terminal id in the order (spec/3 §5). */
export const isCardTerminalCode = (code: number) => (KioskPayCode.cards as readonly number[]).includes(code);

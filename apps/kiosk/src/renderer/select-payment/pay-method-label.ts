import { isCardTerminalCode, KioskPayCode } from '@comanda/domain';

/** The translation of a payment method code (spec/3 §9 'Payment method codes'), with its parameters. */
export function payMethodLabel(code: number): [string, Record<string, number>?] {
  if (isCardTerminalCode(code)) return ['m2000_pay_card'];
  if (code === KioskPayCode.cashDesk) return ['m2000_pay_1000'];
  if (code === KioskPayCode.wallet) return ['m2000_pay_5011'];
  if (code === KioskPayCode.walletRegister) return ['m2000_pay_5010'];
  if (code === KioskPayCode.gatewayQr) return ['m2000_pay_2000'];
  return ['p2000_pay_other', { n: code }];
}

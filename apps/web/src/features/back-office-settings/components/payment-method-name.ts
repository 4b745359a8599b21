import { KNOWN_PAYMENT_METHODS, knownPaymentMethod, type PaymentMethodKind } from '@comanda/domain';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Kinds several codes share (the card terminals, the card providers): their name says the code too. */
const SHARED_KINDS = new Set<PaymentMethodKind>(
  KNOWN_PAYMENT_METHODS.map((m) => m.kind).filter((kind, i, all) => all.indexOf(kind) !== i),
);

/**
 * A payment method's default name in the manager's language (spec/1 §9, spec/3 §9 codes, named by kind in
 * rules/payment-method-catalog.ts): a venue's own negative method is 'Medio propio al recibir'; a kind several
 * codes share says which ('Tarjeta en el terminal · código 5025').
 */
export function paymentMethodName(t: Translate, code: number): string {
  const kind = knownPaymentMethod(code)?.kind;
  if (!kind) return `${t('m9000_set_pm_custom')} · ${t('p9000_set_pay_code_shown', { code })}`;
  const name = t(`m9000_set_pm_${kind}`);
  return SHARED_KINDS.has(kind) ? `${name} · ${t('p9000_set_pay_code_shown', { code })}` : name;
}

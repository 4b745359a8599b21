import {
  LANGUAGES,
  type Language,
  localText,
  NO_PAYMENT_NAME,
  type PaymentKind,
  paymentKind,
  type TOrderDetail,
  type TPaymentMethod,
} from '@comanda/domain';
import { TICKET_TEXTS, type TicketTextKey } from '@comanda/i18n/ticket';

const KIND_TEXT: Readonly<Record<PaymentKind, TicketTextKey>> = {
  cashDesk: 'm2000_ticket_method_cash_desk',
  card: 'm2000_ticket_method_card',
  transfer: 'm2000_ticket_method_transfer',
  onReceipt: 'm2000_ticket_method_on_receipt',
  online: 'm2000_ticket_method_online',
  savedCard: 'm2000_ticket_method_saved_card',
};

/**
 * The payment method as the diner's receipt names it, in the order's language (issue 11): the order's own
 * record in Spanish; in another language the venue's name for the method in it where the venue wrote one
 * (its Spanish name otherwise, as every restaurant text), or the default name of its kind.
 */
export function receiptPaymentName(
  det: Pick<TOrderDetail, 'prepago' | 'nombreprepago'>,
  methods: readonly TPaymentMethod[],
  language: Language,
): string {
  if (language === 'es') return det.nombreprepago;
  const texts = TICKET_TEXTS[language];
  if (det.nombreprepago === NO_PAYMENT_NAME) return texts.m2000_ticket_method_none;
  const method = methods.find((m) => m.id === det.prepago);
  if (method?.nm) return localText(method.nm, method.nmTrad, language);
  return texts[KIND_TEXT[paymentKind(det.prepago)]];
}

/**
 * The method's name in every language but Spanish, kept on the order (det.nombreprepagoTrad) so the diner's
 * order page says it in their language (issue 11 item 3), as the receipt does.
 */
export function paymentNameTranslations(
  det: Pick<TOrderDetail, 'prepago' | 'nombreprepago'>,
  methods: readonly TPaymentMethod[],
): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'es').map((language) => [
      language,
      receiptPaymentName(det, methods, language),
    ]),
  );
}

import type { Language } from '@comanda/domain';
import { ticket as ticketEn } from './locales/en/ticket.ts';
import { ticket as ticketEs } from './locales/es/ticket.ts';

export type TicketTextKey = keyof typeof ticketEs;
export type TicketTexts = Readonly<Record<TicketTextKey, string>>;

/**
 * The words of the diner's printed receipt in each language (issue 11): packages/printing lays the receipt
 * out with them, and the server names a payment method with them where the restaurant gave no name. Both
 * are small and printed with no translator at hand, so they are imported whole, without i18next.
 */
export const TICKET_TEXTS: Readonly<Record<Language, TicketTexts>> = { es: ticketEs, en: ticketEn };

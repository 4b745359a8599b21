import type { Language } from '@comanda/domain';
/**
 * The card vault (issue 16 item 4; DESIGN 'Real parts': 'card vault (saved cards) — a provider's tokenization').
 * It speaks the shape of a real card-on-file provider's enrolment (e.g. Transbank Oneclick, Mercado Pago
 * card tokens): the merchant opens an enrolment and sends the diner to the provider's hosted card form; the
 * form sends the diner back with a token; the merchant finishes the enrolment server to server and gets the
 * card's reference (the token it charges later), brand, last four digits and expiry — never the number or the
 * security code, which only the provider sees. Charges and their reversal name that reference.
 *
 * One implementation here: the sandbox (payments/sandbox-vault.ts), on in development and tests with the
 * sandbox payments, off in production (README 'Production checklist'); a real provider is another
 * implementation of this type.
 */

/** What the vault tells the merchant of a tokenized card. */
export type VaultCard = { ref: string; brand: string; last4: string; expMonth: number; expYear: number };

export type VaultCharge =
  | { approved: true; authorization: string }
  | { approved: false; reason: 'declined' | 'unknown_card' };

export type CardVault = {
  /** The provider's name, kept with each card (saved_cards.provider). */
  readonly provider: string;
  /**
   * Opens the hosted card form. The form sends the browser to `returnPath` (a path of this platform) with
   * `token` added, or `cancelled=1` when the diner gave up.
   */
  startEnrollment(input: {
    returnPath: string;
    /** The diner's language, which the form speaks. */
    language: Language;
    now: Date;
  }): Promise<{ token: string; formUrl: string }>;
  /** The card the form tokenized for `token`, once; null when the form was not completed or already finished. */
  finishEnrollment(token: string, now: Date): Promise<VaultCard | null>;
  /** Charges a card by its reference, in minor units. */
  charge(input: { ref: string; amount: number; currency: string; now: Date }): Promise<VaultCharge>;
  /** Reverses a charge the same day, before it settles (the card check, spec/2 §9). */
  reverse(authorization: string, now: Date): Promise<void>;
  /** Forgets a card: its reference charges no more. */
  remove(ref: string, now: Date): Promise<void>;
};

import { PaymentCode } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { textRef } from './text-ref.ts';

/**
 * Saved cards (issue 16 item 4; spec/1 §4 'Order saving' 6–7, §9; spec/2 §2 'Profile', §7 'Cards', §9). A card
 * is kept by a card vault (the provider's tokenization): the platform holds only its token, brand, last four
 * digits and expiry, never the number or the security code.
 */

/** spec/1 §9, spec/2 §9: the countries where a diner may save a card. */
export const SAVED_CARD_COUNTRIES = ['cl', 'ar', 'co'] as const;
export type SavedCardCountry = (typeof SAVED_CARD_COUNTRIES)[number];

/** spec/2 §7 'Add card': the country a card is saved for when the call names none. */
export const DEFAULT_CARD_COUNTRY: SavedCardCountry = 'cl';

/** spec/1 §9, spec/2 §9: the default amount of the card check, in the country's currency units. */
export const CARD_CHECK_DEFAULT_AMOUNT = 1700;

/**
 * spec/1 §9, spec/2 §9: the minimum amount of a card save by country, in currency units (ar 2.00). pe and mx
 * are not saved-card countries; their minimums are kept as the spec gives them.
 */
export const CARD_SAVE_MINIMUM: Readonly<Record<string, number>> = {
  cl: 1000,
  pe: 100,
  mx: 300,
  ar: 2,
  co: 1000,
};

/** The currency a card check is charged in, by saved-card country (ISO 4217; minor-unit decimals). */
export const CARD_COUNTRY_CURRENCY: Readonly<Record<SavedCardCountry, { code: string; decimals: number }>> = {
  cl: { code: 'CLP', decimals: 0 },
  ar: { code: 'ARS', decimals: 2 },
  co: { code: 'COP', decimals: 0 },
};

/** spec/2 §7 'Cards' xcustom: 1 deletes the card, 0 makes it the default. */
export const CardAction = { makeDefault: 0, remove: 1 } as const;

/**
 * How long a card form session lasts between opening the vault's form and the card being kept or used
 * (ours: the spec gives none; a person types a card in well under that).
 */
export const CARD_ENROLLMENT_MINUTES = 30;

export const isSavedCardCountry = (pais: string): pais is SavedCardCountry =>
  (SAVED_CARD_COUNTRIES as readonly string[]).includes(pais.toLowerCase());

export const SAVED_CARD_REFUSALS = {
  country: textRef('m1_err_card_country'),
  /** spec/2 §8 'Error on your card'. */
  declined: textRef('m1_err_card_declined'),
  /** spec/2 §8 'Error while recording card'. */
  notRecorded: textRef('m1_err_card_not_recorded'),
  /** spec/1 §8 'Saved card failure'. */
  payFailed: textRef('m1_err_card_pay_failed'),
  /** spec/1 §8 'Return from tokenizing without code'. */
  noCode: textRef('m1_err_card_no_code'),
  notFound: textRef('m1_err_card_not_found'),
  notAccepted: textRef('m1_err_card_not_accepted'),
  otherCountry: textRef('m1_err_card_other_country'),
} as const;

/**
 * The card check of a save (spec/2 §9: a charge immediately reversed): its amount in minor units of the
 * country's currency. The country must be a saved-card one; the amount (default 1700) at least the country's
 * minimum, as the spec gives it.
 */
export function cardCheck(input: {
  pais: string;
  amt?: number;
}): Outcome<{ pais: SavedCardCountry; amount: number; currency: string }> {
  const pais = input.pais.toLowerCase();
  if (!isSavedCardCountry(pais)) return refused('card_country', SAVED_CARD_REFUSALS.country);
  const units = input.amt ?? CARD_CHECK_DEFAULT_AMOUNT;
  const minimum = CARD_SAVE_MINIMUM[pais]!;
  const { code, decimals } = CARD_COUNTRY_CURRENCY[pais];
  if (!(units >= minimum))
    return refused('card_amount', textRef('p1_err_card_minimum', { amount: minimum, currency: code }));
  return accepted({ pais, amount: Math.round(units * 10 ** decimals), currency: code });
}

/**
 * Whether a venue takes saved cards (5009): its card-wallet provider (5011, 'supports card form and save-card
 * option', spec/1 §9) is one of its methods, in a saved-card country.
 */
export const savedCardsAccepted = (app: Pick<TAppConfig, 'payMethods'>, venuePais: string) =>
  app.payMethods.includes(PaymentCode.cardWallet) && isSavedCardCountry(venuePais);

/** Why a diner's saved card cannot pay at a venue, or null: the venue takes saved cards in the card's country. */
export function savedCardProblem(input: {
  app: Pick<TAppConfig, 'payMethods'>;
  venuePais: string;
  cardPais: string;
}) {
  if (!savedCardsAccepted(input.app, input.venuePais)) return SAVED_CARD_REFUSALS.notAccepted;
  if (input.cardPais.toLowerCase() !== input.venuePais.toLowerCase()) return SAVED_CARD_REFUSALS.otherCountry;
  return null;
}

/** A card's brand as the vault names it, from the number's first digits (what the last four cannot tell). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(36|38|30[0-5])/.test(number)) return 'Diners Club';
  return 'Tarjeta';
}

/** The Luhn check every card number passes (ISO/IEC 7812): a typo in one digit fails it. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of month/year (two-digit year 20yy) is still valid at `now`. */
export function cardUnexpired(month: number, year: number, now: Date): boolean {
  if (!(month >= 1 && month <= 12)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) >= nowMonth;
}

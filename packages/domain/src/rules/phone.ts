import { DELIVERY_PHONE_MIN, PICKUP_PHONE_MIN_EXCLUSIVE } from '../constants.ts';

/**
 * The phone rule, the one place it is written: the phone input's validity check that the profile (spec/2 §5
 * 'Teléfono inválido'), the add-address phone step (spec/2 §5) and the kiosk's user data (spec/3 §5) ask
 * for, and the order's phone preconditions (spec/1 §5 'Delivery'). The web, the kiosk and the server all
 * call these functions.
 */

/** spec/2 §3 'Phone input countries' (max length 25). */
export const PHONE_MAX_LENGTH = 25;

/** spec/2 §5, §8: the message of a phone that fails the check. */
export const PHONE_INVALID = 'Teléfono inválido';

/**
 * Dialling code and national number lengths per country a phone input offers (spec/2 §3 and spec/3 §5 list
 * them): what a phone input's validity check knows. Mobile lengths included.
 */
export const PHONE_PLANS = {
  CL: { dial: '56', lengths: [9] },
  AR: { dial: '54', lengths: [10, 11] },
  PE: { dial: '51', lengths: [9] },
  CO: { dial: '57', lengths: [10] },
  EC: { dial: '593', lengths: [9] },
  BO: { dial: '591', lengths: [8] },
  MX: { dial: '52', lengths: [10] },
  US: { dial: '1', lengths: [10] },
  ES: { dial: '34', lengths: [9] },
  PA: { dial: '507', lengths: [7, 8] },
  BR: { dial: '55', lengths: [10, 11] },
  BZ: { dial: '501', lengths: [7] },
} as const satisfies Record<string, { dial: string; lengths: readonly number[] }>;
export type PhoneCountry = keyof typeof PHONE_PLANS;

/** Without a country (a profile's phone): as many digits as an international number has, 8 to 15 (E.164). */
const ANY_COUNTRY_DIGITS = { min: 8, max: 15 };

/**
 * Whether a phone passes the phone input's check: digits, spaces, dashes and brackets with an optional leading
 * +, at most 25 characters. Given the country chosen beside it, the national number must have that country's
 * length (a leading +dial code of that country is accepted); without one, 8 to 15 digits.
 */
export function isValidPhone(phone: string, country?: PhoneCountry): boolean {
  const typed = phone.trim();
  if (typed.length > PHONE_MAX_LENGTH || !/^\+?[\d\s()-]+$/.test(typed)) return false;
  let digits = typed.replace(/\D/g, '');
  if (!country) return digits.length >= ANY_COUNTRY_DIGITS.min && digits.length <= ANY_COUNTRY_DIGITS.max;
  const plan = PHONE_PLANS[country];
  if (typed.startsWith('+')) {
    if (!digits.startsWith(plan.dial)) return false;
    digits = digits.slice(plan.dial.length);
  }
  return (plan.lengths as readonly number[]).includes(digits.length);
}

/**
 * An order's phone, where the venue asks for one (spec/1 §5 'Delivery'): pickup phone longer than 8 characters,
 * delivery at least 8 — and, being typed in a phone input, passing its check.
 */
export function phoneAcceptable(tipo: 1 | 2, phone: string): boolean {
  const length = phone.replace(/\s+/g, '').length;
  const longEnough = tipo === 1 ? length > PICKUP_PHONE_MIN_EXCLUSIVE : length >= DELIVERY_PHONE_MIN;
  return longEnough && isValidPhone(phone);
}

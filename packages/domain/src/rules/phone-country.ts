import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_MAX_LENGTH } from './phone.ts';

/**
 * The profile's phone, checked per country (spec/2 §2 'Personal data editor', §3 'Phone input countries',
 * §5 'Teléfono inválido'): the phone input offers these countries, its number at most 25 characters, and
 * libphonenumber-js (its 'min' metadata: each country's lengths and leading digits) says whether the
 * number is one of that country's. Kept apart from phone.ts so the pages that never edit a profile do not
 * carry the numbering plans.
 */
export const PHONE_INPUT_COUNTRIES = [
  'CL',
  'AR',
  'PE',
  'CO',
  'EC',
  'BO',
  'MX',
  'US',
  'ES',
  'PA',
  'BZ',
] as const;
export type PhoneInputCountry = (typeof PHONE_INPUT_COUNTRIES)[number];

const offered = (country: string | undefined): country is PhoneInputCountry =>
  (PHONE_INPUT_COUNTRIES as readonly string[]).includes(country ?? '');

export type CountryPhone =
  | { ok: true; country: PhoneInputCountry; international: string; national: string }
  | { ok: false };

/**
 * A typed phone read against the country chosen beside it: a number without '+' is that country's; one
 * with '+' names its own, which must be one the input offers. A valid phone is kept in its international
 * form ('+56 9 1234 5678'), which says its country to whoever reads it later.
 */
export function checkCountryPhone(typed: string, country: PhoneInputCountry): CountryPhone {
  const text = typed.trim();
  if (text === '' || text.length > PHONE_MAX_LENGTH || !/^\+?[\d\s().-]+$/.test(text)) return { ok: false };
  const phone = parsePhoneNumberFromString(text, country as CountryCode);
  if (!phone?.isValid() || !offered(phone.country)) return { ok: false };
  return {
    ok: true,
    country: phone.country,
    international: phone.formatInternational(),
    national: phone.formatNational(),
  };
}

/** The phone input's country for a saved phone: the one its '+' code names, else the profile's. */
export function phoneInputCountryOf(saved: string, fallback: PhoneInputCountry): PhoneInputCountry {
  const found = saved.trim().startsWith('+') ? parsePhoneNumberFromString(saved.trim())?.country : undefined;
  return offered(found) ? found : fallback;
}

/** The dialling code the phone input shows beside a country ('56' for CL). */
export const phoneDialCode = (country: PhoneInputCountry): string =>
  getCountryCallingCode(country as CountryCode);

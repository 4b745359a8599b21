import { ZEmail } from '../contracts/account.ts';

/** spec/3 §5 'User data': the only countries the phone field offers, in this order. */
export const KIOSK_PHONE_COUNTRIES = [
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
  'BR',
] as const;
export type KioskPhoneCountry = (typeof KIOSK_PHONE_COUNTRIES)[number];

/**
 * Dialling code and national number lengths per offered country: what a phone input's validity check
 * knows (spec/3 §5 'phone must pass the phone input's validity check'). Mobile lengths included.
 */
export const PHONE_PLANS: Record<KioskPhoneCountry, { dial: string; lengths: readonly number[] }> = {
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
};

export const USER_NAME_MIN_LENGTH = 3;

export type UserDataRequired = 'emailAndPhone' | 'email' | 'phone';
export type ContactChoice = 'email' | 'phone';
export type KioskUserData = { name: string; email: string; phone: string; country: KioskPhoneCountry };

export const isValidUserName = (name: string) => name.trim().length >= USER_NAME_MIN_LENGTH;
export const isValidEmail = (email: string) => ZEmail.safeParse(email).success;

/** Digits of the national number, spaces and dashes allowed; a leading +dial code is accepted too. */
export function isValidPhone(phone: string, country: KioskPhoneCountry): boolean {
  const plan = PHONE_PLANS[country];
  if (!/^\+?[\d\s-]+$/.test(phone.trim())) return false;
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) {
    if (!digits.startsWith(plan.dial)) return false;
    digits = digits.slice(plan.dial.length);
  }
  return plan.lengths.includes(digits.length);
}

/** Which contact fields the diner may choose: both when emailAndPhone, else the one fixed by config. */
export function contactChoices(required: UserDataRequired): ContactChoice[] {
  return required === 'emailAndPhone' ? ['email', 'phone'] : [required];
}

export type UserDataCheck = { name: boolean; contact: boolean; ok: boolean };

/** Continue is enabled only when the name and the chosen contact field are valid (spec/3 §5). */
export function checkUserData(data: KioskUserData, choice: ContactChoice): UserDataCheck {
  const name = isValidUserName(data.name);
  const contact = choice === 'email' ? isValidEmail(data.email) : isValidPhone(data.phone, data.country);
  return { name, contact, ok: name && contact };
}

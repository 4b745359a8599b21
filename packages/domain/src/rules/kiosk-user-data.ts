import { ZEmail } from '../contracts/account.ts';
import { isValidPhone } from './phone.ts';

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

export const USER_NAME_MIN_LENGTH = 3;

export type UserDataRequired = 'emailAndPhone' | 'email' | 'phone';
export type ContactChoice = 'email' | 'phone';
export type KioskUserData = { name: string; email: string; phone: string; country: KioskPhoneCountry };

export const isValidUserName = (name: string) => name.trim().length >= USER_NAME_MIN_LENGTH;
export const isValidEmail = (email: string) => ZEmail.safeParse(email).success;

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

import type { TProfileSave } from '../contracts/account.ts';
import { checkCountryPhone } from './phone-country.ts';
import { type ProfileCountry, phoneCountryFor, profileCountry } from './profile-country.ts';
import { isValidRut } from './rut.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * What keeps a profile save from being stored beyond its contract's shape (spec/2 §5 'Profile'), as texts:
 * the phone must be a number of the phone input's countries (checked against the profile's country when it
 * has no '+' code: 'Teléfono inválido'); a Chilean profile's rut must have its right check digit; a birth
 * date must be a real day. `storedCountry` is the profile's country before this save; a save that changes
 * it is checked against the new one. The web's form and the server's profile save both apply it.
 */
export function profileSaveProblems(patch: TProfileSave, storedCountry: string): TextRef[] {
  const country: ProfileCountry = profileCountry(patch.prefs?.pc ?? storedCountry);
  const problems: TextRef[] = [];
  if (patch.ph !== undefined && patch.ph !== '' && !checkCountryPhone(patch.ph, phoneCountryFor(country)).ok)
    problems.push(textRef('m1_err_profile_phone'));
  if (patch.rut !== undefined && patch.rut !== '' && country === 'cl' && !isValidRut(patch.rut))
    problems.push(textRef('m1_err_profile_rut'));
  if (!birthDateValid(patch)) problems.push(textRef('m1_err_profile_birth_date'));
  return problems;
}

/** The birth date's parts, when given, make a real day (fnY, fnM, fnD of spec/2 §3); any may be left out. */
function birthDateValid({ fnY, fnM, fnD }: Pick<TProfileSave, 'fnY' | 'fnM' | 'fnD'>): boolean {
  if (fnY == null || fnM == null || fnD == null) return true;
  const day = new Date(Date.UTC(fnY, fnM - 1, fnD));
  return day.getUTCFullYear() === fnY && day.getUTCMonth() === fnM - 1 && day.getUTCDate() === fnD;
}

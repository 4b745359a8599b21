import { GUEST_EMAIL, GUEST_IDENTITY, type TProfile } from '@comanda/domain';

/**
 * A guest account's e-mail column starts with this (store/guest-sessions.ts): no address, so no login code
 * can reach it.
 */
export const GUEST_ACCOUNT_PREFIX = 'invitado:';

/** Whether a users row's e-mail column is a guest account's. */
export const isGuestAccountEmail = (email: string) => email.startsWith(GUEST_ACCOUNT_PREFIX);

/**
 * A guest's profile on the wire: 'Guest', id 1, the fixed guest address (spec/1 §3, §6; spec/2 §4 'Guest
 * defaults'), nothing of the account's own but the language the guest chose.
 */
export function guestProfile(expiresAt: Date, lang: 'es' | 'en'): TProfile {
  return {
    id: GUEST_IDENTITY.id,
    nombre: GUEST_IDENTITY.nombre,
    detApp: {
      nm: GUEST_IDENTITY.nombre,
      ln: '',
      em: GUEST_EMAIL,
      ph: '',
      rut: '',
      username: '',
      ge: '',
      fnY: null,
      fnM: null,
      fnD: null,
      ad: [],
    },
    prefs: { idi: lang, pc: 'cl' },
    pc: 'cl',
    client_code: '',
    pl: { p: [] },
    expU: expiresAt.getTime(),
  };
}

import type { TAddress } from '@comanda/domain';
import { useStore } from 'zustand';
import { forgetDinerRecords } from '../../../lib/diner-records.ts';
import { followSavedLanguage, onLanguageChosen } from '../../../lib/language.ts';
import { saveSession, storedSession } from '../../../lib/session.ts';
import { accounts } from '../api/accounts.ts';
import { geo } from '../api/geo.ts';
import { createVerificationStore, type VerificationState } from './address-verification.ts';
import { keepLanguagePreference } from './language-preference.ts';
import { createSessionStore, type SessionState } from './session-store.ts';
import { temporaryAddress } from './temporary-address.ts';

const PROFILE_KEY = 'comanda.profile';

export const sessionStore = createSessionStore({
  api: accounts,
  token: {
    read: storedSession,
    // The end of a session — a logout anywhere, a refused token — forgets the diner's other records of this
    // device too (issue 16 item 6, lib/diner-records.ts).
    write: (token) => {
      saveSession(token);
      if (!token) forgetDinerRecords();
    },
  },
  cache: {
    read: () => {
      try {
        return JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null');
      } catch {
        return null;
      }
    },
    write: (profile) => {
      try {
        if (profile) localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
        else localStorage.removeItem(PROFILE_KEY);
      } catch {
        // Not kept; the profile is read again next time.
      }
    },
  },
  temporary: temporaryAddress,
  // Checked on save (spec/2 §4): the default address, which the temporary one may have become.
  onJoined: (profile) => void verificationStore.getState().check(defaultOf(profile.detApp.ad)),
});
keepLanguagePreference(sessionStore, { follow: followSavedLanguage, onChosen: onLanguageChosen });

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/** The default address's verification (spec/2 §4): checked once the profile is read, cleared on logout. */
export const verificationStore = createVerificationStore(
  async (address) => (await geo.verify(address)).status,
);
const defaultOf = (list: readonly TAddress[] | undefined) => list?.find((a) => a.def) ?? list?.[0] ?? null;
void sessionStore
  .getState()
  .refresh()
  .then(() => verificationStore.getState().check(defaultOf(sessionStore.getState().profile?.detApp.ad)));
sessionStore.subscribe((state, previous) => {
  // Logout clears the default address's verification (spec/2 §4); the diner's records on the device went with
  // the token (lib/session.ts).
  if (!state.token && previous.token) verificationStore.getState().reset();
});

export function useVerification<T>(select: (state: VerificationState) => T): T {
  return useStore(verificationStore, select);
}

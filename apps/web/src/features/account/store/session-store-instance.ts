import { useStore } from 'zustand';
import { followSavedLanguage, onLanguageChosen } from '../../../lib/language.ts';
import { saveSession, storedSession } from '../../../lib/session.ts';
import { accounts } from '../api/accounts.ts';
import { keepLanguagePreference } from './language-preference.ts';
import { createSessionStore, type SessionState } from './session-store.ts';

const PROFILE_KEY = 'comanda.profile';

export const sessionStore = createSessionStore({
  api: accounts,
  token: { read: storedSession, write: saveSession },
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
});
keepLanguagePreference(sessionStore, { follow: followSavedLanguage, onChosen: onLanguageChosen });
void sessionStore.getState().refresh();

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

import type { Language } from '@comanda/domain';
import type { SessionStore } from './session-store.ts';

export type LanguagePreferenceDeps = {
  /** Shows the site in the saved language (lib/language.ts followSavedLanguage). */
  follow: (idi: Language) => void;
  /** Hears each language the diner picks (lib/language.ts onLanguageChosen). */
  onChosen: (listener: (lang: Language) => void) => () => void;
};

/**
 * A signed-in diner's language (spec/2 §4 'Languages', §3 'Profile' prefs.idi): the saved preference wins
 * once the profile is known, and a language the diner picks is saved to the profile with the profile-save
 * call. Answers the function that stops both.
 */
export function keepLanguagePreference(store: SessionStore, deps: LanguagePreferenceDeps): () => void {
  const saved = store.getState().profile?.prefs.idi;
  if (saved) deps.follow(saved);
  const stopFollowing = store.subscribe((state, previous) => {
    const idi = state.profile?.prefs.idi;
    if (idi && idi !== previous.profile?.prefs.idi) deps.follow(idi);
  });
  const stopSaving = deps.onChosen((lang) => {
    const { token, profile, save } = store.getState();
    if (!token || !profile || profile.prefs.idi === lang) return;
    save({ prefs: { idi: lang } }).catch(() => {
      // Not saved (offline, session over): the site still shows the language; it is saved next time.
    });
  });
  return () => {
    stopFollowing();
    stopSaving();
  };
}

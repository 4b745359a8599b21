import { createTranslator, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@comanda/i18n';
import { loadWebTexts, webTextsEs } from '@comanda/i18n/web';

const STORAGE_KEY = 'comanda.language';

/** A known language code, or null; stored values come from an older visit and may be anything. */
export function asLanguage(value: unknown): Language | null {
  return LANGUAGES.find((lang) => lang === value) ?? null;
}

function storedLanguage(): Language {
  try {
    return asLanguage(localStorage.getItem(STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames); the default language is fine then.
    return DEFAULT_LANGUAGE;
  }
}

/** The site's translator; Spanish until the language the diner chose last time has loaded. */
export const i18n = createTranslator({ es: webTextsEs }, DEFAULT_LANGUAGE, loadWebTexts);

/** Settles once the remembered language's texts are in: the app renders after it, never half-translated. */
export const languageReady: Promise<void> = i18n
  .changeLanguage(storedLanguage())
  .catch(() => {
    // English could not be fetched (offline): the site stays in Spanish.
  })
  .then(() => {
    document.documentElement.lang = i18n.language;
  });

/** Switches the language of every text and remembers it for the next visit. */
export async function switchLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; the switch still applies to this visit.
  }
}

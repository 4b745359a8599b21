import i18next, { type i18n } from 'i18next';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

/** Languages es and en, default es (spec/3 §9 'Languages'). */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const resources = { es: { translation: es }, en: { translation: en } } as const;

/**
 * A ready i18next instance with the embedded texts. Keys follow spec/2 §4: m1_* and m2000_* plain,
 * p1_* with %n% placeholders (interpolated as {{n}}). Unknown keys log an error and yield empty text.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '%', suffix: '%' },
    returnEmptyString: true,
    parseMissingKeyHandler: (key: string) => {
      console.error(`missing translation key: ${key}`);
      return '';
    },
  });
  return instance;
}

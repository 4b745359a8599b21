import { createI18n, DEFAULT_LANGUAGE, type Language } from '@comanda/i18n';

/** One i18next instance for the kiosk; every new diner starts in the default language (spec/3 §9). */
export const i18n = createI18n(DEFAULT_LANGUAGE);

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

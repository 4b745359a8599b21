import { createTranslator, DEFAULT_LANGUAGE, type Language } from '@comanda/i18n';
import { kioskTexts } from '@comanda/i18n/kiosk';

/** One translator for the kiosk; every new diner starts in the default language (spec/3 §9). */
export const i18n = createTranslator(kioskTexts, DEFAULT_LANGUAGE);

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Where translation files live (spec/2 §4 'Languages'); no zod here: the browsers' first load needs it. */

/**
 * The platform's modules that have translation files (spec/2 §4 'Languages', spec/3 §6 module numbers):
 * 2000 the diner site, 5000 the kitchen board, 9000 administration, and the kiosk (totem).
 */
export const TRANSLATION_MODULES = ['2000', '5000', '9000', 'kiosk'] as const;
export type TranslationModule = (typeof TRANSLATION_MODULES)[number];

/** The platform's URL of one translation file (GET /srv/idiomas/{module}/{language}/{file}.json). */
export const translationFileUrl = (baseUrl: string, module: string, language: string, file: string) =>
  `${baseUrl}/srv/idiomas/${encodeURIComponent(module)}/${encodeURIComponent(language)}/${encodeURIComponent(file)}.json`;

/** The platform's URL of its language list for a module (GET /srv/idiomas?xmod=, spec/2 §7 'Languages'). */
export const languageListUrl = (baseUrl: string, module: TranslationModule) =>
  `${baseUrl}/srv/idiomas?xmod=${encodeURIComponent(module)}`;

import * as z from 'zod';
import { LANGUAGES } from '../rules/language-choice.ts';
import { text } from './safe-input.ts';

/**
 * The platform's modules that have translation files (spec/2 §4 'Languages', spec/3 §6 module numbers):
 * 2000 the diner site, 5000 the kitchen board, 9000 administration, and the kiosk (totem).
 */
export const TRANSLATION_MODULES = ['2000', '5000', '9000', 'kiosk'] as const;
export type TranslationModule = (typeof TRANSLATION_MODULES)[number];

/** A language entry of GET /srv/idiomas (spec/2 §3 'Language entry'): code, native name, priority, active. */
export const ZLanguageEntry = z.object({
  ix: z.enum(LANGUAGES),
  nati: z.string(),
  pr: z.number().int(),
  ac: z.boolean(),
});
export type TLanguageEntry = z.infer<typeof ZLanguageEntry>;

/** GET /srv/idiomas?xmod= (spec/2 §7 'Languages'). */
export const ZLanguageListQuery = z.object({ xmod: z.enum(TRANSLATION_MODULES) });

/** GET /srv/idiomas/{module}/{language}/{file}.json: one translation file (spec/2 §8). */
export const ZTranslationFileParams = z.object({
  module: text({ max: 16 }),
  language: text({ max: 8 }),
  file: text({ max: 40 }),
});

/** The platform's URL of one translation file (GET /srv/idiomas/{module}/{language}/{file}.json). */
export const translationFileUrl = (baseUrl: string, module: string, language: string, file: string) =>
  `${baseUrl}/srv/idiomas/${encodeURIComponent(module)}/${encodeURIComponent(language)}/${encodeURIComponent(file)}.json`;

/** A translation file: text keys (m1_*, p1_*, …) to texts. */
export const ZTranslationFile = z.record(z.string(), z.string());

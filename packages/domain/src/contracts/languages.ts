import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/language-choice.ts';
import { TRANSLATION_MODULES } from '../rules/translation-files.ts';
import { text } from './safe-input.ts';

/** A language entry of GET /srv/idiomas (spec/2 §3 'Language entry'): code, native name, priority, active. */
export const ZLanguageEntry = z.object({
  ix: z.enum(LANGUAGES),
  nati: z.string(),
  pr: z.int(),
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

/** A translation file: text keys (m1_*, p1_*, …) to texts. */
export const ZTranslationFile = z.record(z.string(), z.string());

import { common } from './locales/es/common.ts';
import { web } from './locales/es/web.ts';
import type { Language, Texts } from './translator.ts';

/**
 * The web site's Spanish texts (diner pages; staff pages add theirs, see staff.ts), loaded with the page; kiosk texts never reach a
 * diner's phone. English comes on demand: most diners never switch, and the first load stays small.
 */
export const webTextsEs: Texts = { ...common, ...web };

export const loadWebTexts = async (language: Language): Promise<Texts> =>
  language === 'en' ? (await import('./web-en.ts')).webTextsEn : webTextsEs;

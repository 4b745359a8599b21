import { common } from './locales/en/common.ts';
import { web } from './locales/en/web.ts';
import type { Texts } from './translator.ts';

/** The web site's English texts: a chunk of its own, fetched when a diner switches to English. */
export const webTextsEn: Texts = { ...common, ...web };

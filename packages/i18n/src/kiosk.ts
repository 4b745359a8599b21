import { common as enCommon } from './locales/en/common.ts';
import { kiosk as enKiosk } from './locales/en/kiosk.ts';
import { common as esCommon } from './locales/es/common.ts';
import { kiosk as esKiosk } from './locales/es/kiosk.ts';
import type { Language, Texts } from './translator.ts';

/** The kiosk's texts: common and kiosk keys. */
export const kioskTexts: Record<Language, Texts> = {
  es: { ...esCommon, ...esKiosk },
  en: { ...enCommon, ...enKiosk },
};

import { checkin as en } from './locales/en/checkin.ts';
import { checkin as es } from './locales/es/checkin.ts';
import type { Language, Texts } from './translator.ts';

/** The table pages' texts (m1_checkin_*): added by the check-in chunk, never on the menu page's first load. */
export const checkInTexts: Record<Language, Texts> = { es, en };

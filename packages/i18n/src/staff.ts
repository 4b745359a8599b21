import { staff as en } from './locales/en/staff.ts';
import { staff as es } from './locales/es/staff.ts';
import type { Language, Texts } from './translator.ts';

/** Staff pages' texts (m9000_*): added by those pages when they load, never shipped to a diner's menu. */
export const staffTexts: Record<Language, Texts> = { es, en };

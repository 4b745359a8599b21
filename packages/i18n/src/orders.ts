import { orders as en } from './locales/en/orders.ts';
import { orders as es } from './locales/es/orders.ts';
import type { Language, Texts } from './translator.ts';

/**
 * The diner's account, checkout and orders texts (m1_*, p1_*): added by those lazily loaded pages, so the
 * menu page's first load never carries them.
 */
export const orderTexts: Record<Language, Texts> = { es, en };

import type { es } from './es.ts';

/** English. Same keys as Spanish: the type makes a missing key a compile error. */
export const en: Record<keyof typeof es, string> = {};

import { common } from './en/common.ts';
import { kiosk } from './en/kiosk.ts';
import { web } from './en/web.ts';
import type { es } from './es.ts';

/** English. The type makes a key missing from English a compile error. */
export const en: Record<keyof typeof es, string> = { ...common, ...web, ...kiosk };

import type { kiosk as es } from '../es/kiosk.ts';

/** English texts: kiosk. Same keys as Spanish. */
export const kiosk: Record<keyof typeof es, string> = {};

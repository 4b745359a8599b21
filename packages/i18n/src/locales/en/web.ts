import type { web as es } from '../es/web.ts';

/** English texts: web. Same keys as Spanish. */
export const web: Record<keyof typeof es, string> = {};

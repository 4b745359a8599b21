import type { common as es } from '../es/common.ts';

/** English texts: common. Same keys as Spanish. */
export const common: Record<keyof typeof es, string> = {};

import type { ModuleFiles } from './module-files.ts';

/** The kiosk (totem): common and kiosk. Never shipped to a diner's phone. */
export const kioskFiles: ModuleFiles = {
  common: {
    es: () => import('../locales/es/common.ts').then((m) => m.common),
    en: () => import('../locales/en/common.ts').then((m) => m.common),
  },
  kiosk: {
    es: () => import('../locales/es/kiosk.ts').then((m) => m.kiosk),
    en: () => import('../locales/en/kiosk.ts').then((m) => m.kiosk),
  },
  // The server's refusals (issue 11 item 3).
  server: {
    es: () => import('../locales/es/server.ts').then((m) => m.server),
    en: () => import('../locales/en/server.ts').then((m) => m.server),
  },
};

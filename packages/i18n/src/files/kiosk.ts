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
  // The technician's PIN and hidden menu (issue 12 items 5, 6).
  technician: {
    es: () => import('../locales/es/technician.ts').then((m) => m.technician),
    en: () => import('../locales/en/technician.ts').then((m) => m.technician),
  },
  // The diner's printed receipt, in the order's language (issue 11).
  ticket: {
    es: () => import('../locales/es/ticket.ts').then((m) => m.ticket),
    en: () => import('../locales/en/ticket.ts').then((m) => m.ticket),
  },
  // The server's refusals (issue 11 item 3).
  server: {
    es: () => import('../locales/es/server.ts').then((m) => m.server),
    en: () => import('../locales/en/server.ts').then((m) => m.server),
  },
};

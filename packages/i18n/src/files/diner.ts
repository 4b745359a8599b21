import type { ModuleFiles } from './module-files.ts';

/**
 * Module 2000, the diner site: common and web (the menu page), orders (account, checkout, orders) and
 * checkin (the table pages). Each language's file is a chunk of its own in the browser.
 */
export const dinerFiles: ModuleFiles = {
  common: {
    es: () => import('../locales/es/common.ts').then((m) => m.common),
    en: () => import('../locales/en/common.ts').then((m) => m.common),
  },
  web: {
    es: () => import('../locales/es/web.ts').then((m) => m.web),
    en: () => import('../locales/en/web.ts').then((m) => m.web),
  },
  orders: {
    es: () => import('../locales/es/orders.ts').then((m) => m.orders),
    en: () => import('../locales/en/orders.ts').then((m) => m.orders),
  },
  checkin: {
    es: () => import('../locales/es/checkin.ts').then((m) => m.checkin),
    en: () => import('../locales/en/checkin.ts').then((m) => m.checkin),
  },
  // The server's refusals (issue 11 item 3): a refusal's key and parameters said in the diner's language.
  server: {
    es: () => import('../locales/es/server.ts').then((m) => m.server),
    en: () => import('../locales/en/server.ts').then((m) => m.server),
  },
};

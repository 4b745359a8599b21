import type { ModuleFiles } from './module-files.ts';

/**
 * Modules 5000 (kitchen board) and 9000 (administration: kiosk pairing, settings, reports): common, staff,
 * the back office's settings and the closing report's texts (reports), which only the report page and its
 * CSV need.
 */
export const staffFiles: ModuleFiles = {
  common: {
    es: () => import('../locales/es/common.ts').then((m) => m.common),
    en: () => import('../locales/en/common.ts').then((m) => m.common),
  },
  staff: {
    es: () => import('../locales/es/staff.ts').then((m) => m.staff),
    en: () => import('../locales/en/staff.ts').then((m) => m.staff),
  },
  settings: {
    es: () => import('../locales/es/settings.ts').then((m) => m.settings),
    en: () => import('../locales/en/settings.ts').then((m) => m.settings),
  },
  reports: {
    es: () => import('../locales/es/reports.ts').then((m) => m.reports),
    en: () => import('../locales/en/reports.ts').then((m) => m.reports),
  },
  // The menu's back office (issue 13 item 3): its own file, so the board and the pairing page never load it.
  backoffice: {
    es: () => import('../locales/es/backoffice.ts').then((m) => m.backoffice),
    en: () => import('../locales/en/backoffice.ts').then((m) => m.backoffice),
  },
};

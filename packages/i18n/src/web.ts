import type { EmbeddedTexts } from './create-i18n.ts';
import { dinerFiles } from './files/diner.ts';
import { embeddedFallback } from './files/module-files.ts';
import { staffFiles } from './files/staff.ts';
import { common } from './locales/es/common.ts';
import { web } from './locales/es/web.ts';

/**
 * The web site's texts (module 2000, spec/2 §4). Only the menu page's Spanish files travel with the code;
 * every other file (English, the account and orders pages, the table pages, the staff pages of modules
 * 5000 and 9000) is fetched from the platform, its embedded copy imported only when the fetch fails.
 */
export const WEB_FILES = ['common', 'web'] as const;
/** 'server': the server's refusals, fetched when a part that may show one loads or the page is idle. */
export const WEB_LATER_FILES = [
  'orders',
  'checkin',
  '5000/staff',
  '9000/staff',
  '9000/settings',
  '9000/reports',
  '9000/backoffice',
  'server',
] as const;
export type WebLaterFile = (typeof WEB_LATER_FILES)[number];

export const webEmbedded: EmbeddedTexts = { es: { common, web } };

export const webFallback = embeddedFallback({ '2000': dinerFiles, '5000': staffFiles, '9000': staffFiles });

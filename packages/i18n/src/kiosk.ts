import type { EmbeddedTexts } from './create-i18n.ts';
import { kioskFiles } from './files/kiosk.ts';
import { embeddedFallback } from './files/module-files.ts';
import { common } from './locales/es/common.ts';
import { kiosk } from './locales/es/kiosk.ts';
import { server } from './locales/es/server.ts';
import { technician } from './locales/es/technician.ts';

/**
 * The kiosk's texts (module kiosk, spec/2 §4): Spanish, every new diner's language, travels with the code;
 * English is fetched from the platform when a diner switches, its embedded copy the fallback.
 */
export const KIOSK_FILES = ['common', 'kiosk', 'server', 'technician'] as const;

export const kioskEmbedded: EmbeddedTexts = { es: { common, kiosk, server, technician } };

export const kioskFallback = embeddedFallback({ kiosk: kioskFiles });

import type { TranslationModule } from '@comanda/domain';
import { dinerFiles } from './diner.ts';
import { kioskFiles } from './kiosk.ts';
import type { ModuleFiles } from './module-files.ts';
import { staffFiles } from './staff.ts';

export { embeddedFallback, type ModuleFiles, readModuleFile } from './module-files.ts';

/** Every module's translation files: what the platform serves at /srv/idiomas (one source of truth). */
export const TRANSLATION_FILES: Readonly<Record<TranslationModule, ModuleFiles>> = {
  '2000': dinerFiles,
  '5000': staffFiles,
  '9000': staffFiles,
  kiosk: kioskFiles,
};

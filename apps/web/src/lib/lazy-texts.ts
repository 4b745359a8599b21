import type { WebLaterFile } from '@comanda/i18n/web';
import { i18n } from './language.ts';

/**
 * Loads the translation file of a lazily loaded part (spec/2 §4: by module, language and name) in the
 * language in use and Spanish, its fallback; later language switches load it with the others. A part's
 * module awaits it at its top, so its screens never show before their texts.
 */
export async function loadTexts(file: WebLaterFile): Promise<void> {
  await i18n.loadNamespaces(file);
}

import type { WebLaterFile } from '@comanda/i18n/web';
import { i18n } from './language.ts';

/**
 * Loads the translation files of a lazily loaded part (spec/2 §4: by module, language and name) in the
 * language in use and Spanish, its fallback; later language switches load them with the others. A part's
 * module awaits them at its top, so its screens never show before their texts.
 */
export async function loadTexts(...files: WebLaterFile[]): Promise<void> {
  await i18n.loadNamespaces(files);
}

import type { Language } from '@comanda/domain';
import type { FallbackTexts } from '../platform-backend.ts';
import type { Texts } from '../texts.ts';

/** A module's translation files, by file name and language, each imported only when asked for. */
export type ModuleFiles = Readonly<Record<string, Readonly<Record<Language, () => Promise<Texts>>>>>;

const own = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** One file's texts, or undefined for a module, file or language that does not exist. */
export async function readModuleFile(
  modules: Readonly<Record<string, ModuleFiles>>,
  module: string,
  language: string,
  file: string,
): Promise<Texts | undefined> {
  if (!own(modules, module)) return undefined;
  const files = modules[module];
  if (!own(files, file)) return undefined;
  const byLanguage = files[file];
  if (!own(byLanguage, language)) return undefined;
  return byLanguage[language]();
}

/** The embedded copies of these modules' files, as a backend's fallback. */
export const embeddedFallback =
  (modules: Readonly<Record<string, ModuleFiles>>): FallbackTexts =>
  (module, language, file) =>
    readModuleFile(modules, module, language, file);

import type { Language } from '@comanda/domain';
import type { FallbackTexts } from '../platform-backend.ts';
import type { Texts } from '../texts.ts';

/** A module's translation files, by file name and language, each imported only when asked for. */
export type ModuleFiles = Readonly<Record<string, Readonly<Record<Language, () => Promise<Texts>>>>>;

/** An own entry of a record: never an inherited name ('toString', '__proto__') from a request. */
const entry = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** One file's texts, or undefined for a module, file or language that does not exist. */
export async function readModuleFile(
  modules: Readonly<Record<string, ModuleFiles>>,
  module: string,
  language: string,
  file: string,
): Promise<Texts | undefined> {
  const load = entry<() => Promise<Texts>>(entry(entry(modules, module), file), language);
  return load?.();
}

/** The embedded copies of these modules' files, as a backend's fallback. */
export const embeddedFallback =
  (modules: Readonly<Record<string, ModuleFiles>>): FallbackTexts =>
  (module, language, file) =>
    readModuleFile(modules, module, language, file);

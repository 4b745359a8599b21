import { type Language, type TranslationModule, translationFileUrl } from '@comanda/domain';
import type { BackendModule, ReadCallback } from 'i18next';
import type { Texts } from './texts.ts';

/** The texts of a file shipped with the code, when the platform cannot give it (files/embedded.ts). */
export type FallbackTexts = (module: string, language: string, file: string) => Promise<Texts | undefined>;

export interface PlatformBackendOptions {
  /** The front end's module (spec/2 §4): 2000 the diner site, 5000 kitchen, 9000 admin, kiosk. */
  readonly module: TranslationModule;
  /** The platform's origin; '' for the page's own (the web and the browser-mode kiosk). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /**
   * Reads a file some other way than an HTTP request from the page (the kiosk asks its device, which asks
   * the platform): answers the file's JSON or throws.
   */
  readonly readFile?: (module: string, language: string, file: string) => Promise<unknown>;
  readonly fallback: FallbackTexts;
}

/**
 * A namespace names a file of the front end's own module ('orders'), or of another module as
 * 'module/file' ('9000/staff': the technician's page inside the diner site).
 */
export function splitNamespace(namespace: string, ownModule: string): { module: string; file: string } {
  const slash = namespace.indexOf('/');
  return slash < 0
    ? { module: ownModule, file: namespace }
    : { module: namespace.slice(0, slash), file: namespace.slice(slash + 1) };
}

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

async function fetchFile(options: PlatformBackendOptions, module: string, language: string, file: string) {
  if (options.readFile) {
    const body = await options.readFile(module, language, file);
    if (!isTexts(body))
      throw new Error(`translation file ${module}/${language}/${file}: not a file of texts`);
    return body;
  }
  const get = options.fetch ?? fetch;
  const answer = await get(translationFileUrl(options.baseUrl ?? '', module, language, file), {
    headers: { accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`translation file ${module}/${language}/${file}: HTTP ${answer.status}`);
  const body: unknown = await answer.json();
  if (!isTexts(body)) throw new Error(`translation file ${module}/${language}/${file}: not a file of texts`);
  return body;
}

/** One file: from the platform, or the embedded copy when the platform cannot give it (spec/2 §4). */
export async function loadTranslationFile(
  options: PlatformBackendOptions,
  language: Language | string,
  namespace: string,
): Promise<Texts> {
  const { module, file } = splitNamespace(namespace, options.module);
  try {
    return await fetchFile(options, module, language, file);
  } catch (error) {
    const embedded = await options.fallback(module, language, file);
    if (embedded) return embedded;
    throw error;
  }
}

/**
 * An i18next backend of i18next-http-backend's shape (read a language's namespace), reading translation
 * files from the platform by module, language and file name (spec/2 §4, §7 'Languages').
 */
export function platformBackend(options: PlatformBackendOptions): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language: string, namespace: string, callback: ReadCallback) => {
      loadTranslationFile(options, language, namespace).then(
        (texts) => callback(null, texts),
        // No data with the error: i18next does not retry, and the keys of this file yield empty text.
        (error: Error) => callback(error, false),
      );
    },
  };
}

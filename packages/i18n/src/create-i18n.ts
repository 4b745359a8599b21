import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@comanda/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import type { Texts } from './texts.ts';

/** Texts shipped with the code, by language and file: never asked of the platform. */
export type EmbeddedTexts = Partial<Record<Language, Record<string, Texts>>>;

export interface CreateI18nOptions {
  /** The language to start in; Spanish by default (spec/3 §9 'Languages'). */
  readonly language?: Language;
  /** The files (i18next namespaces) every screen needs, loaded before the first render. */
  readonly files: readonly string[];
  /**
   * Files that lazily loaded parts add later (`i18n.loadNamespaces`): a key is looked for in these too, so
   * screens call `t(key)` without naming a file.
   */
  readonly laterFiles?: readonly string[];
  readonly embedded?: EmbeddedTexts;
  /** Where other files come from (platformBackend); without one only the embedded texts exist. */
  readonly backend?: BackendModule;
}

/** The i18next setup of spec/2 §4 'Languages', the same for the web, the staff pages and the kiosk. */
export function createI18n(options: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  if (options.backend) instance.use(options.backend);
  const [defaultFile = 'common', ...others] = options.files;
  void instance.init({
    lng: options.language ?? DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // English texts the English file lacks are shown in Spanish (spec/2 §4).
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: [...options.files],
    defaultNS: defaultFile,
    fallbackNS: [...others, ...(options.laterFiles ?? [])],
    // A copy: i18next keeps its store in the object given and adds every file it loads to it.
    resources: options.embedded ? structuredClone(options.embedded) : undefined,
    // Embedded files are some of a language's files: the backend brings the others.
    partialBundledLanguages: true,
    // Keys are flat names (m1_sold_out) that never hold a file name: no separators to split them on.
    keySeparator: false,
    nsSeparator: false,
    // %name% placeholders (spec/2 §4); React escapes what it renders, so i18next must not escape again.
    interpolation: { prefix: '%', suffix: '%', escapeValue: false },
    // An unknown key logs an error and yields empty text, never the key (spec/2 §4, §8).
    parseMissingKeyHandler: (key: string) => {
      console.error(`missing translation key: ${key}`);
      return '';
    },
    // With the embedded texts given, `t` works as soon as this returns; the backend's files come after.
    initAsync: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}

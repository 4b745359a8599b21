/** Languages es and en, default es (spec/3 §9 'Languages'). */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export type Texts = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
export type TranslateFn = (key: string, params?: Params) => string;

export interface Translator {
  readonly language: Language;
  t: TranslateFn;
  changeLanguage(language: Language): Promise<void>;
  /** Adds the texts of a part loaded later (a lazy page), for every language given. */
  add(texts: Readonly<Partial<Record<Language, Texts>>>): void;
  /** Calls back after every language change; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Texts by key in the chosen language, following spec/2 §4: keys m1_*, m2000_* plain and p1_*, p2000_*
 * with %name% placeholders; a key missing in English falls back to the Spanish text; an unknown key
 * logs an error and yields empty text. Our own few lines instead of i18next: the diner site's first
 * load must stay small (issue: menu page ≤ 120 KB gzip), and none of i18next's features are used.
 */
export function createTranslator(
  initialBundles: Readonly<Partial<Record<Language, Texts>>> & { readonly es: Texts },
  initial: Language = DEFAULT_LANGUAGE,
  /** Fetches a language's texts the first time it is chosen (the web loads English on demand). */
  load?: (language: Language) => Promise<Texts>,
): Translator {
  const bundles: Partial<Record<Language, Texts>> & { es: Texts } = { ...initialBundles };
  let language: Language = bundles[initial] ? initial : DEFAULT_LANGUAGE;
  const added: Partial<Record<Language, Texts>> = {};
  const listeners = new Set<() => void>();
  const t: TranslateFn = (key, params) => {
    const text = bundles[language]?.[key] ?? added[language]?.[key] ?? bundles.es[key] ?? added.es?.[key];
    if (text === undefined) {
      console.error(`missing translation key: ${key}`);
      return '';
    }
    return params
      ? text.replace(/%(\w+)%/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
      : text;
  };
  return {
    get language() {
      return language;
    },
    t,
    async changeLanguage(next) {
      if (next === language) return;
      if (!bundles[next]) {
        if (!load) throw new Error(`no texts for language ${next}`);
        bundles[next] = await load(next);
      }
      language = next;
      for (const listener of listeners) listener();
    },
    add(texts) {
      // Kept apart from the loaded bundles: adding English texts must not make English look loaded.
      for (const lang of Object.keys(texts) as Language[]) added[lang] = { ...added[lang], ...texts[lang] };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

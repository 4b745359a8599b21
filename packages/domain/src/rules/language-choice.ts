import { DEFAULT_COUNTRY } from '../constants.ts';

/** Supported language roots, default es (spec/2 §4 'Languages', spec/3 §9 'Codes'). */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Each language's name in itself, as language lists show it (spec/2 §3 'Language entry' nati). */
export const LANGUAGE_NATIVE_NAME: Readonly<Record<Language, string>> = { es: 'Español', en: 'English' };

/** Each language's own priority (spec/2 §4): Spanish 100, English 99. */
export const LANGUAGE_PRIORITY: Readonly<Record<Language, number>> = { es: 100, en: 99 };
/** The priority of the language of the restaurant's, portal's or connection's country (spec/2 §4). */
export const COUNTRY_LANGUAGE_PRIORITY = 1000;
/**
 * The browser's languages rank between the country's language and the languages' own priorities: the
 * first one the browser names gets this, the next one less.
 */
const BROWSER_LANGUAGE_PRIORITY = 500;

/** The language of each country offered in the profile (spec/2 §3 'Countries offered in profile'). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  ar: 'es',
  cl: 'es',
  co: 'es',
  es: 'es',
  mx: 'es',
  pe: 'es',
  us: 'en',
};

/**
 * A supported language root read from anything a browser, a device or a profile may hold: 'en', 'EN',
 * 'en-US', 'es_CL' give their root; anything else (another language, garbage, not a string) is null.
 */
export function asLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const root = value.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lang) => lang === root) ?? null;
}

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[a-z]{2}$/i.test(value.trim()) ? value.trim().toLowerCase() : null;

/** What the choice is made from; every field may be missing or hold anything. */
export interface LanguageSignals {
  /** The signed-in diner's saved preference, `prefs.idi` (spec/2 §3 'Profile'). */
  readonly saved?: unknown;
  /** The choice stored on this device at an earlier visit (spec/3 §9 local storage key IDI). */
  readonly stored?: unknown;
  /** The country code of the restaurant, portal or connection (cninfo pc). */
  readonly country?: unknown;
  /** The browser's languages, most wanted first (navigator.languages). */
  readonly browser?: readonly unknown[];
}

/**
 * Every supported language with its priority for these signals, highest first (spec/2 §4 'Languages'):
 * own priority (es 100, en 99), raised by the browser's languages, and to 1000 for the country's language.
 */
export function languagePriorities(signals: Pick<LanguageSignals, 'country' | 'browser'>) {
  const priority: Record<Language, number> = { ...LANGUAGE_PRIORITY };
  const browser = Array.isArray(signals.browser) ? signals.browser : [];
  browser.forEach((value, index) => {
    const lang = asLanguage(value);
    if (lang) priority[lang] = Math.max(priority[lang], BROWSER_LANGUAGE_PRIORITY - index);
  });
  const country = countryCode(signals.country);
  const countryLanguage = country ? COUNTRY_LANGUAGE[country] : undefined;
  if (countryLanguage) priority[countryLanguage] = COUNTRY_LANGUAGE_PRIORITY;
  return LANGUAGES.map((ix) => ({ ix, pr: priority[ix] })).sort((a, b) => b.pr - a.pr);
}

/**
 * The language to show (spec/2 §4, spec/3 §9): the signed-in diner's saved preference wins, then the
 * choice this device remembers, then the highest priority of `languagePriorities`.
 */
export function chooseLanguage(signals: LanguageSignals): Language {
  return (
    asLanguage(signals.saved) ??
    asLanguage(signals.stored) ??
    languagePriorities(signals)[0]?.ix ??
    DEFAULT_LANGUAGE
  );
}

/** The Intl locales that shape dates (spec/2 §9 'Supported locales', spec/3 §9). */
export const DATE_LOCALES = ['es-CL', 'es-ES', 'es-AR', 'es-MX', 'es-CO', 'es-PE', 'en-US'] as const;
export type DateLocale = (typeof DATE_LOCALES)[number];

/**
 * The locale for dates and times from the language in use and the restaurant's country: English is en-US;
 * Spanish takes the country's own Spanish (es + cl → es-CL), and Chile's for any other country, cl being
 * the default country (spec/1 §9). Money never follows it: it keeps the restaurant's own format.
 */
export function dateLocale(language: unknown, country: unknown): DateLocale {
  if (asLanguage(language) === 'en') return 'en-US';
  const code = countryCode(country) ?? DEFAULT_COUNTRY;
  const wanted = `es-${code.toUpperCase()}`;
  return DATE_LOCALES.find((locale) => locale === wanted) ?? 'es-CL';
}

/**
 * The cookie in which the diner site also keeps this device's choice (besides local storage, spec/3 §9
 * IDI), so the server draws a returning diner's menu page in that language (apps/server page-boot.ts).
 */
export const LANGUAGE_COOKIE = 'comanda.language';

/** The languages an Accept-Language header names, most wanted first (q values; '*' and junk skipped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

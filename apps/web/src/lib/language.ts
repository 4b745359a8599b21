import {
  asLanguage,
  chooseLanguage,
  DEFAULT_COUNTRY,
  dateLocale,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  pathCountry,
} from '@comanda/domain';
import { createI18n, platformBackend } from '@comanda/i18n';
import { WEB_FILES, WEB_LATER_FILES, webEmbedded, webFallback } from '@comanda/i18n/web';
import { loadLanguageList } from './language-list.ts';

/** The choice remembered on this device (spec/3 §9 local storage key IDI). */
const STORAGE_KEY = 'comanda.language';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): nothing remembered then.
    return null;
  }
}

function remember(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; the choice still applies to this visit.
  }
  keepInCookie(lang);
}

/** The server reads this cookie and draws the next menu page in this language (a year, the whole site). */
function keepInCookie(lang: Language): void {
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; a fixed name and a language code need no escaping
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

/**
 * The site's i18next (module 2000, spec/2 §4): the menu page's Spanish texts travel with the code, every
 * other file comes from the platform, with the embedded copy when the platform cannot give it.
 */
export const i18n = createI18n({
  files: WEB_FILES,
  laterFiles: WEB_LATER_FILES,
  embedded: webEmbedded,
  backend: platformBackend({ module: '2000', fallback: webFallback }),
});

/**
 * The restaurant's country (spec/2 §4: it raises its language to 1000): the page's path names it on
 * restaurant pages; elsewhere the connection's country stands in, which the site does not look up: the
 * default country cl (spec/3 §9). It also shapes dates.
 */
let country: string =
  (typeof window === 'undefined' ? null : pathCountry(window.location.pathname)) ?? DEFAULT_COUNTRY;
/** Whether a signed-in diner's saved preference decided the language (it then wins, spec/2 §4). */
let savedPreference = false;
const chosenListeners = new Set<(lang: Language) => void>();

// `<html lang>` changes with the texts, before React draws them in the new language: set after that, it would
// make the browser style and lay out the whole page a second time (issue 11, the language switch).
if (typeof document !== 'undefined')
  i18n.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });

/** Shows every text in `lang` once its files are in, and keeps `<html lang>` in step. */
async function apply(lang: Language): Promise<void> {
  if (lang !== i18n.language) await i18n.changeLanguage(lang);
  // The server render (server-render.tsx) imports this module too, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

const earlierChoice = asLanguage(storedChoice());
// A choice stored before the cookie existed reaches the server too from now on.
if (earlierChoice) keepInCookie(earlierChoice);

/**
 * Settles once the chosen language's texts are in (spec/2 §4: the device's earlier choice, else the
 * country's language, else the browser's): the app renders after it, never half translated.
 */
export const languageReady: Promise<void> = apply(
  chooseLanguage({ stored: earlierChoice, country, browser: browserLanguages() }),
).catch(() => {
  // No file could be had for it, not even the embedded one: the site stays in Spanish.
});

/**
 * The other language's files, the server's refusal texts and the language list, fetched once the page has loaded and is idle
 * (a few KB): a diner who switches then sees it at once instead of after two requests (issue 11: a switch
 * under 300 ms).
 */
function prefetchOtherLanguage(): void {
  // Not every browser has requestIdleCallback (Safari): a late timer then.
  const idle: (run: () => void) => unknown =
    typeof window.requestIdleCallback === 'function'
      ? (run) => window.requestIdleCallback(run)
      : (run) => setTimeout(run, 2000);
  const start = () =>
    idle(() => {
      // The server's refusals too: a cart refusal on the menu page is then said without waiting.
      void i18n.loadNamespaces('server').catch(() => {});
      // The platform's languages for the switch (spec/2 §4), which shows the embedded ones until then.
      void loadLanguageList();
      const other = LANGUAGES.find((lang) => lang !== i18n.language);
      if (other) void i18n.loadLanguages(other).catch(() => {});
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
if (typeof window !== 'undefined') void languageReady.then(prefetchOtherLanguage);

/** The diner picks a language: every text switches, this device remembers it, the account saves it. */
export async function switchLanguage(lang: Language): Promise<void> {
  await apply(lang);
  remember(lang);
  for (const listener of chosenListeners) listener(lang);
}

/** Hears each language the diner picks (the account feature saves it as prefs.idi). */
export function onLanguageChosen(listener: (lang: Language) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** A signed-in diner's saved preference (`prefs.idi`) wins over every other signal (spec/2 §4). */
export function followSavedLanguage(idi: unknown): void {
  const lang = asLanguage(idi);
  if (!lang) return;
  savedPreference = true;
  remember(lang);
  void apply(lang).catch(() => {});
}

/**
 * The restaurant's country, once known: it shapes dates, and raises its language to 1000 when neither a
 * saved preference nor this device's earlier choice decided (spec/2 §4).
 */
export function followCountry(pais: string): void {
  country = pais;
  if (savedPreference || asLanguage(storedChoice())) return;
  void apply(chooseLanguage({ country: pais, browser: browserLanguages() })).catch(() => {});
}

/** The Intl locale for dates and times: the language in use and the restaurant's country (es-CL, en-US…). */
export const currentDateLocale = () => dateLocale(i18n.language, country);

/** The language the server drew this page's HTML in (`data-rendered-in` on #root), or null (no HTML). */
export function renderedLanguage(root: HTMLElement): Language | null {
  return root.hasChildNodes() ? asLanguage(root.dataset.renderedIn) : null;
}

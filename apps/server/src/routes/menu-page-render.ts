import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  acceptedLanguages,
  chooseLanguage,
  LANGUAGE_COOKIE,
  type Language,
  type RenderMenuPage,
} from '@comanda/domain';

/**
 * The web's server render entry (apps/web/dist-server/server-render.js, built by `npm run build`), imported
 * again when a new build replaces it; null while there is none (the page is then served without its HTML).
 */
export function loadRenderEntry(path: string): () => Promise<RenderMenuPage | null> {
  let seen: { mtimeMs: number; render: Promise<RenderMenuPage | null> } | null = null;
  return async () => {
    const mtimeMs = await stat(path).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (seen?.mtimeMs !== mtimeMs) {
      // The time in the address makes Node import the new build instead of the module it already holds.
      const url = `${pathToFileURL(path).href}?t=${Math.round(mtimeMs)}`;
      const render = import(url).then((module: { renderMenuPage?: unknown }) =>
        typeof module.renderMenuPage === 'function' ? (module.renderMenuPage as RenderMenuPage) : null,
      );
      seen = { mtimeMs, render };
    }
    return seen.render;
  };
}

/** What the request says about the diner's language: this device's remembered choice, the browser's. */
export type LanguageHints = { cookie?: string; acceptLanguage?: string };

/**
 * The language the page is drawn in, chosen as the browser will choose it (apps/web/src/lib/language.ts,
 * spec/2 §4) without its local storage: the choice this device keeps in the cookie, the restaurant's
 * country (the path's), the browser's languages.
 */
export function pageLanguage(country: string, hints: LanguageHints): Language {
  return chooseLanguage({
    stored: cookieValue(hints.cookie, LANGUAGE_COOKIE),
    country,
    browser: acceptedLanguages(hints.acceptLanguage),
  });
}

/** One cookie's value of a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

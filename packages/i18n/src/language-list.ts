import { LANGUAGE_NATIVE_NAME, LANGUAGES, type Language } from '@comanda/domain';

/** A language a switch offers: its code and its name in itself (spec/2 §3 'Language entry' ix, nati). */
export type LanguageOption = { readonly ix: Language; readonly nati: string };

/** What the switches offer when the platform's list cannot be had: the embedded languages, es and en. */
export const EMBEDDED_LANGUAGES: readonly LanguageOption[] = LANGUAGES.map((ix) => ({
  ix,
  nati: LANGUAGE_NATIVE_NAME[ix],
}));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const supported = (ix: unknown): ix is Language => LANGUAGES.some((lang) => lang === ix);

/**
 * The languages to offer from the platform's list (GET /srv/idiomas, spec/2 §4): its active entries in its
 * order, named as it names them. Only languages this code has texts for can be offered; an entry of
 * another language, a malformed one or a repeated code is left out. A list that leaves nothing (or no
 * list) gives the embedded languages. Read by hand, not by zod: the menu page's first load has no zod.
 */
export function languagesToOffer(entries: unknown): readonly LanguageOption[] {
  const offered: LanguageOption[] = [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    if (!isRecord(entry) || entry.ac !== true || !supported(entry.ix)) continue;
    if (offered.some((o) => o.ix === entry.ix)) continue;
    const nati = typeof entry.nati === 'string' && entry.nati.trim() ? entry.nati.trim() : null;
    offered.push({ ix: entry.ix, nati: nati ?? LANGUAGE_NATIVE_NAME[entry.ix] });
  }
  return offered.length > 0 ? offered : EMBEDDED_LANGUAGES;
}

/** The platform's list's entries read by `read`; the embedded languages when it fails. */
export async function fetchLanguagesToOffer(
  read: () => Promise<unknown>,
): Promise<readonly LanguageOption[]> {
  try {
    return languagesToOffer(await read());
  } catch {
    return EMBEDDED_LANGUAGES;
  }
}

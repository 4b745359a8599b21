import { languageListUrl } from '@comanda/domain';
import { EMBEDDED_LANGUAGES, fetchLanguagesToOffer, type LanguageOption } from '@comanda/i18n';
import { useSyncExternalStore } from 'react';

/**
 * The languages the site's switch offers (spec/2 §4: the platform's list, module 2000). The embedded es/en
 * until the list is in, and for good when the platform cannot give it. Asked once, when the page is idle
 * (language.ts), never on the menu page's way to its first paint.
 */
let offered: readonly LanguageOption[] = EMBEDDED_LANGUAGES;
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Asks the platform for its list once; later calls share the first. */
export function loadLanguageList(fetchList: typeof fetch = fetch): Promise<void> {
  asked ??= fetchLanguagesToOffer(async () => {
    const answer = await fetchList(languageListUrl('', '2000'), { headers: { accept: 'application/json' } });
    if (!answer.ok) throw new Error(`language list: ${answer.status}`);
    const body: unknown = await answer.json();
    return typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  }).then((list) => {
    offered = list;
    for (const listener of listeners) listener();
  });
  return asked;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The languages to offer now; the switch renders again when the platform's list arrives. A page the server
 * draws offers the embedded ones, as the browser's first render does (the list comes after hydration).
 */
export const useLanguageList = () =>
  useSyncExternalStore(
    subscribe,
    () => offered,
    () => EMBEDDED_LANGUAGES,
  );

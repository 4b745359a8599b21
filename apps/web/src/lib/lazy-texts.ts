import type { Language, Texts } from '@comanda/i18n';
import { i18n } from './language.ts';

/**
 * Adds the texts of a lazily loaded part in the language in use, and in another language only once the
 * diner switches to it. Adding English up front would make the translator believe English is loaded and
 * skip fetching the site's own English texts (it fetches a language only when it has none of it).
 */
export function addLazyTexts(texts: Readonly<Record<Language, Texts>>): void {
  const added = new Set<Language>();
  const apply = () => {
    const lang = i18n.language;
    if (added.has(lang)) return;
    added.add(lang);
    i18n.add({ [lang]: texts[lang] });
  };
  apply();
  i18n.subscribe(apply);
}

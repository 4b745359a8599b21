import type { Language } from '@comanda/domain';
import { dayLabel } from './day-label.ts';
import { mail as mailEn } from './locales/en/mail.ts';
import { mail as mailEs } from './locales/es/mail.ts';
import { fillPlaceholders } from './server-text.ts';

export { dayLabel };

type PluralSuffix = '_one' | '_other';
type Stem<K> = K extends `${infer S}${PluralSuffix}` ? S : K;
/** A key of the mail texts; a counted one by its stem with a `count` parameter. */
export type MailTextKey = Stem<keyof typeof mailEs>;

const TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = { es: mailEs, en: mailEn };

/**
 * A mail text in the diner's language with its %name% parameters filled; a `count` picks the _one/_other form.
 * The server sends few e-mails and has no translator at hand, so the texts are imported whole (as the ticket's).
 */
export function mailText(
  language: Language,
  key: MailTextKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  const texts = TEXTS[language];
  const count = params?.count;
  const form = typeof count === 'number' ? `${key}_${new Intl.PluralRules(language).select(count)}` : key;
  const text = texts[form] ?? texts[`${key}_other`] ?? texts[key] ?? '';
  return fillPlaceholders(text, params, () => '');
}

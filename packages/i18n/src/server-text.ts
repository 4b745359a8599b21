import type { DomainTextKey, TextParams, TextRef } from '@comanda/domain';
import { server as serverEn } from './locales/en/server.ts';
import { server as serverEs } from './locales/es/server.ts';

export type { TextParam, TextParams, TextRef } from '@comanda/domain';
// Clients translate refusals without these texts: refusal-text.ts, kept here for the server's own callers.
export { translateServerText } from './refusal-text.ts';

/**
 * A refusal's text as the server sends it (issue 11 item 3): a key of locales/{es,en}/server.ts, its
 * parameters (packages/domain's TextRef), and the Spanish message formatted from the same Spanish text.
 */
export type ServerText = TextRef & { readonly message: string };

type PluralSuffix = '_one' | '_other';
type Stem<K> = K extends `${infer S}${PluralSuffix}` ? S : K;
/** Every key the server may send: plural forms go by their stem and a `count` parameter. */
export type ServerTextKey = Stem<keyof typeof serverEs>;

/**
 * The domain's rules refuse with keys only (packages/domain text-ref.ts): every one of them must have a
 * text here. A key missing from locales/es/server.ts fails this line at compile time, naming the key.
 */
const everyDomainKeyHasAText: Record<Exclude<DomainTextKey, ServerTextKey>, never> = {};
void everyDomainKeyHasAText;

export const serverTexts = { es: serverEs, en: serverEn } as const;
type TextSet = Readonly<Record<string, string>>;
const TEXTS: Readonly<Record<'es' | 'en', TextSet>> = serverTexts;

/** The text of a key in a language, taking the `_one`/`_other` form a `count` parameter asks for. */
function pickText(texts: TextSet, key: string, params: TextParams | undefined, language: 'es' | 'en') {
  const count = params?.count;
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    return texts[`${key}_${form}`] ?? texts[`${key}_other`];
  }
  return texts[key];
}

/** Whether a text is a key of the server texts (a contract's refusal names its key as its message). */
export const isServerTextKey = (text: string): boolean =>
  Object.hasOwn(serverEs, text) || Object.hasOwn(serverEs, `${text}_other`);

/** Formats a key with its parameters (%name% placeholders, spec/2 §4); an unknown key yields ''. */
export function formatServerText(key: string, params?: TextParams, language: 'es' | 'en' = 'es'): string {
  const text = pickText(TEXTS[language], key, params, language) ?? pickText(TEXTS.es, key, params, 'es');
  if (text === undefined) return '';
  return fillPlaceholders(text, params, (ref) => formatServerText(ref.key, ref.params, language));
}

/**
 * Replaces %name% with its parameter; a text parameter is put in words by `render` (the server's Spanish, or a
 * client's translator), a list of them joined with ', '. A placeholder without a parameter stays as written.
 */
export function fillPlaceholders(
  text: string,
  params: TextParams | undefined,
  render: (ref: TextRef) => string,
): string {
  if (!params) return text;
  return text.replace(/%(\w+)%/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return isTextList(value) ? value.map(render).join(', ') : render(value);
  });
}

const isTextList = (value: TextRef | readonly TextRef[]): value is readonly TextRef[] => Array.isArray(value);

/** A refusal's text: its key, its parameters and the Spanish message the server sends with them. */
export function serverText(key: ServerTextKey, params?: TextParams): ServerText {
  return params
    ? { key, params, message: formatServerText(key, params) }
    : { key, message: formatServerText(key) };
}

/** A text used as a parameter of another (a line's problem, a field's name): no message of its own. */
export const textRef = (key: ServerTextKey, params?: TextParams): TextRef =>
  params ? { key, params } : { key };

import type { TextRef } from '@comanda/domain';

/**
 * Kept apart from server-text.ts, which holds the server's texts: a client translates a refusal with its
 * own translator and the texts of its 'server' file, so importing this loads no text (issue 11: the menu
 * page's first load carries none of the server's texts).
 *
 * A refusal in the reader's language with a client's translator (`t(key, params)`, spec/2 §4 shape): its text
 * parameters translated first, then its own text. '' when the translator lacks a key: the caller falls back to
 * the server's Spanish message.
 */
export function translateServerText(
  t: (key: string, params?: Record<string, string | number>) => string,
  ref: TextRef,
) {
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(ref.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') flat[name] = value;
    else if (isTextList(value)) flat[name] = value.map((r) => translateServerText(t, r)).join(', ');
    else flat[name] = translateServerText(t, value);
  }
  return ref.params ? t(ref.key, flat) : t(ref.key);
}

const isTextList = (value: TextRef | readonly TextRef[]): value is readonly TextRef[] => Array.isArray(value);

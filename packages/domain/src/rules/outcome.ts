import type { TextParams, TextRef } from './text-ref.ts';

/**
 * What a rule answers when a person may be refused: the new value, or a refusal with a stable code (for
 * callers and tests) and the text's key and parameters (issue 11 item 3). The words are not the rule's: the
 * server formats the Spanish message from the key, the web and kiosk say it in the diner's language.
 * User errors never throw.
 */
export type Refusal<C extends string = string> = {
  code: C;
  key: string;
  params?: TextParams;
};
export type Outcome<T, C extends string = string> =
  | { ok: true; value: T }
  | { ok: false; refusal: Refusal<C> };

export function accepted<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A refusal with a text (only its key and parameters are taken: a rule's own refusal may be passed on). */
export function refused<C extends string>(code: C, text: TextRef): { ok: false; refusal: Refusal<C> } {
  const { key, params } = text;
  return { ok: false, refusal: params ? { code, key, params } : { code, key } };
}

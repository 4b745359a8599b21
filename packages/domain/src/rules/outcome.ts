import type { ServerText, TextParams } from '@comanda/i18n/server-text';

/**
 * What a rule answers when a person may be refused: the new value, or a refusal with a stable code (for
 * callers and tests), the text's key and parameters (for translations, issue 11 item 3) and its Spanish
 * message, formatted from packages/i18n's Spanish server texts. User errors never throw.
 */
export type Refusal<C extends string = string> = {
  code: C;
  message: string;
  key: string;
  params?: TextParams;
};
export type Outcome<T, C extends string = string> =
  | { ok: true; value: T }
  | { ok: false; refusal: Refusal<C> };

export function accepted<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A refusal with a text (only its key, parameters and message are taken: a rule's own refusal may be passed on). */
export function refused<C extends string>(code: C, text: ServerText): { ok: false; refusal: Refusal<C> } {
  const { key, params, message } = text;
  return { ok: false, refusal: params ? { code, key, params, message } : { code, key, message } };
}

/**
 * What a rule answers when a person may be refused: the new value, or a refusal with a stable code
 * (for translations and tests) and the spec's Spanish message. User errors never throw.
 */
export type Refusal<C extends string = string> = { code: C; message: string };
export type Outcome<T, C extends string = string> =
  | { ok: true; value: T }
  | { ok: false; refusal: Refusal<C> };

export function accepted<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function refused<C extends string>(code: C, message: string): { ok: false; refusal: Refusal<C> } {
  return { ok: false, refusal: { code, message } };
}

/**
 * A saved back-office change put readably (issue 13 item 3 'who, when, what'): the change log keeps the changed
 * part whole before and after (a product, the opening shifts and holidays, the kiosk configuration…); a person
 * wants the few values that moved. Each is a path into the part ('shifts[0].hf', 'nmTrad.en') with its value
 * before and after; a list of plain values (holidays, a product's categories) says what joined and what left.
 */
export type ChangedValue = { path: string; before: string; after: string };

const NONE = '—';
const LONGEST = 80;

/** A value in a few characters: text as written, anything bigger as compact JSON, cut at LONGEST. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlain = (value: unknown) => value === null || typeof value !== 'object';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every value that differs between `before` and `after`, in the order their fields come. */
export function changedValues(before: unknown, after: unknown, path = ''): ChangedValue[] {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedValues(before[key], after[key], join(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.every(isPlain) && after.every(isPlain)) {
      const had = new Set(before.map((v) => JSON.stringify(v)));
      const has = new Set(after.map((v) => JSON.stringify(v)));
      const field = path || NONE;
      return [
        ...before
          .filter((v) => !has.has(JSON.stringify(v)))
          .map((v) => ({ path: field, before: shownValue(v), after: NONE })),
        ...after
          .filter((v) => !had.has(JSON.stringify(v)))
          .map((v) => ({ path: field, before: NONE, after: shownValue(v) })),
      ];
    }
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => changedValues(before[i], after[i], `${path}[${i}]`)).flat();
  }
  return [{ path: path || NONE, before: shownValue(before), after: shownValue(after) }];
}

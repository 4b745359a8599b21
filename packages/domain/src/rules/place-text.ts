import { normalizeSearchText } from './search-text.ts';

/**
 * A place written in one line (issue 15 item 7: 'Santiago', not 'Santiago, Santiago'): its non-empty parts
 * (street, floor, comuna, city — spec/2 §3 Address: di, dp, cm, ci) joined with ', ', each name once — a
 * city equal to its comuna or region, case and accents aside, is not repeated.
 */
export function placeText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim() ?? '';
    const key = normalizeSearchText(text);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(', ');
}

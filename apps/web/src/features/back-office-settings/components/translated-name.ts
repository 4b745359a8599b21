/** A name's translations with English set (or dropped when empty); undefined when none are left. */
export function translated(
  names: Record<string, string> | undefined,
  english: string,
): Record<string, string> | undefined {
  const { en: _en, ...others } = names ?? {};
  const next = english.trim() ? { ...others, en: english } : others;
  return Object.keys(next).length > 0 ? next : undefined;
}

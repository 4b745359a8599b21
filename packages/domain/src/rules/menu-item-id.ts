/** Room left for the '-2', '-3'… that makes a code free (ZItemId allows 100 characters). */
const BASE_MAX = 60;

/**
 * A new menu item's code when the manager leaves it empty (issue 13 item 3: managers pick and name, they do not
 * invent ids): its Spanish name written as the demo's codes are — lower case, without accents, words joined
 * by '-' — made free with '-2', '-3'… against the codes of its kind, which the catalog holds unique
 * (catalogProblems 'p1_err_catalog_repeated'). A name with no letters or digits starts from `fallback`.
 */
export function newMenuItemId(name: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, BASE_MAX)
      .replace(/^-+|-+$/g, '') || fallback;
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

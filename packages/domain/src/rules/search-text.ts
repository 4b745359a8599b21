/**
 * Lower case, accents and ñ folded ('Café Ñandú' → 'cafe nandu'), anything else a single space: how the search
 * (rules/search.ts) compares words, and how a place's parts are told apart (rules/place-text.ts). A module of its
 * own so a page that writes a place does not carry the search (issue 11, the menu's first-load JavaScript).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

import {
  SEARCH_GENERIC_WORDS,
  SEARCH_MAX_RECORDS,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_SCORE,
} from '../constants.ts';
import type { TProduct, TTag } from '../contracts/menu.ts';
import { greatCircleKm, type LatLng } from './geo.ts';
import { normalizeSearchText } from './search-text.ts';

/**
 * The synonym map of spec/1 §5 'Free-text restaurant search': plural → singular, for the words the
 * general rule (see singularize) would get wrong or that the spec names. Keys and values are
 * normalized (lower case, no accents).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  pizzas: 'pizza',
  hamburguesas: 'hamburguesa',
  empanadas: 'empanada',
  burgers: 'burger',
  sushis: 'sushi',
  menus: 'menu',
  nueces: 'nuez',
  peces: 'pez',
  lapices: 'lapiz',
  arroces: 'arroz',
  luces: 'luz',
  sandwiches: 'sandwich',
  lunches: 'lunch',
  brunches: 'brunch',
  peaches: 'peach',
  tomatoes: 'tomato',
  potatoes: 'potato',
  pies: 'pie',
  wines: 'wine',
  scones: 'scone',
};

/** Words too common to mean anything in a name; they are dropped from the query's tokens. */
const STOP_WORDS = new Set([
  'a',
  'al',
  'and',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'of',
  'the',
  'y',
]);
const GENERIC = new Set<string>(SEARCH_GENERIC_WORDS);

/**
 * Plural → singular for a normalized word. The synonym map first; then, for words of more than 3
 * letters, a general Spanish/English rule:
 * - '-ies' → '-y' (berries → berry); '-shes', '-xes', '-sses' drop 'es' (dishes → dish, boxes → box);
 * - a vowel then l, r, n, d or y before '-es' drops 'es' (bares → bar, camarones → camaron, leyes → ley);
 * - otherwise a final 's' goes (tacos → taco, postres → postre, cafes → cafe, sanguches → sanguche),
 *   except after another 's', a 'u' or an 'i' (glass, humus, anis stay).
 * Query and names go through the same rule, so a word it gets wrong still meets itself.
 */
export function singularize(word: string): string {
  const mapped = SEARCH_SYNONYMS[word];
  if (mapped !== undefined) return mapped;
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (/[aeiou][lrndy]es$/.test(word)) return word.slice(0, -2);
  if (/[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

export const searchWords = (text: string): string[] =>
  normalizeSearchText(text).split(' ').filter(Boolean).map(singularize);

export type SearchQuery = {
  /** The whole query, normalized and singular: compared with whole names. */
  text: string;
  /** Its distinct words, singular, without stop words. */
  tokens: string[];
};

/** Reads a query; null when it has fewer than 2 characters (spec/1 §5, §9). */
export function parseSearchQuery(raw: string): SearchQuery | null {
  if (raw.trim().length < SEARCH_MIN_QUERY_LENGTH) return null;
  const all = searchWords(raw);
  if (all.length === 0) return null;
  return { text: all.join(' '), tokens: [...new Set(all.filter((w) => !STOP_WORDS.has(w)))] };
}

/**
 * What a restaurant or product is searched by: its names (any language) and other texts (description, tags,
 * cuisine). `kinds` says what a dish is filed under — its menu categories' names and its tag labels, every
 * language — which a food category's search reads (rules/food-category.ts).
 */
export type SearchTarget = { names: readonly string[]; texts?: readonly string[]; kinds?: readonly string[] };

/**
 * The score of a target (spec/1 §5 'Free-text restaurant search'): the whole name equal to the query
 * 100; each query word that is a word of the name 20, or 1 for a generic word (restaurant, bar,
 * cafe…); each other query word found inside a word of the name, or in the other texts, 1 (token
 * match). Accent- and plural-insensitive. The best of the target's names counts; 0 is no match.
 */
export function scoreSearchTarget(query: SearchQuery, target: SearchTarget): number {
  const textWords = (target.texts ?? []).flatMap(searchWords);
  const names = target.names.length > 0 ? target.names : [''];
  let best = 0;
  for (const name of names) {
    const nameWords = searchWords(name);
    let score = nameWords.length > 0 && nameWords.join(' ') === query.text ? SEARCH_SCORE.exactName : 0;
    for (const token of query.tokens) {
      if (nameWords.includes(token))
        score += GENERIC.has(token) ? SEARCH_SCORE.genericWord : SEARCH_SCORE.word;
      else if (nameWords.some((w) => w.includes(token)) || textWords.some((w) => w.includes(token)))
        score += SEARCH_SCORE.token;
    }
    best = Math.max(best, score);
  }
  return best;
}

/**
 * A product is searched by its names (np and translations) and by its description and tag labels; it is
 * filed under its tags and the menu categories it is shown in (`categories`: their names, any language).
 */
export function productSearchTarget(
  product: Pick<TProduct, 'np' | 'nombreTrad' | 'dn' | 'ftags'>,
  tags: ReadonlyMap<string, TTag> = new Map(),
  categories: readonly string[] = [],
): SearchTarget {
  const tagTexts = product.ftags.flatMap((id) => Object.values(tags.get(id)?.translation ?? {}));
  return {
    names: [product.np, ...Object.values(product.nombreTrad)],
    texts: [product.dn, ...tagTexts],
    kinds: [...categories, ...tagTexts],
  };
}

/** A restaurant is searched by its name and by keywords (cuisine names and search keywords, spec/2 §3). */
export function restaurantSearchTarget(name: string, keywords: readonly string[] = []): SearchTarget {
  return { names: [name], texts: keywords };
}

export type ScoredProduct<P> = { product: P; score: number };

/** Products matching a query, best first (menu order among equals); none for a query under 2 characters. */
export function searchProducts<P>(
  query: string,
  products: readonly { product: P; target: SearchTarget }[],
): ScoredProduct<P>[] {
  const q = parseSearchQuery(query);
  if (!q) return [];
  return products
    .map(({ product, target }) => ({ product, score: scoreSearchTarget(q, target) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score);
}

export type SearchCandidate<R, P> = {
  restaurant: R;
  position: LatLng;
  target: SearchTarget;
  products?: readonly { product: P; target: SearchTarget }[];
};

export type SearchHitOf<R, P> = {
  restaurant: R;
  /** km from the asked point, great-circle. */
  distance: number;
  /** The restaurant's own score plus its best product's. */
  score: number;
  products: ScoredProduct<P>[];
};

/** Where and how far a search looks: a point, a radius in km, at most maxRecords (50, spec/1 §9). */
export type SearchArea = { lat: number; lng: number; distance: number; maxRecords?: number };

/**
 * The candidates within the area that `match` scores (null: no match), sorted by distance and then by
 * score, at most maxRecords (spec/1 §5, §9). Free-text and food-category searches differ only in `match`.
 */
export function rankNearby<R, P>(
  area: SearchArea,
  candidates: readonly SearchCandidate<R, P>[],
  match: (candidate: SearchCandidate<R, P>) => { own: number; products: ScoredProduct<P>[] } | null,
): SearchHitOf<R, P>[] {
  const from = { lat: area.lat, lng: area.lng };
  const hits: SearchHitOf<R, P>[] = [];
  for (const candidate of candidates) {
    const distance = greatCircleKm(from, candidate.position);
    if (distance > area.distance) continue;
    const found = match(candidate);
    if (!found) continue;
    const products = [...found.products].sort((a, b) => b.score - a.score);
    hits.push({
      restaurant: candidate.restaurant,
      distance,
      score: found.own + (products[0]?.score ?? 0),
      products,
    });
  }
  const limit = Math.min(area.maxRecords ?? SEARCH_MAX_RECORDS, SEARCH_MAX_RECORDS);
  return hits.sort((a, b) => a.distance - b.distance || b.score - a.score).slice(0, limit);
}

/**
 * The restaurants within `distance` km that match the query by their own name or texts or by any of
 * their products, sorted by distance and then by score, at most maxRecords (50, spec/1 §9).
 */
export function searchRestaurants<R, P>(
  request: SearchArea & { query: string },
  candidates: readonly SearchCandidate<R, P>[],
): SearchHitOf<R, P>[] {
  const q = parseSearchQuery(request.query);
  if (!q) return [];
  return rankNearby(request, candidates, (candidate) => {
    const own = scoreSearchTarget(q, candidate.target);
    const products = (candidate.products ?? [])
      .map(({ product, target }) => ({ product, score: scoreSearchTarget(q, target) }))
      .filter((p) => p.score > 0);
    return own === 0 && products.length === 0 ? null : { own, products };
  });
}

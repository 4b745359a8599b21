import { SEARCH_SCORE } from '../constants.ts';
import {
  rankNearby,
  type SearchArea,
  type SearchCandidate,
  type SearchHitOf,
  type SearchTarget,
  searchWords,
} from './search.ts';

/**
 * A food category of the home page's banners (spec/2 §2 'Home': pizza, hamburger, sushi, salad, vegetarian,
 * Asian, Peruvian, Mexican, cafeteria, desserts; each with a search term and extra search tokens).
 * - `words` name the food on their own, in Spanish or English: a dish or restaurant whose name, menu
 *   category or tag holds one as a whole word is of the category;
 * - `venueWords` name it only at a restaurant already of the category: 'roll' is sushi at a sushi bar and a
 *   bread roll at a sandwich shop (issue 15 item 5: the Sushi banner found 'Italian "As" steak roll').
 */
export type FoodCategory = {
  id: string;
  term: string;
  words: readonly string[];
  venueWords: readonly string[];
};

const category = (id: string, term: string, words: string[], venueWords: string[] = []): FoodCategory => ({
  id,
  term,
  words: [term, ...words],
  venueWords,
});

/** The ten categories of spec/2 §2, in the spec's order; `id` is the path segment of /l/searchcat/{catsearch}. */
export const FOOD_CATEGORIES: readonly FoodCategory[] = [
  category('pizza', 'pizza', ['pizzeria']),
  category('hamburguesa', 'hamburguesa', ['hamburger', 'burger']),
  category('sushi', 'sushi', ['nikkei', 'maki', 'nigiri', 'sashimi', 'temaki', 'uramaki'], ['roll']),
  category('ensalada', 'ensalada', ['salad'], ['bowl']),
  category('vegetariano', 'vegetariano', [
    'vegetariana',
    'vegano',
    'vegana',
    'veggie',
    'vegetarian',
    'vegan',
  ]),
  category('asiatica', 'asiática', ['asiatico', 'asian', 'china', 'chino', 'chinese', 'thai', 'wok']),
  category('peruana', 'peruana', ['peruano', 'peruvian', 'ceviche', 'causa']),
  category('mexicana', 'mexicana', ['mexicano', 'mexican', 'taco', 'burrito', 'quesadilla']),
  category('cafeteria', 'cafetería', ['cafe', 'coffee', 'espresso', 'cappuccino']),
  category('postres', 'postre', ['dessert', 'helado', 'tiramisu', 'flan', 'kuchen', 'sweet']),
];

export const FOOD_CATEGORY_IDS = FOOD_CATEGORIES.map((c) => c.id) as [string, ...string[]];

/** The category of a /l/searchcat/{catsearch} segment, if it is one of ours. */
export function findFoodCategory(id: string): FoodCategory | undefined {
  const wanted = id.trim().toLowerCase();
  return FOOD_CATEGORIES.find((c) => c.id === wanted);
}

/** Whole words only, folded and singular like the free-text search's: 'pizzas' meets 'pizza', 'rolled' never 'roll'. */
const wordSet = (texts: readonly string[]) => new Set(texts.flatMap(searchWords));
const holdsAny = (texts: readonly string[], wanted: ReadonlySet<string>) =>
  [...wordSet(texts)].some((w) => wanted.has(w));

/**
 * A food category's search (issue 15 item 5): the restaurants in the area that are of the category, and
 * their dishes of it — never a dish that only shares a loose token with the query, as the free-text search
 * would (spec/1 §5 scores any word, so 'roll' in a translated name matched). A dish is of the category
 * when its names (any language), menu categories or tags hold one of its words, or a venue word at a
 * restaurant of the category; a restaurant is of it by its name or keywords, or by holding such a dish.
 * Each counts a word match (20); results sort by distance, then score (spec/1 §5), at most 50.
 */
export function searchFoodCategory<R, P>(
  request: SearchArea & { category: FoodCategory },
  candidates: readonly SearchCandidate<R, P>[],
): SearchHitOf<R, P>[] {
  const words = wordSet(request.category.words);
  const venueWords = wordSet(request.category.venueWords);
  const dishWords = (target: SearchTarget) => [...target.names, ...(target.kinds ?? [])];
  return rankNearby(request, candidates, (candidate) => {
    const named = holdsAny([...candidate.target.names, ...(candidate.target.texts ?? [])], words);
    const dishes = candidate.products ?? [];
    const strong = dishes.filter(({ target }) => holdsAny(dishWords(target), words));
    const ofCategory = named || strong.length > 0;
    const found = ofCategory
      ? dishes.filter(
          ({ target }) => holdsAny(dishWords(target), words) || holdsAny(dishWords(target), venueWords),
        )
      : [];
    if (!ofCategory) return null;
    return {
      own: named ? SEARCH_SCORE.word : 0,
      products: found.map(({ product }) => ({ product, score: SEARCH_SCORE.word })),
    };
  });
}

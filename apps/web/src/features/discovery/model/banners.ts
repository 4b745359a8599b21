import type { Language } from '@comanda/i18n';

/**
 * A food-category banner of the home page (spec/2 §2 'Home'): its image, the term searched, its title
 * and extra tokens that widen the search to the words restaurants use for the same food.
 * `id` is the path segment of /l/searchcat/{catsearch}.
 */
export type FoodBanner = {
  id: string;
  image: string;
  term: string;
  title: Record<Language, string>;
  tokens: readonly string[];
};

const banner = (id: string, term: string, es: string, en: string, tokens: readonly string[]): FoodBanner => ({
  id,
  image: `/banners/${id}.svg`,
  term,
  title: { es, en },
  tokens,
});

/** The ten categories of spec/2 §2, in the spec's order. */
export const FOOD_BANNERS: readonly FoodBanner[] = [
  banner('pizza', 'pizza', 'Pizza', 'Pizza', ['pizzeria']),
  banner('hamburguesa', 'hamburguesa', 'Hamburguesas', 'Burgers', ['burger']),
  banner('sushi', 'sushi', 'Sushi', 'Sushi', ['roll', 'nikkei']),
  banner('ensalada', 'ensalada', 'Ensaladas', 'Salads', ['salad', 'bowl']),
  banner('vegetariano', 'vegetariano', 'Vegetariano', 'Vegetarian', ['vegetariana', 'vegano', 'veggie']),
  banner('asiatica', 'asiática', 'Asiática', 'Asian', ['china', 'thai', 'wok']),
  banner('peruana', 'peruana', 'Peruana', 'Peruvian', ['ceviche', 'causa']),
  banner('mexicana', 'mexicana', 'Mexicana', 'Mexican', ['taco', 'burrito', 'quesadilla']),
  banner('cafeteria', 'cafetería', 'Cafetería', 'Coffee shop', ['cafe', 'espresso']),
  banner('postres', 'postre', 'Postres', 'Desserts', [
    'dulce',
    'helado',
    'torta',
    'tiramisu',
    'flan',
    'kuchen',
  ]),
];

/** The banner of a /l/searchcat/{catsearch} path, if it is one of ours. */
export function findBanner(catsearch: string): FoodBanner | undefined {
  const id = catsearch.trim().toLowerCase();
  return FOOD_BANNERS.find((b) => b.id === id);
}

/** The text a banner searches: its term and its extra tokens, as one query. */
export function bannerQuery(banner: FoodBanner): string {
  return [banner.term, ...banner.tokens].join(' ');
}

/** Where a banner leads. */
export function bannerPath(banner: FoodBanner): string {
  return `/l/searchcat/${encodeURIComponent(banner.id)}`;
}

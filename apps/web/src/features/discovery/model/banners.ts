import { type FoodCategory, findFoodCategory } from '@comanda/domain';
import type { Language } from '@comanda/i18n';

/**
 * A food-category banner of the home page (spec/2 §2 'Home'): its image and title, and the food category it
 * searches (packages/domain rules/food-category.ts: its term and words). `id` is the path segment of
 * /l/searchcat/{catsearch}.
 */
export type FoodBanner = {
  id: string;
  image: string;
  title: Record<Language, string>;
  category: FoodCategory;
};

const banner = (id: string, es: string, en: string): FoodBanner => {
  const category = findFoodCategory(id);
  if (!category) throw new Error(`no food category ${id}`);
  return { id, image: `/banners/${id}.svg`, title: { es, en }, category };
};

/** The ten categories of spec/2 §2, in the spec's order. */
export const FOOD_BANNERS: readonly FoodBanner[] = [
  banner('pizza', 'Pizza', 'Pizza'),
  banner('hamburguesa', 'Hamburguesas', 'Burgers'),
  banner('sushi', 'Sushi', 'Sushi'),
  banner('ensalada', 'Ensaladas', 'Salads'),
  banner('vegetariano', 'Vegetariano', 'Vegetarian'),
  banner('asiatica', 'Asiática', 'Asian'),
  banner('peruana', 'Peruana', 'Peruvian'),
  banner('mexicana', 'Mexicana', 'Mexican'),
  banner('cafeteria', 'Cafetería', 'Coffee shop'),
  banner('postres', 'Postres', 'Desserts'),
];

/** The banner of a /l/searchcat/{catsearch} path, if it is one of ours. */
export function findBanner(catsearch: string): FoodBanner | undefined {
  const id = catsearch.trim().toLowerCase();
  return FOOD_BANNERS.find((b) => b.id === id);
}

/** Where a banner leads. */
export function bannerPath(banner: FoodBanner): string {
  return `/l/searchcat/${encodeURIComponent(banner.id)}`;
}

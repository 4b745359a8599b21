import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES, findFoodCategory, searchFoodCategory } from './food-category.ts';
import type { SearchCandidate, SearchTarget } from './search.ts';

const here = { lat: -33.4372, lng: -70.6506 };
const dish = (id: string, names: string[], kinds: string[] = []) => ({
  product: id,
  target: { names, texts: ['a description that says sushi roll'], kinds } satisfies SearchTarget,
});
const venue = (
  name: string,
  products: ReturnType<typeof dish>[],
  position = here,
): SearchCandidate<string, string> => ({ restaurant: name, position, target: { names: [name] }, products });

const sandwiches = venue('Sánguches del Mapocho', [
  dish('as', ['As italiano', 'Italian "As" steak roll'], ['Completos', 'Chilean hot dogs']),
  dish('veggie', ['Sánguche de palta'], ['Vegetariano', 'Vegetarian', 'Vegano']),
]);
const sushiBar = venue('Osaka', [
  dish('california', ['Roll California'], ['Rolls']),
  dish('nigiri', ['Nigiri de salmón'], ['Nigiris']),
  dish('miso', ['Sopa miso'], ['Entradas']),
]);
const find = (id: string, candidates: SearchCandidate<string, string>[]) =>
  searchFoodCategory({ ...here, distance: 30, category: findFoodCategory(id)! }, candidates);

describe('food-category search (spec/2 §2 Home banners; issue 15 item 5)', () => {
  it("does not take a sandwich for sushi because its English name says 'roll'", () => {
    expect(find('sushi', [sandwiches])).toEqual([]);
  });

  it("finds a sushi bar and its rolls ('roll' counts at a venue of the category), not its soup", () => {
    const [hit] = find('sushi', [sandwiches, sushiBar]);
    expect(hit!.restaurant).toBe('Osaka');
    expect(hit!.products.map((p) => p.product)).toEqual(['california', 'nigiri']);
  });

  it('reads whole words of names, menu categories and tags, never a description or a piece of a word', () => {
    expect(find('vegetariano', [sandwiches])[0]!.products.map((p) => p.product)).toEqual(['veggie']);
    const cafe = venue('Cafetería Central', [dish('x', ['Cafecito cortado'])]);
    expect(find('cafeteria', [cafe])[0]!.products).toEqual([]);
    expect(find('postres', [cafe])).toEqual([]);
  });

  it('finds a restaurant by its own name, plural- and accent-insensitive', () => {
    const pizzeria = venue('Pizzería Forestal', [dish('m', ['Margarita'], ['Pizzas', 'Clásicas'])]);
    const [hit] = find('pizza', [pizzeria]);
    expect(hit!.score).toBe(40);
    expect(hit!.products.map((p) => p.product)).toEqual(['m']);
  });

  it('keeps to the radius and sorts by distance', () => {
    const far = venue('Sushi Lejos', [], { lat: -33.0, lng: -71.6 });
    const near = venue('Sushi Cerca', [], { lat: -33.44, lng: -70.65 });
    expect(find('sushi', [far, near]).map((h) => h.restaurant)).toEqual(['Sushi Cerca']);
  });

  it('knows the ten banners of spec/2 §2 by their path segment', () => {
    expect(FOOD_CATEGORIES.map((c) => c.id)).toHaveLength(10);
    expect(findFoodCategory(' Sushi ')?.term).toBe('sushi');
    expect(findFoodCategory('sashimi')).toBeUndefined();
  });
});

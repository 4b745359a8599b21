import { describe, expect, it } from 'vitest';
import { bannerPath, FOOD_BANNERS, findBanner } from './banners.ts';
import { isSearchable, searchPath } from './search-query.ts';

describe('food banners (spec/2 §2 Home)', () => {
  it("are the ten categories of the spec, each with image, titles and the domain's food category", () => {
    expect(FOOD_BANNERS.map((b) => b.id)).toEqual([
      'pizza',
      'hamburguesa',
      'sushi',
      'ensalada',
      'vegetariano',
      'asiatica',
      'peruana',
      'mexicana',
      'cafeteria',
      'postres',
    ]);
    for (const b of FOOD_BANNERS) {
      expect(b.image).toBe(`/banners/${b.id}.svg`);
      expect(isSearchable(b.category.term)).toBe(true);
      expect(b.category.id).toBe(b.id);
      expect(b.title.es && b.title.en).toBeTruthy();
    }
  });

  it('search their food category and open /l/searchcat/{catsearch}', () => {
    const pizza = findBanner('pizza');
    expect(pizza?.category.words).toContain('pizzeria');
    expect(pizza && bannerPath(pizza)).toBe('/l/searchcat/pizza');
    expect(findBanner(' Sushi ')?.id).toBe('sushi');
    expect(findBanner('kebab')).toBeUndefined();
  });
});

describe('search query (spec/1 §5, §9: at least 2 characters)', () => {
  it('refuses fewer than 2 characters once trimmed', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' p ')).toBe(false);
    expect(isSearchable('pi')).toBe(true);
  });

  it('puts the trimmed query in the results path', () => {
    expect(searchPath('  pizza napolitana ')).toBe('/l/search?q=pizza+napolitana');
    expect(searchPath('café & té')).toBe('/l/search?q=caf%C3%A9+%26+t%C3%A9');
  });
});

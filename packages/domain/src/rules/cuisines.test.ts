import { describe, expect, it } from 'vitest';
import { CUISINES, cuisineKeywords, cuisineNames } from './cuisines.ts';
import { parseSearchQuery, restaurantSearchTarget, scoreSearchTarget } from './search.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the cuisine catalogue (spec/2 §3)', () => {
  it('has exactly the codes 101–115, 161, 171–176, 401–441 and 600–641', () => {
    const expected = [...range(101, 115), 161, ...range(171, 176), ...range(401, 441), ...range(600, 641)];
    expect([...CUISINES.keys()].sort((a, b) => a - b)).toEqual(expected);
  });

  it('names and describes every entry in es-ES and en-US, in the group its code says', () => {
    for (const c of CUISINES.values()) {
      expect(c.name['es-ES'].length, `${c.code}`).toBeGreaterThan(0);
      expect(c.name['en-US'].length, `${c.code}`).toBeGreaterThan(0);
      expect(c.description['es-ES'].length, `${c.code}`).toBeGreaterThan(0);
      expect(c.description['en-US'].length, `${c.code}`).toBeGreaterThan(0);
    }
    expect(CUISINES.get(632)).toMatchObject({
      group: 'regional',
      description: { 'en-US': 'Japanese cuisine' },
    });
    expect(CUISINES.get(173)?.group).toBe('bar');
    expect(CUISINES.get(161)?.group).toBe('takeaway');
    expect(CUISINES.get(405)?.group).toBe('speciality');
    expect(CUISINES.get(101)?.group).toBe('venue');
  });

  it('shows at most 3 known types, Spanish for any es language and English otherwise', () => {
    expect(cuisineNames([433, 625, 173, 415], 'es')).toEqual(['Tapas', 'Española', 'Vinoteca']);
    expect(cuisineNames([625, 999, 173], 'en')).toEqual(['Spanish', 'Wine bar']);
    expect(cuisineNames([612], 'fr')).toEqual(['Italian']);
    expect(cuisineNames([], 'es')).toEqual([]);
  });

  it("feeds the restaurant search: 'sushi' finds a Japanese restaurant by its cuisine, not an Italian one", () => {
    const query = parseSearchQuery('sushi');
    if (!query) throw new Error('query');
    expect(
      scoreSearchTarget(query, restaurantSearchTarget('Casa Kyoto', cuisineKeywords([632]))),
    ).toBeGreaterThan(0);
    expect(scoreSearchTarget(query, restaurantSearchTarget('Casa Roma', cuisineKeywords([612])))).toBe(0);
    expect(cuisineKeywords([999])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  menuPathVenue,
  parseVenueId,
  pathCountry,
  restaurantPath,
  slugify,
  venueId,
  venueKeyOf,
} from './restaurant-path.ts';

describe('restaurant paths (spec/1 §2 Route shapes)', () => {
  it('slugs a name without accents or symbols', () => {
    expect(slugify('Café Ñandú & Co.')).toBe('cafe-nandu-co');
    expect(slugify('  La Picá de la Esquina ')).toBe('la-pica-de-la-esquina');
  });
  it('builds /r, /rd and /rt paths, with the dark kitchen after a dash', () => {
    const ref = { pais: 'cl', slug: 'la-pica', simpleId: 101 };
    expect(restaurantPath(ref)).toBe('/r/cl/la-pica/101');
    expect(restaurantPath(ref, 'DEV')).toBe('/rd/cl/la-pica/101');
    expect(restaurantPath(ref, 'TEST')).toBe('/rt/cl/la-pica/101');
    expect(restaurantPath({ ...ref, dk: '7' })).toBe('/r/cl/la-pica/101-7');
    expect(venueId({ simpleId: 5, dk: '' })).toBe('5');
  });
  it('reads a venue id, and refuses anything else', () => {
    expect(parseVenueId('101')).toEqual({ simpleId: 101, dk: '' });
    expect(parseVenueId('101-7')).toEqual({ simpleId: 101, dk: '7' });
    expect(parseVenueId('abc')).toBeNull();
    expect(parseVenueId('101-')).toBeNull();
    expect(parseVenueId('')).toBeNull();
  });
  it('names the venue of a menu path under /r, /rd and /rt, and nothing else', () => {
    expect(menuPathVenue('/r/cl/la-pica/101/menu')).toEqual({ pais: 'cl', simpleId: 101, dk: '' });
    expect(menuPathVenue('/rt/CL/x/101-7/menu/')).toEqual({ pais: 'cl', simpleId: 101, dk: '7' });
    expect(menuPathVenue('/rd/es/x/5/menu')).toEqual({ pais: 'es', simpleId: 5, dk: '' });
    for (const path of ['/', '/r/cl/x/101', '/r/cl/x/101/order/1', '/x/cl/x/101/menu', '/r/chl/x/101/menu']) {
      expect(menuPathVenue(path)).toBeNull();
    }
    expect(menuPathVenue('/r/cl/x/abc/menu')).toBeNull();
    expect(menuPathVenue('/r/cl/x/101/menu/extra')).toBeNull();
    expect(venueKeyOf('ES', '9-k1')).toEqual({ pais: 'es', simpleId: 9, dk: 'k1' });
    expect(venueKeyOf('e', '9')).toBeNull();
  });
});

describe('pathCountry', () => {
  it("reads the country of any restaurant page's path, and nothing from other paths", () => {
    expect(pathCountry('/r/cl/la-pica/101/menu')).toBe('cl');
    expect(pathCountry('/rt/US/diner/5/checkout')).toBe('us');
    expect(pathCountry('/l/profile')).toBeNull();
    expect(pathCountry('/r/chile/x/1/menu')).toBeNull();
    expect(pathCountry('/')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ZProduct, ZTag } from '../contracts/menu.ts';
import {
  parseSearchQuery,
  productSearchTarget,
  restaurantSearchTarget,
  type SearchCandidate,
  type SearchQuery,
  scoreSearchTarget,
  searchProducts,
  searchRestaurants,
  singularize,
} from './search.ts';
import { normalizeSearchText } from './search-text.ts';

const q = (text: string): SearchQuery => parseSearchQuery(text)!;
const name = (n: string, texts: string[] = []) => ({ names: [n], texts });

describe('search text (spec/1 §5 Free-text restaurant search)', () => {
  it('folds case and accents', () => {
    expect(normalizeSearchText('  Café Ñandú & Pizzería! ')).toBe('cafe nandu pizzeria');
  });
  it('reduces plural to singular through the synonym map', () => {
    expect(['pizzas', 'hamburguesas', 'empanadas', 'nueces', 'sandwiches'].map(singularize)).toEqual([
      'pizza',
      'hamburguesa',
      'empanada',
      'nuez',
      'sandwich',
    ]);
  });
  it("and through the general Spanish/English 's'/'es' rule", () => {
    const cases = {
      bares: 'bar',
      camarones: 'camaron',
      leyes: 'ley',
      tacos: 'taco',
      postres: 'postre',
      cafes: 'cafe',
      sanguches: 'sanguche',
      burgers: 'burger',
      dishes: 'dish',
      boxes: 'box',
      berries: 'berry',
      glass: 'glass',
      humus: 'humus',
      bar: 'bar',
      gas: 'gas',
    };
    expect(Object.keys(cases).map(singularize)).toEqual(Object.values(cases));
  });
  it('needs at least 2 characters (spec/1 §5, §9)', () => {
    expect(parseSearchQuery('a')).toBeNull();
    expect(parseSearchQuery(' p ')).toBeNull();
    expect(parseSearchQuery('!!')).toBeNull();
    expect(parseSearchQuery('Las Pizzas')).toEqual({ text: 'las pizza', tokens: ['pizza'] });
  });
});

describe('scores (spec/1 §5: exact name 100, word 20, generic word 1, token 1)', () => {
  it('scores an exact name 100 plus its words', () => {
    expect(scoreSearchTarget(q('Café Central'), name('Cafe central'))).toBe(100 + 1 + 20);
    expect(scoreSearchTarget(q('napoli'), name('Napoli'))).toBe(100 + 20);
  });
  it('scores a word of the name 20, plural or not, accent or not', () => {
    expect(scoreSearchTarget(q('pizzas'), name('Bar La Pizza'))).toBe(20);
    expect(scoreSearchTarget(q('hamburguesas dobles'), name('Hamburguesa Doble Queso'))).toBe(40);
    expect(scoreSearchTarget(q('rincon'), name('El Rincón de Don José'))).toBe(20);
  });
  it('scores a generic word 1 (restaurant, bar, cafe and Spanish forms)', () => {
    expect(scoreSearchTarget(q('restaurantes'), name('Restaurante El Rincón'))).toBe(1);
    expect(scoreSearchTarget(q('bar'), name('Bar La Pizza'))).toBe(1);
    expect(scoreSearchTarget(q('café'), name('Cafe del Cerro'))).toBe(1);
  });
  it('scores 1 for a token inside a name word or in the other texts', () => {
    expect(scoreSearchTarget(q('pizz'), name('Pizzería Napoli'))).toBe(1);
    expect(scoreSearchTarget(q('empanadas'), name('Pino', ['Empanada horneada']))).toBe(1);
    expect(scoreSearchTarget(q('sushi'), name('Pizzería Napoli', ['pizza', 'pasta']))).toBe(0);
  });
  it('takes the best of the names, translations included', () => {
    const product = ZProduct.parse({
      ip: 'p',
      np: 'Papas fritas',
      nombreTrad: { en: 'French fries' },
      dn: 'Con sal de mar',
      jp: ['001'],
      pm: 2000,
      sort: '1',
      ftags: ['veg'],
    });
    const tags = new Map([
      ['veg', ZTag.parse({ id: 'veg', translation: { es: 'Vegano' }, color: '', background: '' })],
    ]);
    const target = productSearchTarget(product, tags);
    expect(scoreSearchTarget(q('french fries'), target)).toBe(100 + 20 + 20);
    expect(scoreSearchTarget(q('veganos'), target)).toBe(1);
  });
});

const SANTIAGO = { lat: -33.4372, lng: -70.6506 };
const at = (kmNorth: number) => ({ lat: SANTIAGO.lat + kmNorth / 111.32, lng: SANTIAGO.lng });
const candidate = (
  n: string,
  kmNorth: number,
  products: string[] = [],
  keywords: string[] = [],
): SearchCandidate<string, string> => ({
  restaurant: n,
  position: at(kmNorth),
  target: restaurantSearchTarget(n, keywords),
  products: products.map((p) => ({ product: p, target: { names: [p] } })),
});
const request = (query: string, over: object = {}) => ({
  ...SANTIAGO,
  distance: 30,
  query,
  maxRecords: 50,
  ...over,
});

describe('searchRestaurants (spec/1 §5, §7 Search, §9 maxRecords 50)', () => {
  const candidates = [
    candidate('Pizzería Napoli', 1, ['Pizza Margarita', 'Empanada de pino']),
    candidate('Bar La Pizza', 0.5, ['Cerveza']),
    candidate('Sushi Go', 0.2, ['Gyozas']),
    candidate('Pizza Lejana', 40, ['Pizza']),
  ];
  it('finds restaurants by their name or their products, within the distance', () => {
    const hits = searchRestaurants(request('pizzas'), candidates);
    expect(hits.map((h) => [h.restaurant, h.score, h.products.map((p) => p.product)])).toEqual([
      ['Bar La Pizza', 20, []],
      // 'pizzeria' does not contain 'pizza': the restaurant is found by its product alone.
      ['Pizzería Napoli', 0 + 20, ['Pizza Margarita']],
    ]);
    expect(hits[0]?.distance).toBeCloseTo(0.5, 2);
  });
  it('sorts by distance, then by score', () => {
    const kitchens = [candidate('Cocina Uno', 1, ['Empanada']), candidate('Empanadas Dos', 1, ['Empanada'])];
    expect(searchRestaurants(request('empanadas'), kitchens).map((h) => [h.restaurant, h.score])).toEqual([
      ['Empanadas Dos', 20 + 100 + 20],
      ['Cocina Uno', 100 + 20],
    ]);
  });
  it('returns at most maxRecords, never more than 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => candidate(`Pizza ${i}`, i / 10));
    expect(searchRestaurants(request('pizza'), many)).toHaveLength(50);
    expect(searchRestaurants(request('pizza', { maxRecords: 500 }), many)).toHaveLength(50);
    expect(searchRestaurants(request('pizza', { maxRecords: 5 }), many)).toHaveLength(5);
  });
  it('finds nothing for a query under 2 characters', () => {
    expect(searchRestaurants(request('p'), candidates)).toEqual([]);
  });
  it('searches one menu, best product first', () => {
    const products = ['Pizza Margarita', 'Pizza', 'Lasaña'].map((p) => ({
      product: p,
      target: { names: [p] },
    }));
    expect(searchProducts('pizza', products).map((p) => [p.product, p.score])).toEqual([
      ['Pizza', 120],
      ['Pizza Margarita', 20],
    ]);
    expect(searchProducts('z', products)).toEqual([]);
  });
});

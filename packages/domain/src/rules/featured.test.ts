import { describe, expect, it } from 'vitest';
import { ZProduct } from '../contracts/menu.ts';
import { ZWebConfig } from '../contracts/restaurant.ts';
import { featuredListIndex, featuredProductsFor, showFeatured } from './featured.ts';

const products = new Map(
  ['daily', 'sun', 'mon', 'sat'].map((ip) => [
    ip,
    ZProduct.parse({ ip, np: ip, pm: 1000, jp: ['001'], sort: '1' }),
  ]),
);
const lists = [['daily'], ['mon'], [], [], [], [], ['sat', 'ghost', 'sat'], ['sun']];
const web = (over: object = {}) =>
  ZWebConfig.parse({ featuredProductsBool: true, featuredProductsList: lists, ...over });
const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const SATURDAY = 6;

describe('featured products (spec/1 §9)', () => {
  it('uses list 0 every day unless differentFeaturedProducts', () => {
    expect(featuredListIndex(web(), SUNDAY)).toBe(0);
    expect(featuredListIndex(web(), SATURDAY)).toBe(0);
  });
  it('uses 7 for Sunday and 1..6 for Monday..Saturday with differentFeaturedProducts', () => {
    const daily = web({ differentFeaturedProducts: true });
    expect(featuredListIndex(daily, SUNDAY)).toBe(7);
    expect(featuredListIndex(daily, MONDAY)).toBe(1);
    expect(featuredListIndex(daily, SATURDAY)).toBe(6);
  });
  it("lists today's products that exist, each once", () => {
    const daily = web({ differentFeaturedProducts: true });
    expect(featuredProductsFor(daily, SATURDAY, products).map((p) => p.ip)).toEqual(['sat']);
    expect(featuredProductsFor(daily, SUNDAY, products).map((p) => p.ip)).toEqual(['sun']);
    expect(featuredProductsFor(web(), SUNDAY, products).map((p) => p.ip)).toEqual(['daily']);
  });
  it('shows only when enabled, search closed, photos on and products exist today', () => {
    const opts = { weekday: MONDAY, searchOpen: false, products };
    expect(showFeatured(web(), opts)).toBe(true);
    expect(showFeatured(web({ featuredProductsBool: false }), opts)).toBe(false);
    expect(showFeatured(web(), { ...opts, searchOpen: true })).toBe(false);
    expect(showFeatured(web({ nopict: true }), opts)).toBe(false);
    expect(showFeatured(web({ differentFeaturedProducts: true }), { ...opts, weekday: TUESDAY })).toBe(false);
    expect(showFeatured(web(), { ...opts, products: new Map() })).toBe(false);
  });
});

import * as z from 'zod/mini';
import { NEARBY_RADIUS, SEARCH_MAX_RECORDS, SEARCH_MIN_QUERY_LENGTH } from '../constants.ts';
import { FOOD_CATEGORY_IDS } from '../rules/food-category.ts';
import { ZLatitude, ZLongitude, ZMoney, ZTranslations } from './common.ts';
import { ZRestaurantListItem } from './restaurant.ts';
import { text } from './safe-input.ts';
import { ZVenueGuestPlace } from './venue-guest.ts';

/**
 * POST /search/dosearch body (spec/1 §7): where the diner is, the radius in km, the text (at least 2
 * characters, spec/1 §5) and how many restaurants to return (50, spec/1 §9; never more). `category`, a
 * home banner's food category (spec/2 §2), finds that food only (rules/food-category.ts) instead of the text.
 * `venueGuest`: where a stadium's guest sits (contracts/venue-guest.ts).
 */
export const ZSearchRequest = z.object({
  lat: ZLatitude,
  lng: ZLongitude,
  distance: z._default(z.coerce.number().check(z.positive(), z.lte(500)), NEARBY_RADIUS),
  // Too short reads 'query: Mínimo 2 caracteres' / 'At least 2 characters' (packages/i18n validation-text.ts).
  query: text({ max: 200 }).check(z.trim(), z.minLength(SEARCH_MIN_QUERY_LENGTH)),
  maxRecords: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.lte(SEARCH_MAX_RECORDS)),
    SEARCH_MAX_RECORDS,
  ),
  category: z.optional(z.enum(FOOD_CATEGORY_IDS)),
  /** A venue guest's place: on the venue's host, only the restaurants serving it (spec/2 §4, §6). */
  venueGuest: z.optional(ZVenueGuestPlace),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;
export type TSearchRequestInput = z.input<typeof ZSearchRequest>;

/**
 * A product of a found restaurant that matched the text, with its score; its names in other languages, and
 * whether it is sold out now (spec/1 §4 'Agotado': shown without a price).
 */
export const ZSearchProduct = z.object({
  ip: z.string().check(z.minLength(1)),
  np: z.string(),
  nombreTrad: z._default(z.record(z.string(), z.string()), {}),
  dn: z.string(),
  /** The description in other languages (issue 15: results in the diner's language), as the menu's. */
  dnTrad: z.optional(ZTranslations),
  agot: z._default(z.boolean(), false),
  pm: ZMoney,
  refpr: ZMoney,
  foto: z.string(),
  score: z.number().check(z.gte(0)),
});
export type TSearchProduct = z.infer<typeof ZSearchProduct>;

/**
 * One found restaurant: the list item (its `distancia` is km from the asked point), the score
 * (its own plus its best product's) and its matching products, best first.
 */
export const ZSearchHit = z.object({
  restaurant: ZRestaurantListItem,
  /** Minutes the venue promises: delivery when it delivers, else pickup (rules/search-estimate.ts); null none. */
  estimate: z._default(
    z.nullable(z.object({ tipo: z.union([z.literal(1), z.literal(2)]), minutes: z.int() })),
    null,
  ),
  score: z.number().check(z.gte(0)),
  products: z.array(ZSearchProduct),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** The search answer: hits by distance, then score (spec/1 §5). */
export const ZSearchResult = z.array(ZSearchHit);
export type TSearchResult = z.infer<typeof ZSearchResult>;

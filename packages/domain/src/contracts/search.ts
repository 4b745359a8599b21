import * as z from 'zod/mini';
import { NEARBY_RADIUS, SEARCH_MAX_RECORDS, SEARCH_MIN_QUERY_LENGTH } from '../constants.ts';
import { ZLatitude, ZLongitude, ZMoney } from './common.ts';
import { ZRestaurantListItem } from './restaurant.ts';
import { text } from './safe-input.ts';

/**
 * POST /search/dosearch body (spec/1 §7): where the diner is, the radius in km, the text (at least 2
 * characters, spec/1 §5) and how many restaurants to return (50, spec/1 §9; never more).
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
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;
export type TSearchRequestInput = z.input<typeof ZSearchRequest>;

/** A product of a found restaurant that matched the text, with its score. */
export const ZSearchProduct = z.object({
  ip: z.string().check(z.minLength(1)),
  np: z.string(),
  dn: z.string(),
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
  score: z.number().check(z.gte(0)),
  products: z.array(ZSearchProduct),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** The search answer: hits by distance, then score (spec/1 §5). */
export const ZSearchResult = z.array(ZSearchHit);
export type TSearchResult = z.infer<typeof ZSearchResult>;

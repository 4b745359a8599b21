import * as z from 'zod/mini';
import { ZAddress } from './account.ts';
import { ZLatitude, ZLongitude, ZMoney, ZTextParams } from './common.ts';
import { text } from './safe-input.ts';

/**
 * Places and addresses that locate themselves (spec/2 §2 'Add-address dialogs', §7 'Places autocomplete',
 * 'Place details', 'A reverse geocode of coordinates'): the browser asks the platform, whose geocoder
 * adapter asks a geocoding service (or, in development, the sandbox).
 */

const ZCountry = text({ max: 8 }).check(z.trim(), z.toLowerCase());

/** GET /srv/google-maps/autocomplete?text_input= (spec/2 §7): suggestions for what the diner typed. */
export const ZPlaceSearchQuery = z.object({
  text_input: text({ max: 200 }).check(z.trim()),
  /** The country the search looks in first (the address's, default cl). */
  pa: z._default(ZCountry, 'cl'),
});
export const ZPlaceSuggestion = z.object({ place_id: z.string(), description: z.string() });
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;
export const ZPlaceSuggestions = z.object({ predictions: z.array(ZPlaceSuggestion) });

/** GET /srv/google-maps/details?place_id= (spec/2 §7): one suggestion's address parts and point. */
export const ZPlaceDetailsQuery = z.object({ place_id: text({ max: 300 }).check(z.minLength(1)) });

/**
 * A located place as the address form takes it (spec/2 §3 'Address': built from the place's components —
 * street, locality, city, postal code, country — and its coordinates).
 */
export const ZPlace = z.object({
  di: z.string(),
  cm: z.string(),
  ci: z.string(),
  zc: z.string(),
  pa: z.string(),
  lt: z.number(),
  lg: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** GET /srv/geocode/reverse?lat=&lng=: the place at a point (the browser's location, a dragged pin). */
export const ZReverseGeocodeQuery = z.object({ lat: ZLatitude, lng: ZLongitude });

/**
 * POST /srv/address/verify: an address checked with the address rule (spec/2 §5) and whether a venue
 * delivers there (spec/2 §4 'Address verification': valid, or invalid — 'Zona fuera de cobertura'). With
 * xir and xil, that venue; else any venue near the address.
 */
export const ZAddressVerifyRequest = z.object({
  address: ZAddress,
  xir: z.optional(text({ max: 64 })),
  xil: z.optional(text({ max: 64 })),
});
export const ADDRESS_VERIFICATION = ['valid', 'invalid'] as const;
export type AddressVerification = (typeof ADDRESS_VERIFICATION)[number];
export const ZAddressVerdict = z.object({ status: z.enum(ADDRESS_VERIFICATION) });

/**
 * GET /srv/geo/config: how the browser draws the map — the tile source's URL template (null: no tiles, the
 * map shows the pin and coordinates alone), its attribution, and which geocoder answers (the sandbox says so).
 */
export const ZMapConfig = z.object({
  tiles: z.nullable(z.string()),
  attribution: z.string(),
  geocoder: z.enum(['sandbox', 'nominatim', 'off']),
});
export type TMapConfig = z.infer<typeof ZMapConfig>;

/**
 * POST /srv/address/delivery: whether a venue delivers to an address for an order on a date, and for how
 * much (spec/1 §2 screen 1 'address verification', §5 'Delivery'; issue 15 item 4). The subtotal is the cart's
 * as the diner sees it: it only prices the answer (fee, free delivery, what the minimum still lacks); the
 * order's save prices the cart itself. fecha '' is today in the venue's zone.
 */
export const ZDeliveryCheckRequest = z.object({
  address: ZAddress,
  xir: text({ min: 1, max: 100 }),
  xil: text({ min: 1, max: 100 }),
  subtotal: z._default(z.int().check(z.gte(0), z.lte(1_000_000_000)), 0),
  fecha: z._default(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)), ''),
});
export type TDeliveryCheckRequest = z.input<typeof ZDeliveryCheckRequest>;
export const ZDeliveryCheckAnswer = z.object({
  status: z.enum(ADDRESS_VERIFICATION),
  /** In the venue's distance unit; null when the address has no point. */
  distance: z.nullable(z.number()),
  fee: z.nullable(ZMoney),
  free: z.boolean(),
  minimum: ZMoney,
  shortfall: ZMoney,
  /** Why the venue does not deliver there (spec/1 §8): a server text's key, its parameters and the Spanish. */
  reason: z.nullable(z.object({ key: z.string(), params: z.optional(ZTextParams), message: z.string() })),
});
export type TDeliveryCheckAnswer = z.infer<typeof ZDeliveryCheckAnswer>;

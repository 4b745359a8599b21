/**
 * Every number the spec fixes, named once, with the section it comes from.
 * spec/1 = ordering core, spec/2 = accounts and places, spec/3 = kiosk, portals and platform.
 */

/** spec/1 §1, §4 'Dispatch type selection': 1 pickup, 2 delivery, 3 check-in; 4/5 kiosk only. */
export const DispatchType = {
  none: 0,
  pickup: 1,
  delivery: 2,
  checkIn: 3,
  kioskTakeAway: 4,
  kioskEatHere: 5,
} as const;
export type DispatchType = (typeof DispatchType)[keyof typeof DispatchType];

/** spec/1 §9 'Limits and timings'. */
export const NEARBY_RADIUS = 30;
export const NEARBY_CACHE_SECONDS = 300;
export const NEARBY_POSITION_TOLERANCE = 0.0005;
export const NEARBY_SHORT_LIST = 10;
export const MENU_CACHE_SECONDS = 60;
export const SEARCH_MAX_RECORDS = 50;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const QUANTITY_MAX = 1000;
export const PROMOTION_QUANTITY_MAX = 1;
export const CART_EXPIRY_SECONDS = 43200;
export const CLOSED_MESSAGE_DELAY_MS = 800;
export const MOBILE_BREAKPOINT_PX = 641;
export const LONG_PRESS_MS = 1000;

/** spec/1 §3 'Category': ids take 3 characters per level of depth; sort keys are zero-padded to 20 digits. */
export const CATEGORY_ID_LEVEL_LENGTH = 3;
export const SORT_KEY_LENGTH = 20;

/** spec/1 §7 'Conventions': the restaurant part of a menu location id is at least 22 characters. */
export const RESTAURANT_ID_MIN_LENGTH = 22;

/** spec/1 §9 'Limits and timings': delivery distance factor, miles factor, earth radius (km). */
export const DELIVERY_DISTANCE_FACTOR = 0.9;
export const MILES_PER_KM = 0.621371;
export const EARTH_RADIUS_KM = 6378.137;

/** spec/1 §3 'Restaurant app configuration': main colour default. */
export const DEFAULT_MAIN_COLOUR = 'FF4B33';
/** spec/1 §9: default country cl. */
export const DEFAULT_COUNTRY = 'cl';

/** spec/1 §7: GET /srv/test `tipo` is 10 for kiosk. */
export const RESTAURANT_INFO_KIOSK_TIPO = 10;

/** spec/3 §9 'Times'. */
export const KIOSK_WELCOME_PLACEHOLDER_MS = 3000;
export const KIOSK_CODE_EXPIRY_SECONDS = 300;
export const KIOSK_TOKEN_REFRESH_SECONDS = 172800;

/** spec/1 §2 'Route shapes': production, development and test prefixes. */
export const ROUTE_PREFIXES = { PROD: 'r', DEV: 'rd', TEST: 'rt' } as const;

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
/**
 * What the anonymous carts of one client address may hold of limited stock at once (issue 10 item 4,
 * spec/1 §4 'Cart lifecycle': adding to the cart takes stock for 12 h). Without it one anonymous request
 * could hold every unit of a limited pizza for 12 hours. Signed-in diners and paired kiosks are not capped.
 */
export const ANONYMOUS_HOLD_LIMITS = { unitsPerItem: 4, unitsInAll: 20 } as const;
export const CLOSED_MESSAGE_DELAY_MS = 800;
export const MOBILE_BREAKPOINT_PX = 641;
export const LONG_PRESS_MS = 1000;

/**
 * The path of the live WebSocket on the platform server (DESIGN 'How data flows' 4). A plain constant here,
 * not beside the live contracts: the web's socket needs the path on the menu page, the contracts (zod) only
 * once an event it handles arrives (issue 11, first-load JavaScript).
 */
export const LIVE_PATH = '/srv/live';

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
/** spec/3 §5 'Product add': 'Debes agregar extras para continuar' shows this long when add is refused. */
export const EXTRAS_NEEDED_TOAST_MS = 1000;
export const KIOSK_CODE_EXPIRY_SECONDS = 300;
export const KIOSK_TOKEN_REFRESH_SECONDS = 172800;

/** spec/1 §2 'Route shapes': production, development and test prefixes. */
export const ROUTE_PREFIXES = { PROD: 'r', DEV: 'rd', TEST: 'rt' } as const;

/**
 * A ticketing venue's restaurant list (spec/3 §2 'Portal routes', spec/2 §2 'Venue landing'; the rules are
 * rules/venue-landing.ts). Here, not there: the site's routes name it, and the routes ride in the first load.
 */
export const VENUE_LIST_PATH = '/l/restaurantscoliseo';

/** spec/1 §5 'Products and extras': the quantity stepper never goes below 0. */
export const QUANTITY_MIN = 0;

/** spec/1 §4 'Dispatch type selection': allowed cart types 0 to 3 on the web (4 and 5 are kiosk only). */
export const WEB_DISPATCH_TYPES = [0, 1, 2, 3] as const;
/** spec/1 §4 'Dispatch type selection', §9: a table-mode path older than 2100 s clears the cart. */
export const CHECK_IN_PATH_WINDOW_SECONDS = 2100;

/** spec/1 §9 'Featured products': list index 0 serves every day; with differentFeaturedProducts 7 is Sunday. */
export const FEATURED_EVERY_DAY_INDEX = 0;
export const FEATURED_SUNDAY_INDEX = 7;

/** spec/1 §5 'Other checkout rules' (free-text restaurant search): the score of each kind of match. */
export const SEARCH_SCORE = { exactName: 100, word: 20, genericWord: 1, token: 1 } as const;
/** spec/1 §5: generic words (restaurant, bar, cafe), with their Spanish forms, score 1 instead of 20. */
export const SEARCH_GENERIC_WORDS = ['restaurant', 'restaurante', 'resto', 'bar', 'cafe'] as const;

/** spec/3 §3 'cfgKiosk', §5: seosort 1 or 3 lists products and extras alphabetically. */
export const SEOSORT_ALPHABETICAL = [1, 3] as const;

/** spec/1 §5 'Tip', §9: presets 5/10/15/20, default 10; 0 is none and -1 a custom amount. */
export const TIP_PRESETS = [5, 10, 15, 20] as const;
export const TIP_DEFAULT_PERCENT = 10;
export const TIP_NONE = 0;
export const TIP_CUSTOM = -1;
/**
 * The most a tip may be, as a percent of the subtotal, when the venue sets none (issue 15 item 2; the spec
 * bounds the custom tip only by 'numeric and >= 0'): the server refuses a tip above the venue's maximum.
 */
export const TIP_MAX_DEFAULT_PERCENT = 100;

/** spec/1 §9 'Payment method codes'. */
export const PaymentCode = {
  onReceipt: 0,
  bankTransfer: -9001,
  deliveryApp: -1000,
  savedCard: 5009,
  cardWallet: 5011,
} as const;
/** Online methods a web order may use (spec/1 §9). */
export const ONLINE_PAYMENT_CODES = [5011, 5045, 5050, 5082, 5081, 5061, 5218] as const;
/** Providers whose redirect gets tpi=1 (spec/1 §9). */
export const TPI_PAYMENT_CODES = [5045, 5050] as const;

/** spec/1 §5 'Delivery': quote preconditions on the phone length. */
export const PICKUP_PHONE_MIN_EXCLUSIVE = 8;
export const DELIVERY_PHONE_MIN = 8;

/** spec/1 §5 'Deferral', §9: 30-minute slots, 45-minute lead today, fallback time. */
export const SLOT_MINUTES = 30;
export const SAME_DAY_LEAD_MINUTES = 45;
export const FALLBACK_SLOT = '10:30';
export const AS_SOON_AS_POSSIBLE = 'lo antes posible';

/** spec/1 §9: notifications older than 480 minutes are hidden. */
export const NOTIFICATION_MAX_AGE_MINUTES = 480;

/** spec/2 §9: the login code expires after 10 minutes. */
export const LOGIN_CODE_TTL_SECONDS = 600;
/** Wrong tries before a login code is void (ours: it keeps a 6-character code from being guessed). */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** Session lifetime; spec/3 §9 reduces profile expiry by 10800 s except for module 9000. */
export const SESSION_SECONDS = 30 * 24 * 3600;
export const SESSION_REDUCTION_SECONDS = 10800;

/** spec/1 §2 'Route shapes', spec/3 §9: a check-in order id in a path has 16 characters. */
export const CHECK_IN_ORDER_ID_LENGTH = 16;
/** spec/1 §4 'Check-in specifics', spec/2 §9: the helper banner shows again after 240 minutes. */
export const CHECK_IN_HELPER_INTERVAL_MINUTES = 240;
/** spec/1 §9: 'recent check-in order window 240 minutes' — the tables whose orders a diner reviews (screen 10). */
export const RECENT_CHECK_IN_MINUTES = 240;

/**
 * Guests at a table and the freshness of a table link (issue 14 items 1–3; spec/1 §4 'Check-in specifics',
 * §5 'Other checkout rules', §6, §9; spec/2 §4, §9).
 */
/** An anonymous QR guest session lasts 16 hours (spec/1 §6, §9; spec/2 §9). */
export const ANONYMOUS_QR_SESSION_SECONDS = 57600;
/** A stored check-in order id is valid 3600 s (spec/1 §9). */
export const CHECK_IN_ORDER_ID_STORE_SECONDS = 3600;
/**
 * A sign-in returns to the table path a device opened for 1800 s (spec/1 §9 'first-path check-in lock'); a
 * table's QR code scanned meanwhile still takes the device (rules/table-link.ts).
 */
export const CHECK_IN_FIRST_PATH_LOCK_SECONDS = 1800;
/** After an anonymous order the page reloads after 3 s (spec/1 §4, §9 'anonymous redirect 3 s'). */
export const ANONYMOUS_REDIRECT_RELOAD_MS = 3000;
/** Seat numbers run from 1 to 998; a 22-character seat id; a stored seat is valid 12 h (spec/1 §5, §9; spec/2 §9). */
export const SEAT_NUMBER_MIN = 1;
export const SEAT_NUMBER_MAX = 998;
export const SEAT_ID_LENGTH = 22;
export const SEAT_VALID_SECONDS = 43200;
/** Kiosk users and anonymous guests get the placeholder identity name 'Guest', id 1 (spec/1 §3, spec/2 §4). */
export const GUEST_IDENTITY = { nombre: 'Guest', id: 1 } as const;

/**
 * The longest comment a diner writes on a product line in the product detail, shown with its counter
 * (issue 15 item 4; ours: the spec gives only the call-waiter's 80). The line contract takes up to 500, for
 * lines written elsewhere.
 */
export const PRODUCT_COMMENT_MAX = 200;
/** The delivery message of the checkout's wizard (spec/1 §2 screen 5): as long as a product's comment. */
export const DELIVERY_MESSAGE_MAX = 200;

/** spec/2 §3 'Photo': type 50 is a photo of the restaurant; §9 'Photos': 6 shown before 'see more'. */
export const RESTAURANT_PHOTO_TYPE = 50;
export const INFO_PHOTOS_SHOWN = 6;

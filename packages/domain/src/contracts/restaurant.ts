import * as z from 'zod/mini';
import {
  DEFAULT_COUNTRY,
  DEFAULT_MAIN_COLOUR,
  NEARBY_RADIUS,
  RESTAURANT_ID_MIN_LENGTH,
  RESTAURANT_PHOTO_TYPE,
  TIP_MAX_DEFAULT_PERCENT,
} from '../constants.ts';
import { ZEnvironment, ZFlag, ZLatitude, ZLongitude, ZMoney, ZTranslations } from './common.ts';
import { queryInt4, text } from './safe-input.ts';
import { ZVenueGuestPlace } from './venue-guest.ts';

/**
 * How a restaurant writes money (spec/1 §3 `cur`: code, symbol, symbol position, decimal separator,
 * decimals, thousands separator). Defaults are spec/1 §9: CLP, '$', comma thousands, 2 decimals;
 * CLP itself has no minor unit, so the demo sets decimals 0.
 */
export const ZCurrency = z.object({
  code: z._default(z.string().check(z.length(3)), 'CLP'),
  symbol: z._default(z.string().check(z.minLength(1)), '$'),
  symbolPosition: z._default(z.enum(['before', 'after']), 'before'),
  decimalSeparator: z._default(z.string().check(z.maxLength(1)), ','),
  decimals: z._default(z.int().check(z.gte(0), z.lte(3)), 2),
  thousandsSeparator: z._default(z.string().check(z.maxLength(1)), ','),
});
export type TCurrency = z.infer<typeof ZCurrency>;

/** spec/1 §3 'Delivery time slot' schedule rows: dv, d (weekday bitmask 2^weekday), hi, hf, si, sf. */
export const ZScheduleRow = z.object({
  dv: z.int(),
  d: z.int().check(z.gte(0), z.lte(127)),
  hi: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  hf: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  si: z._default(z.boolean(), false),
  sf: z._default(z.boolean(), false),
});
export type TScheduleRow = z.infer<typeof ZScheduleRow>;

/** spec/1 §3 'Polygon info': a delivery zone with a weekday bitmask, price and free-charge flag. */
export const ZPolygon = z.object({
  active: z.boolean(),
  days: z.int().check(z.gte(0), z.lte(127)),
  price: ZMoney,
  freeCharge: z._default(z.boolean(), false),
  /** The zone's corners as [latitude, longitude] pairs, in order. */
  points: z
    .array(z.tuple([z.number().check(z.gte(-90), z.lte(90)), z.number().check(z.gte(-180), z.lte(180))]))
    .check(z.minLength(3)),
});
export type TPolygon = z.infer<typeof ZPolygon>;

/**
 * Restaurant app configuration, the ordering-relevant fields of spec/1 §3 (`cfg.app`).
 * Wire names are the spec's; the comments give their meaning.
 */
export const ZAppConfig = z.object({
  nombre: z.string(),
  politicas: z._default(z.string(), ''), // policy text shown above the conditions checkbox
  politicasTrad: z.optional(ZTranslations), // and in other languages (issue 11 item 3)
  active: z._default(z.boolean(), true),
  ord: z._default(z.boolean(), false), // delivery enabled
  ordpick: z._default(z.boolean(), false), // pickup enabled
  ordpickonly: z._default(z.boolean(), false),
  ordpay: z._default(z.boolean(), false), // delivery must be prepaid
  ordpickpay: z._default(z.boolean(), false), // pickup must be prepaid
  selfat: z._default(z.boolean(), false), // check-in (order from the table)
  selfatonly: z._default(z.boolean(), false),
  selfatblock: z._default(z.boolean(), false),
  selfattableonly: z._default(z.boolean(), false),
  selfatbanner: z._default(z.boolean(), false),
  selfatvirtual: z._default(z.boolean(), false),
  selfatsector: z._default(z.boolean(), false),
  selfatpay: z._default(z.int().check(z.gte(0), z.lte(3)), 0), // spec/1 §4 'Check-in specifics' payment mode
  // spec/1 §5 'Missing-profile data by type', check-in: phone / tax or identity number 'if required'.
  selfatphone: z._default(z.boolean(), false),
  selfatrut: z._default(z.boolean(), false),
  selfAnonymousLogin: z._default(z.boolean(), false),
  selfGenerateQR: z._default(z.boolean(), false),
  // The call-waiter button in the menu's footer or as an icon; a comment with the call; the table and sector
  // selectors where the table does not come from a QR (spec/1 §2 screen 1, §4 steps 0–3, §5; issue 14 item 4).
  callWaiterFooter: z._default(z.boolean(), false),
  callWaiterIcon: z._default(z.boolean(), false),
  callWaiterComment: z._default(z.boolean(), false),
  callWaiterAskTable: z._default(z.boolean(), false),

  // The venue asks for its check-in password at the table (spec/1 §5); the password itself is the import's
  // checkInPassword, which no answer carries.
  selfatpwd: z._default(z.boolean(), false),
  ordmindvy: z._default(ZMoney, 0), // minimum delivery subtotal
  ordmaxdist: z._default(z.number().check(z.gte(0)), 0), // maximum delivery distance; 0 means no maximum
  ordunidist: z._default(z.enum(['km', 'mi']), 'km'),
  ordtiempomin: z._default(z.int().check(z.gte(0)), 0), // minimum preparation minutes, delivery
  ordtiempominpick: z._default(z.int().check(z.gte(0)), 0), // minimum preparation minutes, pickup
  orddife: z._default(z.boolean(), false), // deferral on
  orddifemin: z._default(z.int().check(z.gte(0)), 0),
  orddifedia: z._default(z.int().check(z.gte(0)), 0),
  polygonsact: z._default(z.boolean(), false),
  ordpickphone: z._default(z.boolean(), false),
  orddvyphone: z._default(z.boolean(), false),
  ordtxttrf: z._default(z.string(), ''), // bank transfer instructions
  ordsincosto: z._default(ZMoney, 0), // free delivery from this subtotal (0: not offered)
  ordsincostodist: z._default(z.number().check(z.gte(0)), 0), // free delivery within this distance (0: not offered)
  ordsincostoboth: z._default(z.boolean(), false),
  ordrectipo: z._default(z.int(), 0), // delivery fee type 0/1/2 (spec/1 §5 'Delivery')
  ordrecmto: z._default(z.number().check(z.gte(0)), 0), // type 1: amount (minor units), or percent with ordrecmtopct
  ordrecmtopct: z._default(z.boolean(), false),
  ordrec2f: z._default(z.number().check(z.gte(0)), 0), // type 2: base
  ordrec2mi: z._default(z.number().check(z.gte(0)), 0), // type 2: minimum, amount or percent with ordrec2mipct
  ordrec2mipct: z._default(z.boolean(), false),
  ordrec2mx: z._default(z.number().check(z.gte(0)), 0), // type 2: maximum (0: none), amount or percent with ordrec2mxpct
  ordrec2mxpct: z._default(z.boolean(), false),
  ordrec2tr: z._default(z.number().check(z.gte(0)), 0), // type 2: rate per distance unit
  ordrec2v: z._default(z.number().check(z.gte(0)), 0), // type 2: distance step
  payMethods: z._default(z.array(z.int()), []),
  payQR: z._default(z.boolean(), false),
  tip: z._default(z.union([z.boolean(), z.int().check(z.gte(0), z.lte(100))]), true),
  // The largest tip, in percent of the subtotal (issue 15 item 2): a custom tip above it is refused.
  tipMaxPct: z._default(z.int().check(z.gte(1), z.lte(1000)), TIP_MAX_DEFAULT_PERCENT),
  seosort: z._default(z.int(), 0),
  darkMode: z._default(z.boolean(), false),
  colorP: z._default(z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/)), DEFAULT_MAIN_COLOUR),
  cur: z._default(ZCurrency, ZCurrency.parse({})),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;

/** webConfig flags of spec/2 §3 that the screens read. */
export const ZWebConfig = z.object({
  phone: z._default(z.string(), ''),
  wha: z._default(z.string(), ''),
  mail: z._default(z.string(), ''),
  web: z._default(z.string(), ''),
  inst: z._default(z.string(), ''),
  // Issue 18 item 1: the info screen's contact tab (spec/2 §2) — Facebook page, Twitter account, fiscal id.
  fb: z._default(z.string(), ''),
  tw: z._default(z.string(), ''),
  fiscalId: z._default(z.string(), ''),
  des: z._default(z.string(), ''), // description
  desTrad: z.optional(ZTranslations),
  hidesearch: z._default(z.boolean(), false),
  rsvp: z._default(z.boolean(), false), // takes table bookings (spec/2 §3; with services bit 8)
  nopict: z._default(z.boolean(), false), // menu without photos
  drinkandeat: z._default(z.boolean(), false),
  featuredProductsBool: z._default(z.boolean(), false),
  /** Index 0 for every day; with differentFeaturedProducts, 1..6 Monday..Saturday and 7 Sunday (spec/1 §9). */
  featuredProductsList: z._default(z.array(z.array(z.string())), []),
  differentFeaturedProducts: z._default(z.boolean(), false),
  featuredCategoryName: z._default(z.string(), ''),
  featuredCategoryNameTrad: z.optional(ZTranslations),
  logoQ: z._default(z.array(z.string()), []),
  darkMode: z._default(z.boolean(), false),
  /**
   * The information screen {venue}/info is the alternative 'Informacion' screen (cover, the options block
   * 'What do you want to do?', the more-info and contact modals; spec/2 §2) instead of the tabbed one. The
   * spec names both screens but no flag choosing between them: this is ours (features/venue-info/README.md).
   */
  infoalt: z._default(z.boolean(), false),
});
export type TWebConfig = z.infer<typeof ZWebConfig>;

/** spec/3 §3 'Kiosk configuration (cfgKiosk)'. */
export const ZKioskConfig = z.object({
  nombre: z.string(),
  logoQ: z._default(z.array(z.string()), []),
  orderType: z._default(z.union([z.literal(1), z.literal(2), z.literal(3)]), 3),
  payMethods: z._default(z.array(z.int()), []),
  payCaja: z.optional(z.string()),
  userDataForm: z._default(z.boolean(), false),
  userDataRequiredFields: z._default(z.enum(['emailAndPhone', 'email', 'phone']), 'emailAndPhone'),
  productComment: z._default(z.boolean(), false),
  enable_order_draft_association: z._default(z.boolean(), false),
  seosort: z._default(z.int(), 0),
  adte: z._default(z.boolean(), false),
  discoMode: z._default(z.boolean(), false),
  printerConfig: z._default(
    z.object({
      ancho: z._default(z.int().check(z.positive()), 38),
      tbpip: z._default(z.string(), 'tcp://127.0.0.1:9100'),
      nm: z.optional(z.string()),
      /** The device (kiosk_devices id) that prints web and QR orders' kitchen tickets first (issue 12 item 2). */
      kitchenDevice: z.optional(z.string()),
    }),
    { ancho: 38, tbpip: 'tcp://127.0.0.1:9100' },
  ),
  customPrinterMessage: z._default(z.string(), ''),
  customPaymentReceivedMessage: z._default(z.string(), ''),
  // The kiosk's messages in other languages (issue 11 item 3), shown and printed in the diner's language
  // (an order remembers it, issue 11).
  customPrinterMessageTrad: z.optional(ZTranslations),
  customPaymentReceivedMessageTrad: z.optional(ZTranslations),
  sendQR: z._default(z.boolean(), false),
  welcomeText: z._default(z.string(), ''),
  welcomeTextTrad: z.optional(ZTranslations),
  welcomeImage: z._default(z.string(), ''),
  colorP: z._default(z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/)), DEFAULT_MAIN_COLOUR),
});
export type TKioskConfig = z.infer<typeof ZKioskConfig>;

/**
 * spec/1 §3 'Restaurant in lists'. `serviciosResto` is the services bitmask of spec/2 §3, bits 8, 4 and 9
 * derived from the configuration (rules/services.ts deriveServices).
 */
export const ZRestaurantListItem = z.object({
  idrl: z.string(), // restaurant and local joined by a dash
  nombreRestaurant: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  comuna: z.string(),
  pais: z.string(),
  status: z.int(), // 1 open, -1 closed now
  latitud: z.number(),
  longitud: z.number(),
  distancia: z.number(), // km from the asked point, great-circle
  tipoCocina: z.array(z.int()),
  serviciosResto: z.int(),
  simpleId: z.int(),
  logoUrl: z.string(),
  dk: z.string(),
  slug: z.string(),
  priceRange: z.int().check(z.gte(1), z.lte(4)),
  colorP: z.string(),
  /** How this restaurant writes money: lists show its dishes' prices (search results). */
  cur: ZCurrency,
  /** Check-in (ordering from the table) is on (cfg.app.selfat): the card shows it beside pickup and delivery. */
  selfat: z.boolean(),
});
export type TRestaurantListItem = z.infer<typeof ZRestaurantListItem>;

/** spec/2 §3 'Photo': where it is and its type t (50 = a photo of the restaurant, the info screen's tab 24). */
export const ZRestaurantPhoto = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(500)),
  t: z._default(z.int(), RESTAURANT_PHOTO_TYPE),
});
export type TRestaurantPhoto = z.infer<typeof ZRestaurantPhoto>;

/**
 * An opening shift as the information screen shows it (spec/2 §3 'Shift' without its booking fields): hi/hf
 * start and end, si/sf next-day flags, d the weekday bitmask (2^weekday, 0 Sunday).
 */
export const ZOpeningShift = z.object({
  hi: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  hf: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  si: z._default(z.boolean(), false),
  sf: z._default(z.boolean(), false),
  d: z.int().check(z.gte(0), z.lte(127)),
});
export type TOpeningShift = z.infer<typeof ZOpeningShift>;

/** GET /srv/test answer (spec/2 §3 'Restaurant (info)' plus the configuration the screens need). */
export const ZRestaurantInfo = z.object({
  id: z.string(),
  ir: z.string(),
  il: z.string(),
  simpleId: z.int(),
  dk: z.string(),
  nombre: z.string(),
  slug: z.string(),
  pais: z.string(),
  direccion: z.string(),
  comuna: z.string(),
  ciudad: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  logo: z.string(),
  fotoPortada: z.string(),
  tipoCocina: z.array(z.int()),
  serviciosResto: z.int(),
  priceRange: z.int().check(z.gte(1), z.lte(4)),
  tz: z.string(),
  /** Whether the restaurant takes table bookings now (spec/2 §3; rules/booking-offer.ts). */
  _tieneReserva: z.optional(z.boolean()),
  webConfig: ZWebConfig,
  cfg: z.object({ app: ZAppConfig, kiosk: z.nullable(ZKioskConfig) }),
  /** The restaurant's photos (type 50), for the info screen (issue 18 item 1); absent before there were any. */
  fotos: z._default(z.array(ZRestaurantPhoto), []),
  /** The opening shifts, for the alternative info screen's more-info modal (spec/2 §2 'hours'). */
  horario: z._default(z.array(ZOpeningShift), []),
});
export type TRestaurantInfo = z.infer<typeof ZRestaurantInfo>;

/** Query of GET /srv/test (spec/1 §7): by country and name slug, by simple id, or by restaurant and local. */
export const ZRestaurantInfoQuery = z
  .object({
    amb: z._default(ZEnvironment, 'PROD'),
    name: z.optional(text({ max: 200 }).check(z.trim()).check(z.minLength(1))),
    pais: z._default(
      text({ max: 8 }).check(z.trim()).check(z.toLowerCase()).check(z.length(2)),
      DEFAULT_COUNTRY,
    ),
    sid: z.optional(queryInt4().check(z.positive())),
    xir: z.optional(text({ min: RESTAURANT_ID_MIN_LENGTH, max: 100 })),
    xil: z.optional(text({ min: 1, max: 100 })),
    dk: z._default(text({ max: 64 }), ''),
    tipo: z.optional(queryInt4()),
  })
  .check(
    z.refine((q) => q.sid !== undefined || q.name !== undefined || q.xir !== undefined, {
      message: 'p1_err_v_restaurant_target',
    }),
  );
export type TRestaurantInfoQuery = z.infer<typeof ZRestaurantInfoQuery>;

/** POST /srv/restosavailable: body lat, lng; params amb, dist (radius 30, spec/1 §9). */
/** `venueGuest`: a stadium guest's place; on the venue's host only the restaurants serving it (spec/2 §4, §6). */
export const ZRestaurantsAvailableBody = z.object({
  lat: ZLatitude,
  lng: ZLongitude,
  venueGuest: z.optional(ZVenueGuestPlace),
});
export const ZRestaurantsAvailableQuery = z.object({
  amb: z._default(ZEnvironment, 'PROD'),
  dist: z._default(z.coerce.number().check(z.positive(), z.lte(500)), NEARBY_RADIUS),
});

export const ZKioskFlagQuery = z.object({ kio: z._default(ZFlag, false) });

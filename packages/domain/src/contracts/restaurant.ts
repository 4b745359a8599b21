import * as z from 'zod';
import {
  DEFAULT_COUNTRY,
  DEFAULT_MAIN_COLOUR,
  NEARBY_RADIUS,
  RESTAURANT_ID_MIN_LENGTH,
} from '../constants.ts';
import { ZEnvironment, ZFlag, ZLatitude, ZLongitude, ZMoney, ZTranslations } from './common.ts';
import { queryInt4, text } from './safe-input.ts';

/**
 * How a restaurant writes money (spec/1 §3 `cur`: code, symbol, symbol position, decimal separator,
 * decimals, thousands separator). Defaults are spec/1 §9: CLP, '$', comma thousands, 2 decimals;
 * CLP itself has no minor unit, so the demo sets decimals 0.
 */
export const ZCurrency = z.object({
  code: z.string().length(3).default('CLP'),
  symbol: z.string().min(1).default('$'),
  symbolPosition: z.enum(['before', 'after']).default('before'),
  decimalSeparator: z.string().max(1).default(','),
  decimals: z.number().int().min(0).max(3).default(2),
  thousandsSeparator: z.string().max(1).default(','),
});
export type TCurrency = z.infer<typeof ZCurrency>;

/** spec/1 §3 'Delivery time slot' schedule rows: dv, d (weekday bitmask 2^weekday), hi, hf, si, sf. */
export const ZScheduleRow = z.object({
  dv: z.number().int(),
  d: z.number().int().min(0).max(127),
  hi: z.string().regex(/^\d{2}:\d{2}$/),
  hf: z.string().regex(/^\d{2}:\d{2}$/),
  si: z.boolean().default(false),
  sf: z.boolean().default(false),
});
export type TScheduleRow = z.infer<typeof ZScheduleRow>;

/** spec/1 §3 'Polygon info': a delivery zone with a weekday bitmask, price and free-charge flag. */
export const ZPolygon = z.object({
  active: z.boolean(),
  days: z.number().int().min(0).max(127),
  price: ZMoney,
  freeCharge: z.boolean().default(false),
  /** The zone's corners as [latitude, longitude] pairs, in order. */
  points: z.array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])).min(3),
});

/**
 * Restaurant app configuration, the ordering-relevant fields of spec/1 §3 (`cfg.app`).
 * Wire names are the spec's; the comments give their meaning.
 */
export const ZAppConfig = z.object({
  nombre: z.string(),
  politicas: z.string().default(''), // policy text shown above the conditions checkbox
  politicasTrad: ZTranslations.optional(), // and in other languages (issue 11 item 3)
  active: z.boolean().default(true),
  ord: z.boolean().default(false), // delivery enabled
  ordpick: z.boolean().default(false), // pickup enabled
  ordpickonly: z.boolean().default(false),
  ordpay: z.boolean().default(false), // delivery must be prepaid
  ordpickpay: z.boolean().default(false), // pickup must be prepaid
  selfat: z.boolean().default(false), // check-in (order from the table)
  selfatonly: z.boolean().default(false),
  selfatblock: z.boolean().default(false),
  selfattableonly: z.boolean().default(false),
  selfatbanner: z.boolean().default(false),
  selfatvirtual: z.boolean().default(false),
  selfatsector: z.boolean().default(false),
  selfatpay: z.number().int().min(0).max(3).default(0), // spec/1 §4 'Check-in specifics' payment mode
  // spec/1 §5 'Missing-profile data by type', check-in: phone / tax or identity number 'if required'.
  selfatphone: z.boolean().default(false),
  selfatrut: z.boolean().default(false),
  selfAnonymousLogin: z.boolean().default(false),
  selfGenerateQR: z.boolean().default(false),
  ordmindvy: ZMoney.default(0), // minimum delivery subtotal
  ordmaxdist: z.number().min(0).default(0), // maximum delivery distance; 0 means no maximum
  ordunidist: z.enum(['km', 'mi']).default('km'),
  ordtiempomin: z.number().int().min(0).default(0), // minimum preparation minutes, delivery
  ordtiempominpick: z.number().int().min(0).default(0), // minimum preparation minutes, pickup
  orddife: z.boolean().default(false), // deferral on
  orddifemin: z.number().int().min(0).default(0),
  orddifedia: z.number().int().min(0).default(0),
  polygonsact: z.boolean().default(false),
  ordpickphone: z.boolean().default(false),
  orddvyphone: z.boolean().default(false),
  ordtxttrf: z.string().default(''), // bank transfer instructions
  ordsincosto: ZMoney.default(0), // free delivery from this subtotal (0: not offered)
  ordsincostodist: z.number().min(0).default(0), // free delivery within this distance (0: not offered)
  ordsincostoboth: z.boolean().default(false),
  ordrectipo: z.number().int().default(0), // delivery fee type 0/1/2 (spec/1 §5 'Delivery')
  ordrecmto: z.number().min(0).default(0), // type 1: amount (minor units), or percent with ordrecmtopct
  ordrecmtopct: z.boolean().default(false),
  ordrec2f: z.number().min(0).default(0), // type 2: base
  ordrec2mi: z.number().min(0).default(0), // type 2: minimum, amount or percent with ordrec2mipct
  ordrec2mipct: z.boolean().default(false),
  ordrec2mx: z.number().min(0).default(0), // type 2: maximum (0: none), amount or percent with ordrec2mxpct
  ordrec2mxpct: z.boolean().default(false),
  ordrec2tr: z.number().min(0).default(0), // type 2: rate per distance unit
  ordrec2v: z.number().min(0).default(0), // type 2: distance step
  payMethods: z.array(z.number().int()).default([]),
  payQR: z.boolean().default(false),
  tip: z.union([z.boolean(), z.number().int().min(0).max(100)]).default(true),
  seosort: z.number().int().default(0),
  darkMode: z.boolean().default(false),
  colorP: z
    .string()
    .regex(/^[0-9A-Fa-f]{6}$/)
    .default(DEFAULT_MAIN_COLOUR),
  cur: ZCurrency.default(ZCurrency.parse({})),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;

/** webConfig flags of spec/2 §3 that the screens read. */
export const ZWebConfig = z.object({
  phone: z.string().default(''),
  wha: z.string().default(''),
  mail: z.string().default(''),
  web: z.string().default(''),
  inst: z.string().default(''),
  des: z.string().default(''), // description
  desTrad: ZTranslations.optional(),
  hidesearch: z.boolean().default(false),
  nopict: z.boolean().default(false), // menu without photos
  drinkandeat: z.boolean().default(false),
  featuredProductsBool: z.boolean().default(false),
  /** Index 0 for every day; with differentFeaturedProducts, 1..6 Monday..Saturday and 7 Sunday (spec/1 §9). */
  featuredProductsList: z.array(z.array(z.string())).default([]),
  differentFeaturedProducts: z.boolean().default(false),
  featuredCategoryName: z.string().default(''),
  featuredCategoryNameTrad: ZTranslations.optional(),
  logoQ: z.array(z.string()).default([]),
  darkMode: z.boolean().default(false),
});
export type TWebConfig = z.infer<typeof ZWebConfig>;

/** spec/3 §3 'Kiosk configuration (cfgKiosk)'. */
export const ZKioskConfig = z.object({
  nombre: z.string(),
  logoQ: z.array(z.string()).default([]),
  orderType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
  payMethods: z.array(z.number().int()).default([]),
  payCaja: z.string().optional(),
  userDataForm: z.boolean().default(false),
  userDataRequiredFields: z.enum(['emailAndPhone', 'email', 'phone']).default('emailAndPhone'),
  productComment: z.boolean().default(false),
  enable_order_draft_association: z.boolean().default(false),
  seosort: z.number().int().default(0),
  adte: z.boolean().default(false),
  discoMode: z.boolean().default(false),
  printerConfig: z
    .object({
      ancho: z.number().int().positive().default(38),
      tbpip: z.string().default('tcp://127.0.0.1:9100'),
      nm: z.string().optional(),
      /** The device (kiosk_devices id) that prints web and QR orders' kitchen tickets first (issue 12 item 2). */
      kitchenDevice: z.string().optional(),
    })
    .default({ ancho: 38, tbpip: 'tcp://127.0.0.1:9100' }),
  customPrinterMessage: z.string().default(''),
  customPaymentReceivedMessage: z.string().default(''),
  // The kiosk's messages in other languages (issue 11 item 3), shown in the diner's language. The printed
  // message has none yet: orders do not record their language, so a ticket cannot pick one.
  customPaymentReceivedMessageTrad: ZTranslations.optional(),
  sendQR: z.boolean().default(false),
  welcomeText: z.string().default(''),
  welcomeTextTrad: ZTranslations.optional(),
  welcomeImage: z.string().default(''),
  colorP: z
    .string()
    .regex(/^[0-9A-Fa-f]{6}$/)
    .default(DEFAULT_MAIN_COLOUR),
});
export type TKioskConfig = z.infer<typeof ZKioskConfig>;

/** spec/1 §3 'Restaurant in lists'. `serviciosResto` is the services bitmask of spec/2 §3. */
export const ZRestaurantListItem = z.object({
  idrl: z.string(), // restaurant and local joined by a dash
  nombreRestaurant: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  comuna: z.string(),
  pais: z.string(),
  status: z.number().int(), // 1 open, -1 closed now
  latitud: z.number(),
  longitud: z.number(),
  distancia: z.number(), // km from the asked point, great-circle
  tipoCocina: z.array(z.number().int()),
  serviciosResto: z.number().int(),
  simpleId: z.number().int(),
  logoUrl: z.string(),
  dk: z.string(),
  slug: z.string(),
  priceRange: z.number().int().min(1).max(4),
  colorP: z.string(),
  /** How this restaurant writes money: lists show its dishes' prices (search results). */
  cur: ZCurrency,
});
export type TRestaurantListItem = z.infer<typeof ZRestaurantListItem>;

/** GET /srv/test answer (spec/2 §3 'Restaurant (info)' plus the configuration the screens need). */
export const ZRestaurantInfo = z.object({
  id: z.string(),
  ir: z.string(),
  il: z.string(),
  simpleId: z.number().int(),
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
  tipoCocina: z.array(z.number().int()),
  serviciosResto: z.number().int(),
  priceRange: z.number().int().min(1).max(4),
  tz: z.string(),
  webConfig: ZWebConfig,
  cfg: z.object({ app: ZAppConfig, kiosk: ZKioskConfig.nullable() }),
});
export type TRestaurantInfo = z.infer<typeof ZRestaurantInfo>;

/** Query of GET /srv/test (spec/1 §7): by country and name slug, by simple id, or by restaurant and local. */
export const ZRestaurantInfoQuery = z
  .object({
    amb: ZEnvironment.default('PROD'),
    name: text({ max: 200 }).trim().min(1).optional(),
    pais: text({ max: 8 }).trim().toLowerCase().length(2).default(DEFAULT_COUNTRY),
    sid: queryInt4().positive().optional(),
    xir: text({ min: RESTAURANT_ID_MIN_LENGTH, max: 100 }).optional(),
    xil: text({ min: 1, max: 100 }).optional(),
    dk: text({ max: 64 }).default(''),
    tipo: queryInt4().optional(),
  })
  .refine((q) => q.sid !== undefined || q.name !== undefined || q.xir !== undefined, {
    message: 'Indica el restaurante: sid, name o xir',
  });
export type TRestaurantInfoQuery = z.infer<typeof ZRestaurantInfoQuery>;

/** POST /srv/restosavailable: body lat, lng; params amb, dist (radius 30, spec/1 §9). */
export const ZRestaurantsAvailableBody = z.object({ lat: ZLatitude, lng: ZLongitude });
export const ZRestaurantsAvailableQuery = z.object({
  amb: ZEnvironment.default('PROD'),
  dist: z.coerce.number().positive().max(500).default(NEARBY_RADIUS),
});

export const ZKioskFlagQuery = z.object({ kio: ZFlag.default(false) });

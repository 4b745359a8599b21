import * as z from 'zod/mini';
import { DispatchType, QUANTITY_MAX } from '../constants.ts';
import { okResponse, ZMoney, ZTranslations } from './common.ts';
import { ZDarkKitchen, ZItemId, ZLocationId } from './menu.ts';
import { int4, text } from './safe-input.ts';

/** A dispatch type (spec/1 §1): 0 none/reset, 1 pickup, 2 delivery, 3 check-in; 4 and 5 kiosk only. */
export const ZDispatchType = z.union([
  z.literal(DispatchType.none),
  z.literal(DispatchType.pickup),
  z.literal(DispatchType.delivery),
  z.literal(DispatchType.checkIn),
  z.literal(DispatchType.kioskTakeAway),
  z.literal(DispatchType.kioskEatHere),
]);

/** One chosen extra: [extra pl, quantity] (spec/1 §3 'Cart', spec/3 §3 'Kiosk product, extras and cart'). */
export const ZExtraPick = z.tuple([ZItemId, int4().check(z.positive())]);
export type TExtraPick = z.infer<typeof ZExtraPick>;

/**
 * The extras of a line grouped by extra-group code (codJextras). Within a group the picks keep the
 * order they were chosen in, oldest first: single-choice groups drop the oldest (spec/1 §5).
 */
export const ZLineExtras = z.record(ZItemId, z.array(ZExtraPick).check(z.maxLength(100)));
export type TLineExtras = z.infer<typeof ZLineExtras>;

/**
 * A cart line (spec/1 §3 'Cart' dl): cant quantity, ct comment, item the product ip, extras,
 * indiceCart the line's number in this cart (never reused), lineReference a stable id for the line.
 */
export const ZCartLine = z.object({
  cant: z.int().check(z.positive(), z.lte(QUANTITY_MAX)),
  ct: z._default(text({ max: 500, multiline: true }), ''),
  item: ZItemId,
  extras: z._default(ZLineExtras, {}),
  indiceCart: int4().check(z.gte(0)),
  lineReference: text({ min: 1, max: 100 }),
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** The venue a cart belongs to: id is the location id irl, dk the dark kitchen ('' for none). */
export const ZCartResto = z.object({
  id: z.string().check(z.minLength(1)),
  dk: z._default(z.string(), ''),
  nombre: z._default(z.string(), ''),
  pais: z._default(z.string(), ''),
  simpleId: z.int().check(z.positive()),
});
export type TCartResto = z.infer<typeof ZCartResto>;

/** spec/1 §3 'Cart' coupon: type 'PERCENTAGE' takes a percent of the subtotal; any other type is a fixed amount. */
export const ZCartCoupon = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  amount: z.number().check(z.gte(0)),
  comment: z._default(z.string(), ''),
  externalId: z._default(z.string(), ''),
  externalType: z._default(z.string(), ''),
});
export type TCartCoupon = z.infer<typeof ZCartCoupon>;

/**
 * The current order (spec/1 §3 'Cart'). Wire names are the spec's:
 * tipo dispatch type; st status (falsy: editable; the server marks 1); sp payment status;
 * iped order id once saved; io check-in order id; ioext external order id; dl lines; resto the venue
 * (null until the first product); mesa/mesaName table; fechaDespacho/horaDespacho the requested date
 * and time ('' for as soon as possible); fmu last update (epoch ms); prepago payment method code
 * (0 none); ppago payment-link data by provider; propina the tip in minor units; coupon.
 */
export const ZCart = z.object({
  tipo: z._default(ZDispatchType, DispatchType.none),
  st: z._default(z.int(), 0),
  sp: z._default(z.int().check(z.gte(-1), z.lte(2)), 0),
  iped: z._default(z.string(), ''),
  io: z._default(z.string(), ''),
  ioext: z._default(z.string(), ''),
  dl: z._default(z.array(ZCartLine), []),
  resto: z._default(z.nullable(ZCartResto), null),
  mesa: z._default(z.string(), ''),
  mesaName: z._default(z.string(), ''),
  /** The table's name in other languages (issue 11 item 3), for the diner's screens; orders keep mesaName. */
  mesaNameTrad: z.optional(ZTranslations),
  fechaDespacho: z._default(z.string(), ''),
  horaDespacho: z._default(z.string(), ''),
  fmu: z.int().check(z.gte(0)),
  validado: z._default(z.boolean(), false),
  prepago: z._default(z.int(), 0),
  ppago: z._default(z.record(z.string(), z.object({ init_point: z.string() })), {}),
  propina: z._default(ZMoney.check(z.gte(0)), 0),
  coupon: z._default(z.nullable(ZCartCoupon), null),
});
export type TCart = z.infer<typeof ZCart>;
export type TCartInput = z.input<typeof ZCart>;

/** A line as the stock and price calls see it: product ip, quantity and extras, nothing else. */
export const ZStockLine = z.object({
  ip: ZItemId,
  cant: z.int().check(z.positive(), z.lte(QUANTITY_MAX)),
  extras: z._default(ZLineExtras, {}),
});
export type TStockLine = z.infer<typeof ZStockLine>;

/**
 * The id a browser or kiosk gives its cart (random, 16 to 64 url-safe characters). The server keeps the
 * cart's stock holds under it, so they can be released, taken by the order, or expire after 12 h.
 */
export const ZCartId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'p1_err_v_cart_id'));

/** Release every hold of a cart: emptied, expired or abandoned (spec/1 §4 'Cart lifecycle'). */
export const ZClearHoldsRequest = z.object({ cartId: ZCartId });
/** How many holds the clear gave back. */
export const ZClearHoldsResult = z.object({ released: z.int() });

/**
 * Reserve stock for lines being added to a cart, or release it when lines leave it
 * (spec/1 §4 'Cart lifecycle': adding reduces stock; removing or emptying releases it).
 * irl is the location id, dk the dark kitchen.
 */
export const ZReserveRequest = z.object({
  cartId: ZCartId,
  irl: ZLocationId,
  dk: ZDarkKitchen,
  lines: z.array(ZStockLine).check(z.minLength(1), z.maxLength(100)),
});
export type TReserveRequest = z.infer<typeof ZReserveRequest>;
export type TReserveRequestInput = z.input<typeof ZReserveRequest>;
export const ZReleaseRequest = ZReserveRequest;
export type TReleaseRequest = TReserveRequest;

/** The stock of one product (kind 'product', id ip) or extra (kind 'extra', id pl) after a call; null stock is unlimited. */
export const ZStockLevel = z.object({
  kind: z.enum(['product', 'extra']),
  id: z.string().check(z.minLength(1)),
  stock: z.nullable(z.int()),
  crinvol: z.int().check(z.gte(0)),
  agot: z.boolean(),
});
export type TStockLevel = z.infer<typeof ZStockLevel>;

/**
 * A reservation is all or nothing. When refused, `shortages` says which item of which request line
 * (index into `lines`) lacked units and how many were left; `stock` gives the levels to show either way.
 */
export const ZReserveResult = z.object({
  reserved: z.boolean(),
  shortages: z.array(
    z.object({
      line: z.int().check(z.gte(0)),
      kind: z.enum(['product', 'extra']),
      id: z.string().check(z.minLength(1)),
      wanted: z.int().check(z.positive()),
      available: z.int().check(z.gte(0)),
    }),
  ),
  stock: z.array(ZStockLevel),
});
export type TReserveResult = z.infer<typeof ZReserveResult>;
export const ZReserveResponse = okResponse(ZReserveResult);

/** The server's price check of a cart (spec/1 §7 'price check of the cart'): it never trusts client totals. */
export const ZPriceCheckRequest = z.object({
  irl: ZLocationId,
  dk: ZDarkKitchen,
  tipo: ZDispatchType,
  lines: z.array(ZStockLine).check(z.maxLength(100)),
});
export type TPriceCheckRequest = z.infer<typeof ZPriceCheckRequest>;

/** Unit and reference unit price per request line (null when the product or an extra is unknown), and totals. */
export const ZPriceCheckResult = z.object({
  lines: z.array(z.object({ unit: z.nullable(ZMoney), reference: z.nullable(ZMoney) })),
  subtotal: ZMoney,
  referenceSubtotal: ZMoney,
  discounts: ZMoney,
});
export type TPriceCheckResult = z.infer<typeof ZPriceCheckResult>;
export const ZPriceCheckResponse = okResponse(ZPriceCheckResult);

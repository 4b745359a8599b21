import * as z from 'zod/mini';
import { AS_SOON_AS_POSSIBLE, SEAT_NUMBER_MAX, SEAT_NUMBER_MIN } from '../constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../rules/language-choice.ts';
import { ZAddress } from './account.ts';
import { ZCartId, ZDispatchType, ZLineExtras } from './cart.ts';
import { okResponse, ZFlag, ZMoney, ZTextParams, ZTranslations } from './common.ts';
import { ZDarkKitchen, ZItemId, ZLocationId } from './menu.ts';
import { ZCurrency } from './restaurant.ts';
import { int4, text } from './safe-input.ts';

/**
 * Orders on the wire (spec/1 §3 'Order', 'Order request sent on save', 'Delivery-cost result'; spec/3 §3
 * 'Order events'). Wire names are the spec's; comments give their meaning.
 */

/**
 * A line as a client sends it: product ip, quantity cant, extras by group, ct comment. The quantity is
 * only checked to be a whole number here: bounds (1 to 1000) are the server's check, so a refusal can name
 * the product ('Datos invalidos en orden', spec/1 §8).
 */
export const ZOrderLineRequest = z.object({
  ip: ZItemId,
  cant: int4(),
  extras: z._default(ZLineExtras, {}),
  ct: z._default(text({ max: 500, multiline: true }), ''),
});
export type TOrderLineRequest = z.infer<typeof ZOrderLineRequest>;

/**
 * The tip choice (spec/1 §5 'Tip'): pct 0 none, 5/10/15/20 a percent of the subtotal, -1 custom with the
 * amount as the diner typed it in `monto` ('2,5' is 2.5 in the currency's units). Never an amount in
 * minor units: the server computes the tip.
 */
export const ZTipChoice = z.object({
  pct: z.int().check(z.gte(-1), z.lte(100)),
  monto: z._default(text({ max: 20 }), ''),
});
export type TTipChoice = z.infer<typeof ZTipChoice>;

/** Who receives a pickup, delivery or kiosk order: name, phone, e-mail (kiosk user data, spec/3 §3). */
export const ZOrderContact = z.object({
  nm: z._default(text({ max: 120 }), ''),
  ph: z._default(text({ max: 40 }), ''),
  em: z._default(text({ max: 200 }), ''),
  /** Tax or identity number, when a check-in venue asks for it (spec/1 §5 'Missing-profile data by type'). */
  rut: z.optional(text({ max: 20 })),
});

/** A language the platform lists (GET /srv/idiomas); any other is refused by name. */
export const ZOrderLanguage = z.enum(LANGUAGES, 'p1_err_v_language');

/** 'YYYY-MM-DD' in the restaurant's time zone. */
const ZLocalDate = text({ max: 10 }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'p1_err_v_date_shape'));

/** A seat at a table: 1 to 998 (spec/1 §5, §9). */
export const ZSeatNumber = z.int().check(z.gte(SEAT_NUMBER_MIN), z.lte(SEAT_NUMBER_MAX));

/**
 * POST /srv/saveorder body (spec/1 §3 'Order request sent on save', §4 'Order saving'). Prices and totals
 * are never sent: the server recomputes every amount from the menu.
 * - cartId: the cart's id (its stock holds become the order's); irl, dk: the location.
 * - tipo: 1 pickup, 2 delivery, 3 check-in; 4 take away and 5 eat here from a kiosk only.
 * - prepago: payment method code (spec/1 §9, spec/3 §9); propina: tip choice; cupon: coupon id or ''.
 * - direccion: delivery address (ZAddress, needs lt/lg); contacto: name and phone (pickup, delivery, kiosk).
 * - fechaDespacho '' (today) or a date; horaDespacho 'lo antes posible' or a slot 'HH:MM'.
 * - mesa: the table (check-in) or the kiosk locator number; condiciones: terms accepted.
 * - terminal: the kiosk's card terminal id, kept only for card codes (spec/3 §5).
 * - preflight: answer the recomputed totals and quote, create nothing (also ?preflight=1).
 * - idempotencyKey: the same key answers the same order (also the Idempotency-Key header).
 * - idioma: the language the diner ordered in (web: the site's; kiosk: the totem's), one the platform lists
 *   (GET /srv/idiomas), default es; the diner's receipt prints in it (issue 11).
 */
export const ZSaveOrderRequest = z.object({
  cartId: ZCartId,
  irl: ZLocationId,
  dk: ZDarkKitchen,
  tipo: ZDispatchType,
  lines: z.array(ZOrderLineRequest).check(z.minLength(1), z.maxLength(100)),
  prepago: int4(),
  propina: z._default(ZTipChoice, { pct: 0, monto: '' }),
  cupon: z._default(text({ max: 64 }), ''),
  direccion: z._default(z.nullable(ZAddress), null),
  contacto: z._default(ZOrderContact, { nm: '', ph: '', em: '' }),
  fechaDespacho: z._default(z.union([z.literal(''), ZLocalDate]), ''),
  horaDespacho: z._default(
    z.union([
      z.literal(AS_SOON_AS_POSSIBLE),
      text({ max: 5 }).check(z.regex(/^\d{2}:\d{2}$/, 'p1_err_v_time_shape')),
    ]),
    AS_SOON_AS_POSSIBLE,
  ),
  mesa: z._default(text({ max: 20 }), ''),
  condiciones: z._default(z.boolean(), false),
  terminal: z._default(text({ max: 64 }), ''),
  preflight: z._default(ZFlag, false),
  idempotencyKey: z.optional(text({ min: 8, max: 100 })),
  idioma: z._default(ZOrderLanguage, DEFAULT_LANGUAGE),
  /** The venue's check-in password, where it asks for one at the table (spec/1 §3, §5); never stored. */
  pwdCheckin: z._default(text({ max: 64 }), ''),
  /**
   * With prepago 5009 (spec/1 §3, §4 'Order saving' 6–7): the card that pays, a saved card's id or the code a
   * card form came back with (/l/carttoken?code=); saveCard keeps that new card among the diner's.
   */
  tokenCard: z._default(text({ max: 64 }), ''),
  saveCard: z._default(z.boolean(), false),
  /**
   * The diner's seat at the table (spec/1 §3 'Order request sent on save' seatNumber, 'Seat record'; §5 'Seat
   * number: integer from 1 to 998, else rejected'), from the device's seat record; kept only at a table.
   */
  seatNumber: z._default(z.nullable(ZSeatNumber), null),
});
export type TSaveOrderRequest = z.infer<typeof ZSaveOrderRequest>;
export type TSaveOrderRequestInput = z.input<typeof ZSaveOrderRequest>;

/** Query of POST /srv/saveorder (spec/1 §7: amb, xid, xtot1, kio, anony, preflight). */
export const ZSaveOrderQuery = z.object({
  kio: z._default(ZFlag, false),
  preflight: z._default(ZFlag, false),
});

/** spec/1 §3 'Delivery-cost result': distance, whether in range, its text, the fee and the refusal text. */
export const ZDeliveryCost = z.object({
  dist: z.number(),
  distOK: z.boolean(),
  distTxt: z.string(),
  costoDvy: ZMoney,
  tiempo: z.int(),
  mensajeErrorDespacho: z.string(),
  usaPoligono: z.boolean(),
});
export type TDeliveryCost = z.infer<typeof ZDeliveryCost>;

/** The amounts of an order (spec/1 §5 'Totals'), minor units: total = subtotal − coupon + delivery + tip. */
export const ZOrderTotals = z.object({
  subtotal: ZMoney,
  discounts: ZMoney,
  coupon: ZMoney,
  delivery: ZMoney,
  tip: ZMoney,
  total: ZMoney,
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

/** One chosen extra as priced by the server: group, extra, name, quantity per unit, unit price. */
export const ZPricedExtra = z.object({
  codJextras: z.string(),
  pl: z.string(),
  np: z.string(),
  /** The name in other languages, as the menu had it when the order was priced (the receipt prints it). */
  nombreTrad: z.optional(ZTranslations),
  cant: z.int(),
  pm: ZMoney,
});

/** A line as priced by the server: unit = product + extras, total = unit × cant. st is the kitchen status. */
export const ZPricedLine = z.object({
  lir: z.int(),
  ip: z.string(),
  np: z.string(),
  /** The name in other languages, as the menu had it when the order was priced (the receipt prints it). */
  nombreTrad: z.optional(ZTranslations),
  cant: z.int(),
  ct: z.string(),
  extras: z.array(ZPricedExtra),
  unit: ZMoney,
  reference: ZMoney,
  total: ZMoney,
  st: z.int(),
});
export type TPricedLine = z.infer<typeof ZPricedLine>;

/** The coupon applied: its id, type, the amount it took and its comment. */
export const ZAppliedCoupon = z.object({
  id: z.string(),
  type: z.enum(['PERCENTAGE', 'FIXED']),
  amount: z.number(),
  comment: z.string(),
  discount: ZMoney,
});

/**
 * The order's detail `det` (spec/1 §3 'Order' det): lines, amounts, coupon, delivery cost (costoDvy), tip
 * (propina), payment method (prepago, nombreprepago), table (mesa), requested date and time, delivery
 * address, contact, transfer instructions (ordtxttrf, only with -9001).
 */
export const ZOrderDetail = z.object({
  lines: z.array(ZPricedLine),
  subtotal: ZMoney,
  discounts: ZMoney,
  coupon: z.nullable(ZAppliedCoupon),
  costoDvy: ZMoney,
  propina: ZMoney,
  total: ZMoney,
  prepago: z.int(),
  nombreprepago: z.string(),
  /**
   * The method's name in other languages (issue 11 item 3): the venue's own where it wrote one, else the name
   * of its kind. Absent on orders saved before it existed: they show nombreprepago.
   */
  nombreprepagoTrad: z.optional(ZTranslations),
  mesa: z.string(),
  mesaName: z.string(),
  fechaDespacho: z.string(),
  horaDespacho: z.string(),
  direccion: z.nullable(ZAddress),
  contacto: ZOrderContact,
  distancia: z.nullable(z.number()),
  ordtxttrf: z.string(),
  /** The kiosk's card terminal id, kept only for card codes 5025, 5310, 1500, 1600 (spec/3 §5). */
  terminal: z.string(),
  usuario: z.object({ id: z.int(), nombre: z.string() }),
  /** The diner's seat at the table (1–998) when the device had one (spec/1 §3 'Seat record'); else null. */
  seat: z._default(z.nullable(z.int()), null),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/**
 * An order as the diner lists it (spec/1 §3 'Order'): iped id, io number, ioext external id, ir/il/dk the
 * venue, ss order status, sp payment status, stdvy delivery/kitchen status, fc/fm created/modified (ISO),
 * ent 'PE' pending or 'OR' confirmed, ti the type, m_id the table, imTxt the number printed as 'APP-n',
 * det the detail, cfgApp the venue's name and logo, resto the parts of the venue's path
 * ({country}/{slug}/{simpleId[-dk]}, spec/1 §2), ppago.init_point the pay-now page while payment is
 * pending (spec/1 §4 'Pay later'), orden.tracking_url a courier tracking address ('' for none).
 */
export const ZOrder = z.object({
  iped: z.string(),
  io: z.int(),
  ioext: z.string(),
  ir: z.string(),
  il: z.string(),
  dk: z.string(),
  ss: z.int(),
  sp: z.int(),
  stdvy: z.int(),
  fc: z.string(),
  fm: z.string(),
  ent: z.enum(['PE', 'OR']),
  ti: ZDispatchType,
  m_id: z.string(),
  imTxt: z.string(),
  det: ZOrderDetail,
  /** tz: the venue's time zone, in which the order's days ('hoy', 'mañana') are counted. */
  cfgApp: z.object({ nombre: z.string(), logo: z.string(), cur: ZCurrency, tz: z.string() }),
  resto: z.object({ pais: z.string(), slug: z.string(), simpleId: z.int(), dk: z.string() }),
  ppago: z.nullable(z.object({ init_point: z.string() })),
  orden: z.object({ tracking_url: z.string() }),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * The answer of a save: preflight answers what the order would cost and creates nothing; a save answers the
 * order and, for an online method, `redirect` (the provider's pay page, spec/1 §7 'Pay redirect'). A
 * transfer (-9001) carries the venue's instructions in `transferText`.
 */
export const ZSaveOrderAnswer = z.discriminatedUnion('preflight', [
  z.object({
    preflight: z.literal(true),
    totals: ZOrderTotals,
    lines: z.array(ZPricedLine),
    delivery: z.nullable(ZDeliveryCost),
    /**
     * Why the order cannot be placed yet, beside its amounts (issue 15 item 2): closed (with `opensAt`, the
     * venue's local date and time), time, minimum (with `shortfall`) or delivery; the save refuses the same.
     */
    blocked: z.optional(
      z.nullable(
        z.object({
          code: z.string(),
          message: z.string(),
          key: z.string(),
          params: z.optional(ZTextParams),
          shortfall: z.optional(ZMoney),
          opensAt: z.optional(z.nullable(z.object({ date: z.string(), time: z.string() }))),
        }),
      ),
    ),
  }),
  z.object({
    preflight: z.literal(false),
    order: ZOrder,
    redirect: z.nullable(z.string()),
    transferText: z.nullable(z.string()),
  }),
]);
export type TSaveOrderAnswer = z.infer<typeof ZSaveOrderAnswer>;
export const ZSaveOrderResponse = okResponse(ZSaveOrderAnswer);

/** GET /srv/getuserorders: tipo 1 in process (ss 0..2), 2 history, 10 all (spec/1 §7). */
export const ZUserOrdersQuery = z.object({
  tipo: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((t) => t === 1 || t === 2 || t === 10, 'p1_err_v_orders_tipo'),
    ),
    10,
  ),
});

/** GET /srv/getorder and /srv/cancelorder: the order id. */
/** An order id as requests carry it. */
export const ZOrderId = text({ min: 1, max: 64 });
export const ZOrderIdQuery = z.object({ iped: ZOrderId });

/** Staff board actions (spec/4 statuses; module 5000): what each moves is domain rules/order-transitions. */
export const ZStaffAction = z.enum(['confirm', 'prepare', 'ready', 'finish', 'cancel', 'paid']);
export type TStaffAction = z.infer<typeof ZStaffAction>;

/** GET /srv/staff/orders?irl=: the venue's board. */
export const ZStaffOrdersQuery = z.object({ irl: ZLocationId, dk: ZDarkKitchen });

/** POST /srv/staff/order: move an order of the venue. */
export const ZStaffOrderAction = z.object({ iped: ZOrderId, action: ZStaffAction });

/**
 * POST /srv/staff/order/line: the staff cancel one product line of an order, by its lir (spec/1 §4 'Delivery
 * / kitchen sub-status': the line gets st 170; §8 'Cancelled products').
 */
export const ZStaffLineCancel = z.object({ iped: ZOrderId, lir: int4().check(z.gte(0)) });

/**
 * POST /srv/payorder { iped }: the diner's pay-now action (spec/1 §4 'Pay later'), also after a declined
 * payment: a new attempt on the provider's hosted page; answers the order and the page to open (spec/1 §7
 * 'Pay redirect').
 */
export const ZPayOrderRequest = z.object({ iped: ZOrderId });
export const ZPayOrderAnswer = z.object({ order: ZOrder, redirect: z.string() });
export type TPayOrderAnswer = z.infer<typeof ZPayOrderAnswer>;

/** A payment attempt as staff see it: every card-terminal answer and every sandbox decision. */
export const ZPaymentAttempt = z.object({
  codigo: z.int(),
  terminal: z.string(),
  approved: z.boolean(),
  reference: z.string(),
  message: z.string(),
  at: z.string(),
});
export type TPaymentAttempt = z.infer<typeof ZPaymentAttempt>;

/**
 * An order on the staff board: the diner's view plus its payment attempts. Here ss is the order's own
 * (what staff moves act on); ticketUnsent says the diner reads -10 'Pedido aún no enviado correctamente a
 * Restaurante' (spec/1 §4) because no device acknowledged its kitchen ticket in time; refundDue says a
 * payment of it is marked for refund (cancelled by timeout, ss -3); confirmedAt is when it was first
 * confirmed (ISO; null before), for the board's timer since confirmation (issue 13 item 2); kitchen says where
 * it stands towards the kitchen (rules/kitchen-release.ts): a prepaid order 'waitingPayment' is shown apart
 * and not acted on (issue 13 item 1).
 */
export const ZStaffOrder = z.extend(ZOrder, {
  attempts: z.array(ZPaymentAttempt),
  confirmedAt: z.nullable(z.string()),
  kitchen: z.enum(['waitingPayment', 'waitingConfirmation', 'released', 'cancelled']),
  ticketUnsent: z.boolean(),
  refundDue: z.boolean(),
});
export type TStaffOrder = z.infer<typeof ZStaffOrder>;

/**
 * POST /srv/kiosk/payment (spec/3 §4 'Payment'): the kiosk's report of a card terminal's answer, after the
 * order was saved. codigo must be the order's method (5025, 5310, 1500, 1600); terminal is the terminal id.
 */
export const ZKioskPaymentReport = z.object({
  iped: ZOrderId,
  codigo: int4(),
  terminal: text({ min: 1, max: 64 }),
  approved: z.boolean(),
  reference: z._default(text({ max: 100 }), ''),
  message: z._default(text({ max: 300, multiline: true }), ''),
});
export type TKioskPaymentReport = z.infer<typeof ZKioskPaymentReport>;

/** A coupon of a restaurant (resources/demo/coupons/*.json): percentage or fixed amount (minor units). */
export const ZCouponImport = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  ir: z.string().check(z.minLength(1)),
  type: z.enum(['PERCENTAGE', 'FIXED']),
  amount: z.number().check(z.gte(0)),
  comment: z._default(z.string(), ''),
  active: z._default(z.boolean(), true),
});
export type TCouponImport = z.infer<typeof ZCouponImport>;

/**
 * What a print job prints (the `args` of spec/3 §3/§4 `dte`): a diner's receipt ({ kind 'order', order,
 * restaurant } in packages/printing's ZTicketOrder / ZTicketRestaurant shapes), a kitchen ticket ({ kind
 * 'kitchen', order, restaurant } in ZKitchenOrder's), a kitchen's cancellation slip ({ kind 'cancel',
 * cancellation, restaurant } in ZKitchenCancellation's) or a print message
 * ({ kind 'message', message } in ZPrintMessage's shape). Printing validates the rest: domain knows no
 * ticket model.
 */
export const ZPrintArgs = z.looseObject({ kind: z.enum(['order', 'kitchen', 'cancel', 'message']) });
export type TPrintArgs = z.infer<typeof ZPrintArgs>;

/** A job of the print outbox as a device lists it (GET /srv/print/pending). */
export const ZPrintJob = z.object({
  id: z.string(),
  iped: z.nullable(z.string()),
  device_id: z.nullable(z.string()),
  args: ZPrintArgs,
  status: z.enum(['pending', 'printed']),
  attempts: z.int(),
  createdAt: z.string(),
});
export type TPrintJob = z.infer<typeof ZPrintJob>;

/** POST /srv/print/ack: the device printed the job. */
export const ZPrintAck = z.object({ id: text({ min: 1, max: 64 }) });

/**
 * POST /srv/print (spec/3 §7 'Print': args, id, name print, origen APP, via CLOUD): enqueue a print message
 * for a device. `device` names the target device; a device token may leave it out (itself).
 */
export const ZRemotePrintRequest = z.object({
  args: z.looseObject({}),
  id: z._default(text({ max: 64 }), ''),
  name: z._default(z.literal('print'), 'print'),
  origen: z._default(text({ max: 20 }), 'APP'),
  via: z._default(text({ max: 20 }), 'CLOUD'),
  device: z.optional(text({ max: 64 })),
});

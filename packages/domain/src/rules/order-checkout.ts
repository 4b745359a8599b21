import { AS_SOON_AS_POSSIBLE, DispatchType, PaymentCode, TIP_CUSTOM } from '../constants.ts';
import type { TRestaurantImport } from '../contracts/catalog.ts';
import type { TDeliveryCost, TOrderTotals, TPricedLine, TSaveOrderRequest } from '../contracts/order.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { CHECK_IN_FIELD_NAMES, checkInActive, checkInMissing, findTable, paysNothing } from './check-in.ts';
import { type Coupon, couponDiscount } from './coupon.ts';
import { belowDeliveryMinimum, deliveryShortfall, quoteDelivery } from './delivery.ts';
import { offersDispatchType } from './dispatch-type.ts';
import { greatCircleKm } from './geo.ts';
import { fixedKioskOrderType } from './kiosk-order-type.ts';
import { formatMoney } from './money.ts';
import { type LocalMoment, nextOpening } from './next-opening.ts';
import { localClock, localDate, shiftState } from './opening-hours.ts';
import { pricedSubtotals, priceOrderLines } from './order-lines.ts';
import { isPrepaidCode, paymentName, paymentProblem } from './order-payment.ts';
import { checkRequestedTime, type RequestedTime } from './order-schedule.ts';
import { orderTotals } from './order-totals.ts';
import { accepted, type Outcome, type Refusal, refused } from './outcome.ts';
import { phoneAcceptable } from './phone.ts';
import { type TextRef, textRef } from './text-ref.ts';
import { maxTip, parseCustomTip, percentTip, tipChoices, tipsOffered } from './tip.ts';

/** What of a restaurant a checkout reads. */
export type CheckoutVenue = Pick<
  TRestaurantImport,
  | 'app'
  | 'kiosk'
  | 'paymentMethods'
  | 'schedule'
  | 'shifts'
  | 'holidays'
  | 'tables'
  | 'polygons'
  | 'tz'
  | 'latitud'
  | 'longitud'
> &
  // The venue's country: saved cards (5009) pay only where they are kept (rules/saved-cards.ts).
  Partial<Pick<TRestaurantImport, 'pais'>>;

/** The method name of an order that pays nothing (a check-in order with total zero, spec/1 §4). */
export const NO_PAYMENT_NAME = 'Sin pago';

/** Readable refusals, from spec/1 §8 and spec/3 §8 where the spec has a text. */
export const CHECKOUT_REFUSALS = {
  closed: textRef('m1_err_checkout_closed'),
  kioskShift: textRef('m1_err_checkout_kiosk_shift'),
  pickup: textRef('m1_err_checkout_pickup'),
  delivery: textRef('m1_err_checkout_delivery'),
  checkIn: textRef('m1_err_checkout_check_in'),
  kioskType: textRef('m1_err_checkout_kiosk_type'),
  webType: textRef('m1_err_checkout_web_type'),
  conditions: textRef('m1_err_checkout_conditions'),
  table: textRef('m1_err_table_not_found'),
  phone: textRef('m1_err_checkout_phone'),
  missing: (fields: readonly TextRef[]) => textRef('p1_err_checkout_missing', { fields }),
  noAddress: textRef('m1_err_checkout_no_address'),
  unlocated: textRef('m1_err_checkout_unlocated'),
  minimum: (amount: string) => textRef('p1_err_checkout_minimum', { amount }),
  tipChoice: textRef('m1_err_checkout_tip_choice'),
  tipNotOffered: textRef('m1_err_checkout_tip_not_offered'),
  tipMax: (max: string) => textRef('p1_err_checkout_tip_max', { max }),
  coupon: textRef('m1_err_checkout_coupon'),
} as const;

export type CheckoutRefusalCode =
  | 'closed'
  | 'type'
  | 'invalid-line'
  | 'conditions'
  | 'payment'
  | 'table'
  | 'time'
  | 'phone'
  | 'profile'
  | 'address'
  | 'minimum'
  | 'delivery'
  | 'tip'
  | 'coupon';

/**
 * Why a priced order cannot be placed yet, answered with its amounts by a preview (issue 15 item 2): the
 * venue is closed (with its next opening), the time is not offered, the subtotal is below the delivery
 * minimum (with what is missing) or the address is out of the delivery area.
 */
export type OrderBlock = Refusal<CheckoutRefusalCode> & {
  /** Below the delivery minimum: what the subtotal lacks, in minor units. */
  shortfall?: number;
  /** Closed: when the venue opens next, in its zone. */
  opensAt?: LocalMoment | null;
};

/** The refusals a preview answers with the order's amounts instead of refusing (see OrderBlock). */
const EXPLAINED: readonly CheckoutRefusalCode[] = ['closed', 'time', 'minimum', 'delivery'];

export type PricedOrder = {
  /** A preview's reason the order cannot be placed yet (null when it can); a save refuses instead. */
  blocked: OrderBlock | null;
  lines: TPricedLine[];
  totals: TOrderTotals;
  delivery: TDeliveryCost | null;
  time: RequestedTime;
  /**
   * The payment method the order is saved with: the one asked for, or 0 (none) when the order pays nothing
   * (a check-in order with total zero, spec/1 §4 'Check-in specifics').
   */
  prepago: number;
  nombreprepago: string;
  mesaName: string;
  coupon: (Coupon & { discount: number }) | null;
};

const isKioskType = (tipo: number) =>
  tipo === DispatchType.kioskTakeAway || tipo === DispatchType.kioskEatHere;

/**
 * Checks and prices an order on save (spec/1 §4 'Checkout readiness', 'Order saving'; §5; spec/3 §5, §8).
 * Every amount comes from the menu and the venue's rules, never from the client: the lines' prices, the
 * tip from the venue's tip setting (only when offered), the coupon (percentage or fixed, capped), the
 * delivery fee from the great-circle distance to the address (quoteDelivery), then the total. `coupon`
 * 'unknown' means the diner named a coupon this venue does not have. The first problem is answered; a preview answers the amounts with its first explained one (OrderBlock).
 */
export function priceOrder(input: {
  venue: CheckoutVenue;
  index: CatalogIndex;
  request: TSaveOrderRequest;
  coupon: Coupon | null | 'unknown';
  now: Date;
  kiosk: boolean;
  /** An anonymous guest at a table: exempt from missing-profile checks for type 3 (spec/1 §5, spec/2 §6). */
  anonymousGuest?: boolean;
  /**
   * A preview (the checkout's preflight): a closed venue, a time not offered, a delivery below the minimum or
   * out of the area do not stop the pricing; the first of them is answered as `blocked` beside the amounts.
   */
  preview?: boolean;
}): Outcome<PricedOrder, CheckoutRefusalCode> {
  const { venue, request, kiosk } = input;
  const { app } = venue;
  const tipo = request.tipo;
  const typeProblem = dispatchProblem(venue, tipo, kiosk);
  if (typeProblem) return refused('type', typeProblem);
  let blocked: OrderBlock | null = null;
  /** A save refuses at the first explained problem; a preview notes the first and goes on pricing. */
  const explain = (
    outcome: { ok: false; refusal: Refusal<CheckoutRefusalCode> },
    extra: Partial<OrderBlock>,
  ) => {
    if (!input.preview || !EXPLAINED.includes(outcome.refusal.code)) return outcome;
    blocked ??= { ...outcome.refusal, ...extra };
    return null;
  };
  // An order for now needs the shift open (spec/1 §5 'Ordering availability'). An order deferred to an
  // offered slot is for a time the venue serves: the slot check below decides it, even while closed now.
  const deferred = request.horaDespacho !== '' && request.horaDespacho !== AS_SOON_AS_POSSIBLE;
  if (!app.active || (!deferred && shiftState(venue.shifts, input.now, venue.tz, venue.holidays) !== 1)) {
    const closed = explain(
      refused('closed', kiosk ? CHECKOUT_REFUSALS.kioskShift : CHECKOUT_REFUSALS.closed),
      { opensAt: app.active ? nextOpening(venue.shifts, input.now, venue.tz, venue.holidays) : null },
    );
    if (closed) return closed;
  }

  const priced = priceOrderLines(input.index, request.lines, tipo);
  if (!priced.ok) return priced;
  const lines = priced.value;
  const { subtotal, discounts } = pricedSubtotals(lines);

  // Kiosk users are exempt from the web's conditions and profile checks (spec/3 §5).
  if (!kiosk && !request.condiciones) return refused('conditions', CHECKOUT_REFUSALS.conditions);
  // A check-in order's method is checked once its total is known: a total of zero pays nothing (spec/1 §4).
  const checkIn = tipo === DispatchType.checkIn;
  const payment = checkIn
    ? null
    : paymentProblem({ tipo, code: request.prepago, app, kiosk: venue.kiosk, pais: venue.pais });
  if (payment) return refused('payment', payment);

  // The table must be one of the venue's (spec/1 §4 'Check-in specifics'; spec/3 §5 'Table number').
  let mesaName = '';
  if (checkIn || (kiosk && request.mesa !== '')) {
    const table = findTable(venue.tables, request.mesa);
    if (!table) return refused('table', CHECKOUT_REFUSALS.table);
    mesaName = table.nm;
  }

  const time = checkRequestedTime({
    cfg: app,
    rows: venue.schedule,
    tipo,
    now: input.now,
    tz: venue.tz,
    fecha: request.fechaDespacho,
    hora: request.horaDespacho,
    holidays: venue.holidays,
    shifts: venue.shifts,
  });
  let when: RequestedTime;
  if (time.ok) when = time.value;
  else {
    const refusal = explain(refused('time', time.refusal), {});
    if (refusal) return refusal;
    // The amounts of a preview are those of an order for today.
    const today = localDate(input.now, venue.tz);
    when = { fecha: today, dayOffset: 0, weekday: localClock(input.now, venue.tz).weekday, hora: '' };
  }

  const phone = request.contacto.ph;
  // A preview prices an order whose phone may not be typed yet (issue 16 item 3: a signed-out checkout shows the
  // fee and total first); the checkout's form says it is missing, and the save refuses it.
  const phoneChecked = !input.preview;
  if (phoneChecked && tipo === DispatchType.pickup && app.ordpickphone && !phoneAcceptable(1, phone))
    return refused('phone', CHECKOUT_REFUSALS.phone);
  if (phoneChecked && tipo === DispatchType.delivery && app.orddvyphone && !phoneAcceptable(2, phone))
    return refused('phone', CHECKOUT_REFUSALS.phone);
  // Missing-profile data for check-in (spec/1 §5 'Other checkout rules'); kiosk users and anonymous QR guests
  // are exempt.
  if (checkIn && !kiosk && !input.anonymousGuest) {
    const missing = checkInMissing(app, {
      nm: request.contacto.nm,
      ph: phone,
      rut: request.contacto.rut ?? '',
    });
    if (missing.length > 0)
      return refused('profile', CHECKOUT_REFUSALS.missing(missing.map((f) => CHECK_IN_FIELD_NAMES[f])));
  }

  let delivery: TDeliveryCost | null = null;
  if (tipo === DispatchType.delivery) {
    const address = locatedAddress(request);
    if (!address.ok) return address;
    if (belowDeliveryMinimum(app, subtotal)) {
      const minimum = explain(
        refused('minimum', CHECKOUT_REFUSALS.minimum(formatMoney(app.ordmindvy, app.cur))),
        { shortfall: deliveryShortfall(app, subtotal) },
      );
      if (minimum) return minimum;
    }
    const quoted = quote(venue, address.value, subtotal, when.weekday);
    if (quoted.ok) delivery = quoted.value;
    else {
      const refusal = explain(quoted, {});
      if (refusal) return refusal;
    }
  }

  const tip = tipAmount(venue, request, subtotal);
  if (!tip.ok) return tip;

  if (input.coupon === 'unknown') return refused('coupon', CHECKOUT_REFUSALS.coupon);
  const couponAmount = couponDiscount(input.coupon, subtotal);
  const totals = orderTotals({
    subtotal,
    discounts,
    coupon: couponAmount,
    delivery: delivery?.costoDvy ?? 0,
    tip: tip.value,
  });
  const free = paysNothing(tipo, totals.total);
  if (checkIn && !free) {
    const checkInPayment = paymentProblem({
      tipo,
      code: request.prepago,
      app,
      kiosk: venue.kiosk,
      pais: venue.pais,
    });
    if (checkInPayment) return refused('payment', checkInPayment);
  }
  return accepted({
    blocked,
    lines,
    totals,
    delivery,
    time: when,
    prepago: free ? PaymentCode.onReceipt : request.prepago,
    nombreprepago: free ? NO_PAYMENT_NAME : paymentName(request.prepago, venue.paymentMethods),
    mesaName,
    coupon: input.coupon ? { ...input.coupon, discount: couponAmount } : null,
  });
}

/** The dispatch type must be one the channel and the venue offer (spec/1 §4, spec/3 §4 'Kiosk flow'). */
function dispatchProblem(venue: CheckoutVenue, tipo: number, kiosk: boolean): TextRef | null {
  if (kiosk) {
    if (!venue.kiosk || !isKioskType(tipo)) return CHECKOUT_REFUSALS.kioskType;
    const fixed = fixedKioskOrderType(venue.kiosk.orderType);
    return fixed !== null && fixed !== tipo ? CHECKOUT_REFUSALS.kioskType : null;
  }
  if (isKioskType(tipo) || tipo === DispatchType.none) return CHECKOUT_REFUSALS.webType;
  if (tipo === DispatchType.checkIn ? checkInActive(venue.app) : offersDispatchType(venue.app, tipo))
    return null;
  if (tipo === DispatchType.pickup) return CHECKOUT_REFUSALS.pickup;
  if (tipo === DispatchType.delivery) return CHECKOUT_REFUSALS.delivery;
  return CHECKOUT_REFUSALS.checkIn;
}

/** A delivery order's address, located on the map (spec/1 §4 'Order saving' 2, §8). */
function locatedAddress(
  request: TSaveOrderRequest,
): Outcome<{ lat: number; lng: number }, CheckoutRefusalCode> {
  const address = request.direccion;
  if (!address) return refused('address', CHECKOUT_REFUSALS.noAddress);
  if (address.lt === null || address.lg === null) return refused('address', CHECKOUT_REFUSALS.unlocated);
  return accepted({ lat: address.lt, lng: address.lg });
}

/**
 * The delivery quote (spec/1 §4 'Order saving' 2, §5 'Delivery'): range or polygon and the fee on the
 * great-circle distance from the restaurant to the located address.
 */
function quote(
  venue: CheckoutVenue,
  point: { lat: number; lng: number },
  subtotal: number,
  weekday: number,
): Outcome<TDeliveryCost, CheckoutRefusalCode> {
  const { app } = venue;
  const routeKm = greatCircleKm({ lat: venue.latitud, lng: venue.longitud }, point);
  const q = quoteDelivery({ cfg: app, polygons: venue.polygons, routeKm, point, weekday, subtotal });
  if (!q.ok) return refused('delivery', q);
  return accepted({
    dist: q.distance,
    distOK: true,
    distTxt: `${q.distance} ${app.ordunidist}`,
    costoDvy: q.fee,
    tiempo: app.ordtiempomin,
    mensajeErrorDespacho: '',
    usaPoligono: app.polygonsact,
  });
}

/**
 * The tip in minor units (spec/1 §5 'Tip'): none, one of the venue's percent choices on the subtotal, or a
 * custom amount typed with a comma or a dot. Any tip needs the venue to offer tips for this order.
 */
function tipAmount(
  venue: CheckoutVenue,
  request: TSaveOrderRequest,
  subtotal: number,
): Outcome<number, CheckoutRefusalCode> {
  const { pct, monto } = request.propina;
  if (pct === 0) return accepted(0);
  const offered = tipsOffered({
    tipo: request.tipo,
    setting: venue.app.tip,
    prepaid: isPrepaidCode(request.prepago),
    checkInPayment: venue.app.selfatpay,
  });
  if (!offered) return refused('tip', CHECKOUT_REFUSALS.tipNotOffered);
  if (!tipChoices(venue.app.tip).choices.includes(pct)) return refused('tip', CHECKOUT_REFUSALS.tipChoice);
  const amount =
    pct === TIP_CUSTOM ? parseCustomTip(monto, venue.app.cur.decimals) : percentTip(subtotal, pct);
  // The venue's maximum (issue 15 item 2: 100 % of the subtotal unless it sets another).
  const max = maxTip(subtotal, venue.app);
  if (amount > max) return refused('tip', CHECKOUT_REFUSALS.tipMax(formatMoney(max, venue.app.cur)));
  return accepted(amount);
}

import { DELIVERY_DISTANCE_FACTOR, MILES_PER_KM } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { type TextRef, textRef } from './text-ref.ts';

type DeliveryConfig = Pick<
  TAppConfig,
  | 'ordmaxdist'
  | 'ordunidist'
  | 'ordmindvy'
  | 'ordrectipo'
  | 'ordrecmto'
  | 'ordrecmtopct'
  | 'ordrec2f'
  | 'ordrec2mi'
  | 'ordrec2mipct'
  | 'ordrec2mx'
  | 'ordrec2mxpct'
  | 'ordrec2tr'
  | 'ordrec2v'
  | 'ordsincosto'
  | 'ordsincostodist'
  | 'ordsincostoboth'
>;

/** A route length in the restaurant's unit, rounded to one decimal (spec/1 §5 'Delivery'; miles factor 0.621371). */
export function deliveryDistance(km: number, unit: TAppConfig['ordunidist']): number {
  const value = unit === 'mi' ? km * MILES_PER_KM : km;
  return Math.round(value * 10) / 10;
}

/** The distance, scaled to 90%, within the maximum; without a maximum always valid (spec/1 §5 'Delivery'). */
export function withinDeliveryRange(distance: number, maxDistance: number): boolean {
  return maxDistance <= 0 || distance * DELIVERY_DISTANCE_FACTOR <= maxDistance;
}

/** Ray casting over [lat, lng] corners: whether a point lies inside a delivery polygon. */
export function insidePolygon(
  point: { lat: number; lng: number },
  corners: readonly (readonly [number, number])[],
): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [latI, lngI] = corners[i]!;
    const [latJ, lngJ] = corners[j]!;
    const crosses =
      latI > point.lat !== latJ > point.lat &&
      point.lng < ((lngJ - lngI) * (point.lat - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Whether a weekday (0 Sunday) is in a bitmask of 2^weekday (spec/1 §3 'Polygon info'). */
export const servesWeekday = (days: number, weekday: number) => (days & (2 ** weekday)) !== 0;

const amountOrPercent = (value: number, isPercent: boolean, subtotal: number) =>
  isPercent ? Math.round((subtotal * value) / 100) : Math.round(value);

/**
 * The delivery fee in minor units, or null when the fee type is unknown and delivery is not OK
 * (spec/1 §5 'Delivery'): 0 free; 1 a fixed amount or a percentage of the subtotal; 2 a base plus a rate
 * per distance unit (per step of ordrec2v units when set), kept between a minimum and a maximum.
 */
export function deliveryFee(cfg: DeliveryConfig, subtotal: number, distance: number): number | null {
  switch (cfg.ordrectipo) {
    case 0:
      return 0;
    case 1:
      return amountOrPercent(cfg.ordrecmto, cfg.ordrecmtopct, subtotal);
    case 2: {
      const units = cfg.ordrec2v > 0 ? Math.ceil(distance / cfg.ordrec2v) : distance;
      const raw = Math.round(cfg.ordrec2f + cfg.ordrec2tr * units);
      const min = amountOrPercent(cfg.ordrec2mi, cfg.ordrec2mipct, subtotal);
      const max =
        cfg.ordrec2mx > 0
          ? amountOrPercent(cfg.ordrec2mx, cfg.ordrec2mxpct, subtotal)
          : Number.POSITIVE_INFINITY;
      return Math.min(max, Math.max(min, raw));
    }
    default:
      return null;
  }
}

/**
 * Free delivery (spec/1 §5 'Delivery'): subtotal at or above the free amount and/or distance within the free
 * distance; with the 'both' flag both must hold, otherwise either suffices. A threshold of 0 is not offered.
 */
export function isFreeDelivery(cfg: DeliveryConfig, subtotal: number, distance: number): boolean {
  const byAmount = cfg.ordsincosto > 0 && subtotal >= cfg.ordsincosto;
  const byDistance = cfg.ordsincostodist > 0 && distance <= cfg.ordsincostodist;
  return cfg.ordsincostoboth ? byAmount && byDistance : byAmount || byDistance;
}

/** Below the minimum delivery subtotal (ordmindvy), the order cannot be delivered (spec/1 §5 'Delivery'). */
export function belowDeliveryMinimum(cfg: Pick<TAppConfig, 'ordmindvy'>, subtotal: number): boolean {
  return cfg.ordmindvy > 0 && subtotal < cfg.ordmindvy;
}

/**
 * What a delivery cart still lacks to reach the minimum subtotal, in minor units, 0 when it is met
 * (issue 15 item 2: 'te faltan $X para el mínimo', beside spec/1 §5's 'El monto SubTotal mínimo…').
 */
export function deliveryShortfall(cfg: Pick<TAppConfig, 'ordmindvy'>, subtotal: number): number {
  return belowDeliveryMinimum(cfg, subtotal) ? cfg.ordmindvy - subtotal : 0;
}

export type DeliveryQuote =
  | { ok: true; distance: number; fee: number; free: boolean }
  | ({
      ok: false;
      reason: 'out-of-range' | 'not-served-on-date' | 'no-polygon' | 'fee-type';
      distance: number;
    } & TextRef);

/**
 * The delivery quote of an address (spec/1 §3 'Delivery-cost result', §5 'Delivery', §8): distance within
 * range — or, with polygons active, inside an active polygon that serves the delivery weekday, whose price
 * is the fee — then the fee and free-delivery rules.
 */
export function quoteDelivery(input: {
  cfg: DeliveryConfig & Pick<TAppConfig, 'polygonsact'>;
  polygons: readonly {
    active: boolean;
    days: number;
    price: number;
    freeCharge: boolean;
    points: readonly (readonly [number, number])[];
  }[];
  routeKm: number;
  point: { lat: number; lng: number };
  weekday: number;
  subtotal: number;
}): DeliveryQuote {
  const { cfg, subtotal } = input;
  const distance = deliveryDistance(input.routeKm, cfg.ordunidist);
  if (cfg.polygonsact) {
    const zones = input.polygons.filter((p) => p.active && insidePolygon(input.point, p.points));
    if (zones.length === 0) {
      return {
        ok: false,
        reason: 'no-polygon',
        distance,
        ...textRef('m1_err_delivery_no_zone'),
      };
    }
    const zone = zones.find((p) => servesWeekday(p.days, input.weekday));
    if (!zone) {
      return {
        ok: false,
        reason: 'not-served-on-date',
        distance,
        ...textRef('m1_err_delivery_not_on_date'),
      };
    }
    const free = zone.freeCharge || isFreeDelivery(cfg, subtotal, distance);
    return { ok: true, distance, fee: free ? 0 : zone.price, free };
  }
  if (!withinDeliveryRange(distance, cfg.ordmaxdist)) {
    const unit = cfg.ordunidist === 'mi' ? 'mi' : 'km';
    return {
      ok: false,
      reason: 'out-of-range',
      distance,
      ...textRef('p1_err_delivery_too_far', { max: cfg.ordmaxdist, unit, distance }),
    };
  }
  const fee = deliveryFee(cfg, subtotal, distance);
  if (fee === null) return { ok: false, reason: 'fee-type', distance, ...textRef('m1_err_delivery_fee') };
  const free = isFreeDelivery(cfg, subtotal, distance);
  return { ok: true, distance, fee: free ? 0 : fee, free };
}

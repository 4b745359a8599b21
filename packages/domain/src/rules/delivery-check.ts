import type { TAddress } from '../contracts/account.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { deliveryShortfall, quoteDelivery } from './delivery.ts';
import type { DeliveryVenue } from './delivery-address.ts';
import { greatCircleKm } from './geo.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * Where a diner orders for, checked before the checkout (spec/1 §2 screen 1 'address verification'; issue 15
 * item 4): whether the venue delivers to the address on the delivery's weekday, the fee for a cart of this
 * subtotal, and the minimum with what the cart still lacks. Unlocated or out of range, the quote's own
 * refusal says why (spec/1 §8).
 */
export type DeliveryCheck =
  | { ok: true; distance: number; fee: number; free: boolean; minimum: number; shortfall: number }
  | { ok: false; distance: number | null; reason: TextRef };

export function deliveryCheck(input: {
  venue: DeliveryVenue & { app: Pick<TAppConfig, 'ord'> };
  address: Pick<TAddress, 'lt' | 'lg'>;
  subtotal: number;
  weekday: number;
}): DeliveryCheck {
  const { venue, address, subtotal, weekday } = input;
  if (!venue.app.ord) return { ok: false, distance: null, reason: textRef('m1_err_checkout_delivery') };
  if (address.lt === null || address.lg === null)
    return { ok: false, distance: null, reason: textRef('m1_err_checkout_unlocated') };
  const point = { lat: address.lt, lng: address.lg };
  const routeKm = greatCircleKm({ lat: venue.latitud, lng: venue.longitud }, point);
  const quote = quoteDelivery({
    cfg: venue.app,
    polygons: venue.polygons,
    routeKm,
    point,
    weekday,
    subtotal,
  });
  if (!quote.ok) {
    const { ok: _ok, reason: _why, distance, ...reason } = quote;
    return { ok: false, distance, reason };
  }
  return {
    ok: true,
    distance: quote.distance,
    fee: quote.fee,
    free: quote.free,
    minimum: venue.app.ordmindvy,
    shortfall: deliveryShortfall(venue.app, subtotal),
  };
}

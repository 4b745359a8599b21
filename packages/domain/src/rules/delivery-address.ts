import type { TAddress } from '../contracts/account.ts';
import type { TAppConfig, TPolygon } from '../contracts/restaurant.ts';
import { quoteDelivery } from './delivery.ts';
import { greatCircleKm } from './geo.ts';

/** What of a venue decides whether it delivers to an address. */
export type DeliveryVenue = {
  app: Parameters<typeof quoteDelivery>[0]['cfg'] & Pick<TAppConfig, 'ordmindvy'>;
  latitud: number;
  longitud: number;
  polygons: readonly TPolygon[];
};

/** Whether the venue delivers to a located address: its range, or its polygons on `weekday` (spec/1 §5). */
export function deliversTo(
  address: Pick<TAddress, 'lt' | 'lg'>,
  venue: DeliveryVenue,
  weekday: number,
): { ok: true; km: number } | { ok: false } {
  if (address.lt === null || address.lg === null) return { ok: false };
  const point = { lat: address.lt, lng: address.lg };
  const km = greatCircleKm({ lat: venue.latitud, lng: venue.longitud }, point);
  // The subtotal only decides the fee, not whether the venue delivers there.
  const quote = quoteDelivery({
    cfg: venue.app,
    polygons: venue.polygons,
    routeKm: km,
    point,
    weekday,
    subtotal: 0,
  });
  return quote.ok ? { ok: true, km } : { ok: false };
}

/**
 * The address a delivery checkout starts with (issue 15 item 2): among the diner's addresses located on the
 * map that this venue delivers to (deliversTo), the closest one; when it delivers to none of them, the
 * profile's default (else the first), so the diner sees why. Null without addresses.
 */
export function closestDeliveryAddress<A extends Pick<TAddress, 'lt' | 'lg' | 'def'>>(
  addresses: readonly A[],
  venue: DeliveryVenue,
  weekday: number,
): A | null {
  let best: { address: A; km: number } | null = null;
  for (const address of addresses) {
    const delivered = deliversTo(address, venue, weekday);
    if (delivered.ok && (best === null || delivered.km < best.km)) best = { address, km: delivered.km };
  }
  return best?.address ?? addresses.find((a) => a.def) ?? addresses[0] ?? null;
}

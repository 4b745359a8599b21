import { NEARBY_RADIUS } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { deliveryDistance, insidePolygon, withinDeliveryRange } from './delivery.ts';
import { greatCircleKm, type LatLng } from './geo.ts';

/** What a venue's delivery reach is made of (spec/1 §3 'Restaurant app configuration', 'Polygon info'). */
export type CoverageVenue = {
  point: LatLng;
  cfg: Pick<TAppConfig, 'ord' | 'ordmaxdist' | 'ordunidist' | 'polygonsact'>;
  polygons: readonly { active: boolean; points: readonly (readonly [number, number])[] }[];
};

/**
 * Whether a venue delivers to a point, on any day: delivery on, and the point inside one of its active
 * zones when it uses zones, else within its maximum distance (spec/1 §5 'Delivery', the same rules as the
 * delivery quote). A venue with no maximum reaches as far as the nearby list looks (NEARBY_RADIUS, 30 km):
 * ours, since the spec gives no reach for it and 'the whole world' would cover every address.
 */
export function venueCovers(venue: CoverageVenue, point: LatLng, routeKm = greatCircleKm): boolean {
  if (!venue.cfg.ord) return false;
  const km = routeKm(venue.point, point);
  if (venue.cfg.polygonsact)
    return venue.polygons.some((zone) => zone.active && insidePolygon(point, zone.points));
  if (km > NEARBY_RADIUS) return false;
  return withinDeliveryRange(deliveryDistance(km, venue.cfg.ordunidist), venue.cfg.ordmaxdist);
}

/**
 * An address's verification (spec/2 §4 'Address verification'): valid when a venue delivers to its point,
 * invalid ('Zona fuera de cobertura') when none does or it has no point.
 */
export function addressCoverage(
  point: { lt: number | null; lg: number | null },
  venues: readonly CoverageVenue[],
): 'valid' | 'invalid' {
  if (point.lt === null || point.lg === null) return 'invalid';
  const at = { lat: point.lt, lng: point.lg };
  return venues.some((venue) => venueCovers(venue, at)) ? 'valid' : 'invalid';
}

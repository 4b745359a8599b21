import { EARTH_RADIUS_KM } from '../constants.ts';

export type LatLng = { lat: number; lng: number };

/** Great-circle distance in km (haversine, earth radius 6378.137 km: spec/1 §9). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

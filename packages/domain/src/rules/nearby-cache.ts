import { NEARBY_CACHE_SECONDS, NEARBY_POSITION_TOLERANCE } from '../constants.ts';
import type { LatLng } from './geo.ts';

/** A cached nearby-restaurants list: where it was asked for and when (epoch ms). */
export type NearbyCacheEntry = LatLng & { time: number };

/**
 * A cached nearby list is reused while it is younger than 300 s and the position moved at most
 * 0.0005 degrees in both latitude and longitude (spec/1 §7 'Open restaurants', §9).
 */
export function canReuseNearbyList(cached: NearbyCacheEntry | null, position: LatLng, now: number): boolean {
  if (!cached) return false;
  const age = now - cached.time;
  return (
    age >= 0 &&
    age < NEARBY_CACHE_SECONDS * 1000 &&
    Math.abs(position.lat - cached.lat) <= NEARBY_POSITION_TOLERANCE &&
    Math.abs(position.lng - cached.lng) <= NEARBY_POSITION_TOLERANCE
  );
}

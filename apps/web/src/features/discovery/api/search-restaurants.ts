import { type LatLng, NEARBY_RADIUS, SEARCH_MAX_RECORDS, type TSearchResult } from '@comanda/domain';
import { api } from '../../../lib/api.ts';

/**
 * Restaurants and products matching a text around a point (spec/1 §7 'Search': radius 30 km, at most
 * 50 restaurants). The server sorts by distance, then score (spec/1 §5); the order is kept as sent.
 */
export function searchRestaurants(query: string, point: LatLng): Promise<TSearchResult> {
  return api.search({
    lat: point.lat,
    lng: point.lng,
    distance: NEARBY_RADIUS,
    query: query.trim(),
    maxRecords: SEARCH_MAX_RECORDS,
  });
}

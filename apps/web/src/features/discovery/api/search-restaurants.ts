import { type LatLng, NEARBY_RADIUS, SEARCH_MAX_RECORDS, type TSearchResult } from '@comanda/domain';
import { api } from '../../../lib/api.ts';
import { venueGuestPlace } from '../../../lib/venue-guest.ts';
import { rememberListed } from '../../../lib/venue-locations.ts';

/**
 * Restaurants and products matching a text around a point (spec/1 §7 'Search': radius 30 km, at most
 * 50 restaurants); with a home banner's `category`, that food only; a venue guest's, only the restaurants
 * serving their sector (spec/2 §4). The server sorts by distance, then score (spec/1 §5); the order is kept.
 */
export async function searchRestaurants(
  query: string,
  point: LatLng,
  category?: string,
): Promise<TSearchResult> {
  const hits = await api.search({
    ...(category ? { category } : {}),
    lat: point.lat,
    lng: point.lng,
    distance: NEARBY_RADIUS,
    query: query.trim(),
    maxRecords: SEARCH_MAX_RECORDS,
    ...venueGuestPlace(),
  });
  // A hit's menu link then loads the restaurant and its menu at once (lib/venue-locations.ts).
  rememberListed(hits.map((hit) => hit.restaurant));
  return hits;
}

import type { LatLng, TRestaurantListItem } from '@comanda/domain';
import { api } from '../../../lib/api.ts';
import { venueGuestPlace } from '../../../lib/venue-guest.ts';
import { rememberListed } from '../../../lib/venue-locations.ts';

/**
 * Open restaurants around a point, nearest first (spec/1 §7 'Open restaurants'); a venue guest's only those
 * serving their sector (spec/2 §4: the server filters from the place sent).
 */
export async function fetchNearby(point: LatLng): Promise<TRestaurantListItem[]> {
  const list = await api.restaurantsAvailable({ ...point, ...venueGuestPlace() });
  // A card's menu link then loads the restaurant and its menu at once (lib/venue-locations.ts).
  rememberListed(list);
  return [...list].sort((a, b) => a.distancia - b.distancia);
}

import type { LatLng, TRestaurantListItem } from '@comanda/domain';
import { api } from '../../../lib/api.ts';

/** Open restaurants around a point, nearest first (spec/1 §7 'Open restaurants'). */
export async function fetchNearby(point: LatLng): Promise<TRestaurantListItem[]> {
  const list = await api.restaurantsAvailable(point);
  return [...list].sort((a, b) => a.distancia - b.distancia);
}

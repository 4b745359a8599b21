import { useStore } from 'zustand';
import { locateWithin } from '../../../lib/locate-within.ts';
import { onVenueGuestChange } from '../../../lib/venue-guest.ts';
import { fetchNearby } from '../api/fetch-nearby.ts';
import { createNearbyStore, type NearbyState } from './nearby-store.ts';

/** The app's nearby slice, wired to the browser's geolocation and the platform API. */
export const nearbyStore = createNearbyStore({
  locate: () => locateWithin(typeof navigator === 'undefined' ? undefined : navigator.geolocation),
  fetchList: fetchNearby,
  now: () => Date.now(),
});

// A venue guest arriving or leaving changes which restaurants may be shown (spec/2 §4): ask again.
onVenueGuestChange(() => nearbyStore.getState().reset());

export function useNearby<T>(select: (state: NearbyState) => T): T {
  return useStore(nearbyStore, select);
}

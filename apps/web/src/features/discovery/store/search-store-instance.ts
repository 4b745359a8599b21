import { useStore } from 'zustand';
import { locateWithin } from '../../../lib/locate-within.ts';
import { onVenueGuestChange } from '../../../lib/venue-guest.ts';
import { searchRestaurants } from '../api/search-restaurants.ts';
import { createSearchStore, type SearchState } from './search-store.ts';

/** The app's search slice, wired to the browser's geolocation (2 s limit, fallback point) and the API. */
export const searchStore = createSearchStore({
  locate: () => locateWithin(typeof navigator === 'undefined' ? undefined : navigator.geolocation),
  fetchResults: searchRestaurants,
  now: () => Date.now(),
});

// A venue guest arriving or leaving changes which restaurants may be shown (spec/2 §4): ask again.
onVenueGuestChange(() => searchStore.getState().reset());

export function useSearch<T>(select: (state: SearchState) => T): T {
  return useStore(searchStore, select);
}

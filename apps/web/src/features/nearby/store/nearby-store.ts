import {
  canReuseNearbyList,
  type LatLng,
  type NearbyCacheEntry,
  type TRestaurantListItem,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';

export type NearbyStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The two places the list is shown: the short list on home and the full list at /l/restaurants. */
export type NearbyView = 'home' | 'all';

export type NearbyState = {
  status: NearbyStatus;
  restaurants: TRestaurantListItem[];
  /** Readable reason of the last failure. */
  error: string | null;
  /** Where and when the list on screen was asked for (spec/1 §7: reused 300 s within 0.0005°). */
  loaded: NearbyCacheEntry | null;
  /** Where the diner was on each view when they left it, restored on return (spec/1 §2 screen 12). */
  scroll: Record<NearbyView, number>;
  load: () => Promise<void>;
  rememberScroll: (view: NearbyView, y: number) => void;
  reset: () => void;
};

export type NearbyDeps = {
  locate: () => Promise<{ point: LatLng }>;
  fetchList: (point: LatLng) => Promise<TRestaurantListItem[]>;
  now: () => number;
};

const initial = {
  status: 'idle' as NearbyStatus,
  restaurants: [],
  error: null,
  loaded: null,
  scroll: { home: 0, all: 0 },
};

/**
 * The nearby list slice. Dependencies come in so tests fix the clock and the network; the app wires
 * the browser's geolocation and the API client in `nearby-store-instance.ts`.
 */
export function createNearbyStore(deps: NearbyDeps) {
  // Only the latest load may write: a slow answer for an old position must not replace a newer one.
  let latest = 0;
  return createStore<NearbyState>()((set, get) => ({
    ...initial,
    load: async () => {
      const ticket = ++latest;
      // A list already on screen stays there while it is refreshed; only a first load shows the skeleton.
      if (get().status !== 'ready') set({ status: 'loading', error: null });
      const { point } = await deps.locate();
      if (ticket !== latest) return;
      if (get().status === 'ready' && canReuseNearbyList(get().loaded, point, deps.now())) return;
      try {
        const restaurants = await deps.fetchList(point);
        if (ticket !== latest) return;
        set({ status: 'ready', restaurants, error: null, loaded: { ...point, time: deps.now() } });
      } catch (error) {
        if (ticket !== latest) return;
        set({ status: 'error', error: errorMessage(error) });
      }
    },
    rememberScroll: (view, y) => set({ scroll: { ...get().scroll, [view]: y } }),
    reset: () => {
      latest++;
      set({ ...initial });
    },
  }));
}

import { canReuseNearbyList, type LatLng, type NearbyCacheEntry, type TSearchResult } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import { isSearchable } from '../model/search-query.ts';

/** 'short': the query has fewer than 2 characters and was not sent (spec/1 §5). */
export type SearchStatus = 'idle' | 'short' | 'loading' | 'ready' | 'error';

export type SearchState = {
  status: SearchStatus;
  /** The query the results on screen belong to, as sent. */
  query: string;
  /** The food category they were searched in (a home banner's, rules/food-category.ts), else null. */
  category: string | null;
  hits: TSearchResult;
  /** Readable reason of the last failure (the server's message when it gave one). */
  error: string | null;
  /** Where and when the results were asked for; reused like the nearby list (spec/1 §7, §9). */
  loaded: NearbyCacheEntry | null;
  /** Where the diner was in the results when they opened a menu, restored when they come back. */
  scrollY: number;
  search: (query: string, category?: string) => Promise<void>;
  rememberScroll: (y: number) => void;
  reset: () => void;
};

export type SearchDeps = {
  locate: () => Promise<{ point: LatLng }>;
  fetchResults: (query: string, point: LatLng, category?: string) => Promise<TSearchResult>;
  now: () => number;
};

const initial = {
  status: 'idle' as SearchStatus,
  query: '',
  category: null as string | null,
  hits: [],
  error: null,
  loaded: null,
  scrollY: 0,
};

/**
 * The search results slice. Coming back to the same query (back from a menu) shows the results at once
 * and asks the server again only when they are older than 300 s or the diner moved (the nearby list's
 * rule); a new query starts from a skeleton. Only the latest search may write its answer.
 */
export function createSearchStore(deps: SearchDeps) {
  let latest = 0;
  return createStore<SearchState>()((set, get) => ({
    ...initial,
    search: async (raw, wanted) => {
      const ticket = ++latest;
      const query = raw.trim();
      const category = wanted ?? null;
      if (!isSearchable(query)) {
        set({ ...initial, status: 'short', query, category });
        return;
      }
      const again = get().query === query && get().category === category && get().status === 'ready';
      if (!again)
        set({ status: 'loading', query, category, hits: [], error: null, loaded: null, scrollY: 0 });
      const { point } = await deps.locate();
      if (ticket !== latest) return;
      if (again && canReuseNearbyList(get().loaded, point, deps.now())) return;
      try {
        const hits = category
          ? await deps.fetchResults(query, point, category)
          : await deps.fetchResults(query, point);
        if (ticket !== latest) return;
        set({ status: 'ready', hits, error: null, loaded: { ...point, time: deps.now() } });
      } catch (error) {
        if (ticket !== latest) return;
        set({ status: 'error', error: errorMessage(error) });
      }
    },
    rememberScroll: (y) => set({ scrollY: y }),
    reset: () => {
      latest++;
      set({ ...initial });
    },
  }));
}

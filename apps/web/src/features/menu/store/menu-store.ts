import {
  applyStockLevels,
  MENU_CACHE_SECONDS,
  type TMenu,
  type TRestaurantInfo,
  type TStockLevel,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import type { VenueKey } from '../api/fetch-restaurant-menu.ts';
import type { RestaurantMenu } from '../api/restaurant-menu.ts';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

export type MenuState = {
  status: MenuStatus;
  venue: VenueKey | null;
  info: TRestaurantInfo | null;
  menu: TMenu | null;
  error: string | null;
  loadedAt: number;
  /** Loads a venue's menu; `null` is a path that cannot name a venue, which is simply not found. */
  load: (venue: VenueKey | null) => Promise<void>;
  /** New stock levels of the shown menu's products and extras (live events, reservation answers). */
  applyStock: (levels: readonly TStockLevel[]) => void;
  /**
   * Reads the shown venue's menu again without leaving it (a back-office save, issue 13 item 3): the menu
   * stays on screen meanwhile, and stays as it was if the call fails.
   */
  refresh: () => Promise<void>;
  reset: () => void;
};

export type MenuDeps = {
  fetchMenu: (venue: VenueKey) => Promise<RestaurantMenu>;
  isNotFound: (error: unknown) => boolean;
  now: () => number;
};

const initial = {
  status: 'idle' as MenuStatus,
  venue: null,
  info: null,
  menu: null,
  error: null,
  loadedAt: 0,
};

/** Whether two keys name the same venue (a null key names none). */
export const sameVenue = (a: VenueKey | null, b: VenueKey | null) =>
  a !== null && b !== null && a.pais === b.pais && a.simpleId === b.simpleId && a.dk === b.dk;

/** The menu slice: one venue at a time, kept 60 s so going back and forth does not refetch (spec/1 §9). */
export function createMenuStore(deps: MenuDeps) {
  let latest = 0;
  let inFlight: { venue: VenueKey; done: Promise<void> } | null = null;
  return createStore<MenuState>()((set, get) => ({
    ...initial,
    load: (venue) => {
      const current = get();
      // The route's loader and the page ask for the same venue: one request serves both.
      if (current.status === 'loading' && inFlight && sameVenue(inFlight.venue, venue)) return inFlight.done;
      const ticket = ++latest;
      if (!venue) {
        set({ ...initial, status: 'not-found' });
        return Promise.resolve();
      }
      const fresh = deps.now() - current.loadedAt < MENU_CACHE_SECONDS * 1000;
      if (current.status === 'ready' && sameVenue(current.venue, venue) && fresh) return Promise.resolve();
      // Another venue's menu must never show under this venue's path, even for a moment.
      set({ ...initial, status: 'loading', venue });
      const done = (async () => {
        try {
          const { info, menu } = await deps.fetchMenu(venue);
          if (ticket !== latest) return;
          set({ status: 'ready', info, menu, error: null, loadedAt: deps.now() });
        } catch (error) {
          if (ticket !== latest) return;
          if (deps.isNotFound(error)) set({ status: 'not-found' });
          else set({ status: 'error', error: errorMessage(error) });
        }
      })();
      inFlight = { venue, done };
      return done;
    },
    applyStock: (levels) => {
      const { menu } = get();
      if (menu) set({ menu: applyStockLevels(menu, levels) });
    },
    refresh: async () => {
      const { status, venue } = get();
      if (status !== 'ready' || !venue) return;
      const ticket = latest;
      try {
        const { info, menu } = await deps.fetchMenu(venue);
        if (ticket === latest && sameVenue(get().venue, venue)) set({ info, menu, loadedAt: deps.now() });
      } catch {
        // Offline for a moment: the menu shown stays; the next change or visit reads it again.
      }
    },
    reset: () => {
      latest++;
      set({ ...initial });
    },
  }));
}

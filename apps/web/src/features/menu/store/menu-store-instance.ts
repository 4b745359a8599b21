import { useSyncExternalStore } from 'react';
import { fetchRestaurantMenu, isNotFound } from '../api/fetch-restaurant-menu.ts';
import { createMenuStore, type MenuState } from './menu-store.ts';

/** The app's menu slice, wired to the platform API. */
export const menuStore = createMenuStore({
  fetchMenu: fetchRestaurantMenu,
  isNotFound,
  now: () => Date.now(),
});

/**
 * A slice of the menu store, re-rendering when it changes. Unlike zustand's useStore, the server's
 * snapshot is the store as it is, not as it was created: the server fills the store before drawing the
 * menu page, and the browser fills it from the same boot data before hydrating (app/hydration.ts), so
 * the hydrating render shows the menu the server drew.
 */
export function useMenu<T>(select: (state: MenuState) => T): T {
  const current = () => select(menuStore.getState());
  return useSyncExternalStore(menuStore.subscribe, current, current);
}

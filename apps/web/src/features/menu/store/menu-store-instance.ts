import { useStore } from 'zustand';
import { fetchRestaurantMenu, isNotFound } from '../api/fetch-restaurant-menu.ts';
import { createMenuStore, type MenuState } from './menu-store.ts';

/** The app's menu slice, wired to the platform API. */
export const menuStore = createMenuStore({
  fetchMenu: fetchRestaurantMenu,
  isNotFound,
  now: () => Date.now(),
});

export function useMenu<T>(select: (state: MenuState) => T): T {
  return useStore(menuStore, select);
}

import type { TStockLevel } from '@comanda/domain';
import { useStore } from 'zustand';
import { api } from '../../../lib/api.ts';
import type { PersistedCart } from '../model/persisted-cart.ts';
import { randomId } from '../model/random-id.ts';
import { type CartState, createCartStore } from './cart-store.ts';

const STORAGE_KEY = 'comanda.cart';
const stockListeners = new Set<(levels: TStockLevel[]) => void>();

/** The app's cart, kept in localStorage so it survives a reload (its holds live on the server). */
export const cartStore = createCartStore({
  api,
  storage: {
    read: () => {
      try {
        return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
      } catch {
        return null; // blocked storage or a damaged value: a new cart
      }
    },
    write: (value: PersistedCart) => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
      } catch {
        // Not kept for the next visit; this visit's cart still works.
      }
    },
  },
  now: () => Date.now(),
  newId: () => randomId(),
  onStock: (levels) => {
    for (const listener of stockListeners) listener(levels);
  },
});
void cartStore.getState().hydrate();

/** Hears the stock levels the server returns with cart reservations (the menu shows them). */
export function onCartStock(listener: (levels: TStockLevel[]) => void): () => void {
  stockListeners.add(listener);
  return () => stockListeners.delete(listener);
}

export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(cartStore, select);
}

import type { TRestaurantInfo } from '@comanda/domain';
import { useEffect } from 'react';
import { listenToStock } from '../api/live-stock.ts';
import { menuStore } from '../store/menu-store-instance.ts';

/**
 * Keeps the shown menu's stock current while it is on screen, and the rest of it (prices, products) too: a
 * back-office save's `catalog` event reads the menu again. The restaurant is subscribed by both its
 * restaurant id and its location id: the live contract names it `ir`, and events for either apply.
 */
export function useLiveStock(info: Pick<TRestaurantInfo, 'ir' | 'id'> | null): void {
  const ir = info?.ir;
  const irl = info?.id;
  useEffect(() => {
    if (!ir || !irl) return;
    return listenToStock(
      [ir, irl],
      (levels) => menuStore.getState().applyStock(levels),
      () => void menuStore.getState().refresh(),
    );
  }, [ir, irl]);
}

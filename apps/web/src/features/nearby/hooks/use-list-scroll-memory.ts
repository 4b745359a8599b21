import { useLayoutEffect } from 'react';
import type { NearbyView } from '../store/nearby-store.ts';
import { nearbyStore } from '../store/nearby-store-instance.ts';

/**
 * Restores where the diner was on home or on the full list when they come back from a menu (spec/1 §2
 * screen 12). The browser cannot do it by itself: the list is drawn after the route changes, not with
 * the page. Each view keeps its own position.
 */
export function useListScrollMemory(view: NearbyView, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const y = nearbyStore.getState().scroll[view];
    if (y > 0) window.scrollTo(0, y);
  }, [view, ready]);

  // A layout-effect cleanup runs before the list leaves the page, while scrollY still measures it.
  useLayoutEffect(() => () => nearbyStore.getState().rememberScroll(view, window.scrollY), [view]);
}

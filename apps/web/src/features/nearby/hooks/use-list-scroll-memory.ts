import { useLayoutEffect } from 'react';
import { nearbyStore } from '../store/nearby-store-instance.ts';

/**
 * Restores where the diner was in the nearby list when they come back from a menu (spec/1 §2 screen 12).
 * The browser cannot do it by itself: the list is drawn after the route changes, not with the page.
 */
export function useListScrollMemory(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const { scrollY } = nearbyStore.getState();
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [ready]);

  // A layout-effect cleanup runs before the list leaves the page, while scrollY still measures it.
  useLayoutEffect(() => () => nearbyStore.getState().rememberScroll(window.scrollY), []);
}

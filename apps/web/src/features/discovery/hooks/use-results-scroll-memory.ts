import { useLayoutEffect } from 'react';
import { searchStore } from '../store/search-store-instance.ts';

/**
 * Puts the diner back where they were in the results when they return from a menu, like the nearby
 * list (spec/1 §2 screen 12): the results are drawn after the route changes, so the browser cannot.
 */
export function useResultsScrollMemory(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const { scrollY } = searchStore.getState();
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [ready]);

  useLayoutEffect(() => () => searchStore.getState().rememberScroll(window.scrollY), []);
}

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window changes. The server has no window:
 * it draws with `onServer`, and the browser's first (hydrating) render does too, so both agree; the real
 * answer follows at once.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

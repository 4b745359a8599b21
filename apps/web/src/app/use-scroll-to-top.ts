import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../lib/router/index.ts';

/**
 * A new page starts at its top, as a server-rendered site would. Back and forward (POP) are left alone:
 * pages that care, like the nearby list, put the diner back where they were. The first render is left
 * alone too, so a reload keeps the browser's own restored position.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

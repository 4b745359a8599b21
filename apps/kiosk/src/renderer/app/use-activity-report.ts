import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bridge } from '../bridge.ts';

/** At most one activity report per second: a finger dragging a list must not flood the bridge. */
const THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Tells main's inactivity watchdog about every touch, mouse, key or scroll (spec/3 §9), and about each
 * route: the watchdog rests on Welcome and error screens and runs its second cycle on PayOrder.
 */
export function useActivityReport(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void bridge.watchdog.route({ route: pathname }).catch(() => undefined);
  }, [pathname]);

  useEffect(() => {
    let last = 0;
    const report = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      void bridge.watchdog.activity().catch(() => undefined);
    };
    // Capture phase: scrolls of inner lists do not bubble, and no screen may swallow a touch.
    for (const type of ACTIVITY_EVENTS)
      document.addEventListener(type, report, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, report, { capture: true });
    };
  }, []);
}

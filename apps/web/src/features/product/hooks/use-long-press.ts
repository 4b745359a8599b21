import { type PointerEvent, useRef } from 'react';

/**
 * Calls `onLongPress` when a pointer stays down for `ms` (the product photo zooms after 1 s,
 * spec/1 §2 screen 2). `pressed()` tells a click handler that the click ended a long press.
 */
export function useLongPress(ms: number, onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  return {
    handlers: {
      onPointerDown: (_: PointerEvent) => {
        fired.current = false;
        cancel();
        timer.current = setTimeout(() => {
          fired.current = true;
          onLongPress();
        }, ms);
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // A long press on touch screens opens the context menu; the zoom replaces it.
      onContextMenu: (event: PointerEvent | React.MouseEvent) => event.preventDefault(),
    },
    pressed: () => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}

/**
 * The hidden gesture that opens the technician menu (issue 12 item 6): five taps in the top-left corner of
 * the screen within three seconds. Far from every diner control, and no diner taps one empty corner five
 * times by chance; a tap anywhere else starts the count again.
 */
export const CORNER_GESTURE = {
  taps: 5,
  withinMs: 3000,
  /** The corner: a square this many CSS pixels wide, but never more than 12% of the shorter side. */
  cornerPx: 120,
  cornerShare: 0.12,
} as const;

export type Tap = { x: number; y: number; at: number };
export type Screen = { width: number; height: number };

export function inCorner(tap: Pick<Tap, 'x' | 'y'>, screen: Screen): boolean {
  const size = Math.min(
    CORNER_GESTURE.cornerPx,
    Math.min(screen.width, screen.height) * CORNER_GESTURE.cornerShare,
  );
  return tap.x >= 0 && tap.y >= 0 && tap.x <= size && tap.y <= size;
}

/**
 * Counts taps; `tap` answers true on the tap that completes the gesture (and starts a new count). Pure but
 * for its own memory of recent taps, so tests drive it with made-up times.
 */
export function createCornerTaps(screen: () => Screen) {
  let taps: number[] = [];
  return {
    tap(tap: Tap): boolean {
      if (!inCorner(tap, screen())) {
        taps = [];
        return false;
      }
      taps = [...taps.filter((at) => tap.at - at < CORNER_GESTURE.withinMs), tap.at];
      if (taps.length < CORNER_GESTURE.taps) return false;
      taps = [];
      return true;
    },
  };
}

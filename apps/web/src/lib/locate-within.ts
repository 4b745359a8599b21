import type { LatLng } from '@comanda/domain';

/**
 * The point lists are loaded around when the diner's position is unknown (spec/1 §2 screen 12).
 * Shared by the nearby list and the search, which both ask for the position the same way.
 */
export const DEFAULT_POINT: LatLng = { lat: -33.4372, lng: -70.6506 };

/** spec/1 §2 screen 12: location is requested with a 2 s limit. */
export const LOCATE_LIMIT_MS = 2000;

/** The part of the browser Geolocation API this helper needs, so tests can pass a fake. */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/**
 * The diner's position, or `fallback` when it is refused, fails or takes longer than `limitMs`.
 * Never rejects: the list is loaded anyway (spec/1 §8 'Geolocation failures are only logged').
 * Our own timer matters because the browser's `timeout` option does not count the time a permission
 * prompt stays open, and a prompt can stay open forever.
 */
export function locateWithin(
  source: PositionSource | undefined,
  fallback: LatLng = DEFAULT_POINT,
  limitMs: number = LOCATE_LIMIT_MS,
): Promise<{ point: LatLng; located: boolean }> {
  return new Promise((resolve) => {
    if (!source) {
      resolve({ point: fallback, located: false });
      return;
    }
    let settled = false;
    const settle = (point: LatLng, located: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ point, located });
    };
    const timer = setTimeout(() => settle(fallback, false), limitMs);
    try {
      source.getCurrentPosition(
        (position) => settle({ lat: position.coords.latitude, lng: position.coords.longitude }, true),
        (error) => {
          console.info(`location unavailable (${error.code}): ${error.message}`);
          settle(fallback, false);
        },
        { timeout: limitMs, maximumAge: 5 * 60_000, enableHighAccuracy: false },
      );
    } catch (error) {
      console.info('location unavailable', error);
      settle(fallback, false);
    }
  });
}

import {
  GEOLOCATION_CACHE_SECONDS,
  GEOLOCATION_RETRY_MS,
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_TRIES,
} from '@comanda/domain';

export type Point = { lat: number; lng: number };
export type Located = Point & { from: 'device' | 'stored' };

export type GeolocateDeps = {
  /** One high-accuracy reading of the device's position; rejects on refusal or time-out. */
  read: () => Promise<Point>;
  wait: (ms: number) => Promise<void>;
  /** The last location this device stored, with when (epoch ms). */
  stored: () => (Point & { at: number }) | null;
  store: (point: Point) => void;
  now: () => number;
};

/**
 * The device's location for 'use my location' (spec/2 §5 'Geolocation retries up to 3 times, 2 s wait,
 * high accuracy'; §8 'Geolocation timeout or refusal falls back to the last stored location; after 3
 * attempts a location-error flag is set'). The fallback is the last location kept within the geolocation
 * cache (21600 s, spec/2 §9); null means the location error.
 */
export async function geolocate(deps: GeolocateDeps): Promise<Located | null> {
  for (let attempt = 1; attempt <= GEOLOCATION_TRIES; attempt++) {
    try {
      const point = await deps.read();
      deps.store(point);
      return { ...point, from: 'device' };
    } catch {
      if (attempt < GEOLOCATION_TRIES) await deps.wait(GEOLOCATION_RETRY_MS);
    }
  }
  const last = deps.stored();
  if (last && deps.now() - last.at <= GEOLOCATION_CACHE_SECONDS * 1000)
    return { lat: last.lat, lng: last.lng, from: 'stored' };
  return null;
}

const STORED_KEY = 'comanda.location';

/** The browser's geolocation and localStorage behind geolocate. */
export const browserGeolocation: GeolocateDeps = {
  read: () =>
    new Promise((resolve, reject) => {
      if (!navigator.geolocation) return reject(new Error('no geolocation'));
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
        reject,
        { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
      );
    }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  stored: () => {
    try {
      const value = JSON.parse(localStorage.getItem(STORED_KEY) ?? 'null');
      return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) && Number.isFinite(value.at)
        ? value
        : null;
    } catch {
      return null;
    }
  },
  store: (point) => {
    try {
      localStorage.setItem(STORED_KEY, JSON.stringify({ ...point, at: Date.now() }));
    } catch {
      // Not kept: the next refusal has no fallback.
    }
  },
  now: () => Date.now(),
};

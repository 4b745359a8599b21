/**
 * Locating an address (spec/2 §5 'Address search is debounced by 1 s … Geolocation retries up to 3 times,
 * 2 s wait, high accuracy', §9 'geolocation time-out 15 s', 'map zoom 16 (default), 17 (dialog), 18
 * (profile)', 'geolocation cache default 21600 s').
 */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 1000;
export const GEOLOCATION_TRIES = 3;
export const GEOLOCATION_RETRY_MS = 2000;
export const GEOLOCATION_TIMEOUT_MS = 15000;
export const GEOLOCATION_CACHE_SECONDS = 21600;
export const MAP_ZOOM = { default: 16, dialog: 17, profile: 18 } as const;

import type { TPlace, TPlaceSuggestion } from '@comanda/domain';

/**
 * The geocoder adapter (DESIGN 'Real parts': geocoding, maps): what the address dialogs ask the platform —
 * place search as the diner types, a suggestion's address and point, and the place at a point (the
 * browser's location, a dragged pin). Two implementations: nominatim.ts, a documented public geocoding
 * API reached by URL (COMANDA_GEOCODER_URL), and sandbox.ts for development, off in production.
 */
export type Geocoder = {
  readonly kind: 'sandbox' | 'nominatim';
  search(text: string, country: string): Promise<TPlaceSuggestion[]>;
  /** A suggestion's place; null when the id names nothing (anymore). */
  details(placeId: string): Promise<TPlace | null>;
  /** The place at a point; null when the service knows nothing there. */
  reverse(lat: number, lng: number): Promise<TPlace | null>;
};

/** The geocoding service could not be reached or answered badly: the diner reads a connection error. */
export class GeocoderUnavailable extends Error {}

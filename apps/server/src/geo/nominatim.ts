import type { TPlace, TPlaceSuggestion } from '@comanda/domain';
import { type Geocoder, GeocoderUnavailable } from './geocoder.ts';

/**
 * The geocoder adapter over Nominatim's documented API (https://nominatim.org/release-docs/latest/api/):
 * /search for suggestions, /lookup for a suggestion's parts, /reverse for the place at a point, each with
 * `format=jsonv2&addressdetails=1`. The base URL is COMANDA_GEOCODER_URL — OpenStreetMap's public
 * instance (https://nominatim.openstreetmap.org, whose usage policy asks for an identifying User-Agent and
 * at most one request a second: the address search waits 1 s after typing) or one's own. A place id is
 * the OSM object ('N123', 'W456', 'R789').
 */
const TIMEOUT_MS = 5000;
const SUGGESTIONS_MAX = 5;

type NominatimAddress = Partial<
  Record<
    | 'road'
    | 'pedestrian'
    | 'house_number'
    | 'suburb'
    | 'city_district'
    | 'neighbourhood'
    | 'city'
    | 'town'
    | 'village'
    | 'municipality'
    | 'state'
    | 'postcode'
    | 'country_code',
    string
  >
>;
type NominatimPlace = {
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  display_name?: string;
  address?: NominatimAddress;
};

/** A Nominatim place as the address form's parts (spec/2 §3 'Address': street, locality, city, zip, country). */
export function placeFromNominatim(found: NominatimPlace): TPlace | null {
  const lt = Number(found.lat);
  const lg = Number(found.lon);
  if (!Number.isFinite(lt) || !Number.isFinite(lg)) return null;
  const a = found.address ?? {};
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.state ?? '';
  return {
    di: [a.road ?? a.pedestrian ?? '', a.house_number ?? ''].filter((p) => p !== '').join(' '),
    cm: a.suburb ?? a.city_district ?? a.neighbourhood ?? city,
    ci: city,
    zc: a.postcode ?? '',
    pa: (a.country_code ?? '').toLowerCase(),
    lt,
    lg,
  };
}

const osmId = (found: NominatimPlace) =>
  found.osm_type && found.osm_id !== undefined ? `${found.osm_type[0]!.toUpperCase()}${found.osm_id}` : null;

export function createNominatimGeocoder(
  baseUrl: string,
  { userAgent, fetcher = fetch }: { userAgent: string; fetcher?: typeof fetch },
): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const ask = async (path: string, params: Record<string, string>): Promise<unknown> => {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    let response: Response;
    try {
      response = await fetcher(`${base}/${path}?${query}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json', 'accept-language': 'es' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailable(`geocoder unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderUnavailable(`geocoder answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new GeocoderUnavailable('geocoder answered no JSON');
    }
  };
  const places = (answer: unknown): NominatimPlace[] => (Array.isArray(answer) ? answer : []);
  return {
    kind: 'nominatim',
    async search(text, country) {
      const found = places(
        await ask('search', { q: text, countrycodes: country, limit: String(SUGGESTIONS_MAX) }),
      );
      return found.flatMap((place): TPlaceSuggestion[] => {
        const id = osmId(place);
        return id ? [{ place_id: id, description: place.display_name ?? '' }] : [];
      });
    },
    async details(placeId) {
      if (!/^[NWR]\d{1,15}$/.test(placeId)) return null;
      const [found] = places(await ask('lookup', { osm_ids: placeId }));
      return found ? placeFromNominatim(found) : null;
    },
    async reverse(lat, lng) {
      const found = await ask('reverse', { lat: String(lat), lon: String(lng) });
      if (!found || typeof found !== 'object' || 'error' in found) return null;
      return placeFromNominatim(found as NominatimPlace);
    },
  };
}

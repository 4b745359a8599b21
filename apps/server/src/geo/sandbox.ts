import { greatCircleKm, type TPlace, type TPlaceSuggestion } from '@comanda/domain';
import type { Geocoder } from './geocoder.ts';
import {
  SANDBOX_COMMUNES,
  SANDBOX_STREETS,
  type SandboxCommune,
  type SandboxStreet,
} from './sandbox-places.ts';

/**
 * The sandbox geocoder (DESIGN 'a sandbox is an honest, documented adapter'): these machines reach no
 * geocoding service, so development answers from a table of streets and communes (sandbox-places.ts). It
 * answers as a real service would — suggestions as the diner types, a suggestion's parts and point, the
 * nearest street or commune to a point — and says it is the sandbox (GET /srv/geo/config). Off in
 * production unless COMANDA_SANDBOX_GEOCODER=on.
 */
const SUGGESTIONS_MAX = 5;
/** How far from a known street or commune centre a point still reads as it (km). */
const REVERSE_REACH_KM = { street: 1.5, commune: 15 };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const names = (place: SandboxStreet | SandboxCommune) => [fold(place.name), ...place.aliases.map(fold)];

/** What the diner typed as a street name and house number: 'Merced 345, Santiago' → merced, 345. */
function readTyped(text: string): { words: string; number: string } {
  const [first = ''] = text.split(',');
  const number = /\d+/.exec(first)?.[0] ?? '';
  return { words: fold(first.replace(/\d+/g, ' ')), number };
}

const streetPlace = (s: SandboxStreet, number: string): TPlace => ({
  di: number ? `${s.name} ${number}` : s.name,
  cm: s.cm,
  ci: s.ci,
  zc: s.zc,
  pa: s.pa,
  lt: s.lat,
  lg: s.lng,
});
const communePlace = (c: SandboxCommune): TPlace => ({
  di: '',
  cm: c.name,
  ci: c.ci,
  zc: '',
  pa: c.pa,
  lt: c.lat,
  lg: c.lng,
});

const countryName: Record<string, string> = { cl: 'Chile', es: 'España' };
const describe = (place: TPlace) =>
  [place.di, place.cm, place.ci === place.cm ? '' : place.ci, countryName[place.pa] ?? place.pa.toUpperCase()]
    .filter((part) => part !== '')
    .join(', ');

export function createSandboxGeocoder(): Geocoder {
  return {
    kind: 'sandbox',
    async search(text, country) {
      const { words, number } = readTyped(text);
      if (words.length < 3) return [];
      const hits = (place: SandboxStreet | SandboxCommune) =>
        names(place).some((name) => name.includes(words) || (words.includes(name) && name.length >= 4));
      const ownCountryFirst = <T extends { pa: string }>(a: T, b: T) =>
        Number(b.pa === country) - Number(a.pa === country);
      const streets: TPlaceSuggestion[] = SANDBOX_STREETS.map((s, i) => ({ s, i }))
        .filter(({ s }) => hits(s))
        .sort((a, b) => ownCountryFirst(a.s, b.s))
        .map(({ s, i }) => ({
          place_id: number ? `sandbox:s:${i}:${number}` : `sandbox:s:${i}`,
          description: describe(streetPlace(s, number)),
        }));
      const communes: TPlaceSuggestion[] = SANDBOX_COMMUNES.map((c, i) => ({ c, i }))
        .filter(({ c }) => hits(c))
        .sort((a, b) => ownCountryFirst(a.c, b.c))
        .map(({ c, i }) => ({ place_id: `sandbox:c:${i}`, description: describe(communePlace(c)) }));
      return [...streets, ...communes].slice(0, SUGGESTIONS_MAX);
    },
    async details(placeId) {
      const match = /^sandbox:(s|c):(\d+)(?::(\d{1,6}))?$/.exec(placeId);
      if (!match) return null;
      const index = Number(match[2]);
      if (match[1] === 's') {
        const s = SANDBOX_STREETS[index];
        return s ? streetPlace(s, match[3] ?? '') : null;
      }
      const c = SANDBOX_COMMUNES[index];
      return c && match[3] === undefined ? communePlace(c) : null;
    },
    async reverse(lat, lng) {
      const at = { lat, lng };
      const nearest = <T extends { lat: number; lng: number }>(list: readonly T[]) =>
        list.map((place) => ({ place, km: greatCircleKm(at, place) })).sort((a, b) => a.km - b.km)[0];
      const s = nearest(SANDBOX_STREETS);
      if (s && s.km <= REVERSE_REACH_KM.street) return { ...streetPlace(s.place, ''), lt: lat, lg: lng };
      const c = nearest(SANDBOX_COMMUNES);
      if (c && c.km <= REVERSE_REACH_KM.commune) return { ...communePlace(c.place), lt: lat, lg: lng };
      return null;
    },
  };
}

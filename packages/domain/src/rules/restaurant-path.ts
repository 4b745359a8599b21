import { ROUTE_PREFIXES } from '../constants.ts';
import type { TEnvironment } from '../contracts/common.ts';

/** 'Café Ñandú & Co.' → 'cafe-nandu-co': the name part of a restaurant path (spec/1 §2 'Route shapes'). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type VenueRef = { pais: string; slug: string; simpleId: number; dk?: string };

/** The venue id of a path: simpleId, or simpleId-dk for a dark kitchen. */
export function venueId(ref: Pick<VenueRef, 'simpleId' | 'dk'>): string {
  return ref.dk ? `${ref.simpleId}-${ref.dk}` : String(ref.simpleId);
}

/** /r/{country}/{name-slug}/{simpleId[-dk]} — /rd in development, /rt in test (spec/1 §2). */
export function restaurantPath(ref: VenueRef, env: TEnvironment = 'PROD'): string {
  const prefix =
    env === 'DEV' ? ROUTE_PREFIXES.DEV : env === 'TEST' ? ROUTE_PREFIXES.TEST : ROUTE_PREFIXES.PROD;
  return `/${prefix}/${ref.pais}/${ref.slug}/${venueId(ref)}`;
}

/** Reads 'simpleId' or 'simpleId-dk' from a path segment; null when it is not one. */
export function parseVenueId(segment: string): { simpleId: number; dk: string } | null {
  const match = /^(\d{1,9})(?:-([A-Za-z0-9]+))?$/.exec(segment);
  if (!match) return null;
  return { simpleId: Number(match[1]), dk: match[2] ?? '' };
}

/** Which restaurant a menu path names: its country, simple id and dark kitchen ('' for none). */
export type VenueKey = { pais: string; simpleId: number; dk: string };

/**
 * The venue of a restaurant path's params (spec/1 §2 'Route shapes': pais and idsimple), or null when they
 * cannot name one. The name part is only for people and search engines; the id decides.
 */
export function venueKeyOf(pais: string, idsimple: string): VenueKey | null {
  const id = parseVenueId(idsimple);
  if (!id || !/^[a-z]{2}$/i.test(pais)) return null;
  return { pais: pais.toLowerCase(), simpleId: id.simpleId, dk: id.dk };
}

const prefixes = new Set<string>(Object.values(ROUTE_PREFIXES));

/**
 * The venue of a menu page's pathname, /{r|rd|rt}/{pais}/{name}/{idsimple}/menu (a trailing slash allowed),
 * or null for any other path: the server reads it to put the menu into the page it serves.
 */
export function menuPathVenue(pathname: string): VenueKey | null {
  const parts = pathname.split('/');
  if (parts.at(-1) === '') parts.pop();
  const [empty, prefix = '', pais = '', name, idsimple = '', menu, ...rest] = parts;
  if (empty !== '' || !prefixes.has(prefix) || !name || menu !== 'menu' || rest.length > 0) return null;
  return venueKeyOf(pais, idsimple);
}

/** The country of any restaurant page's pathname (/{r|rd|rt}/{pais}/…), lower case, or null. */
export function pathCountry(pathname: string): string | null {
  const [empty, prefix = '', pais = ''] = pathname.split('/');
  return empty === '' && prefixes.has(prefix) && /^[a-z]{2}$/i.test(pais) ? pais.toLowerCase() : null;
}

/**
 * The id of the `<script type="application/json">` block in which the server hands a menu page its
 * restaurant and menu (apps/server/src/routes/page-boot.ts), so the page does not ask for them again.
 */
export const PAGE_BOOT_ELEMENT_ID = 'comanda-boot';

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

import { addressCoverage, type CoverageVenue, NEARBY_RADIUS } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from '../store/documents.ts';
import { boundingBox, IN_BOX } from '../store/restaurants.ts';

const asVenue = (p: RestaurantProfile): CoverageVenue => ({
  point: { lat: p.latitud, lng: p.longitud },
  cfg: p.app,
  polygons: p.polygons ?? [],
});

/**
 * An address's verification (spec/2 §4 'Address verification', domain rules/address-coverage.ts): with a
 * venue (xir, xil), whether that venue delivers there; without, whether any active venue near it does. A
 * venue's zones may reach beyond the nearby radius, so the box is searched twice as wide.
 */
export async function verifyAddressCoverage(
  db: Queryable,
  point: { lt: number | null; lg: number | null },
  venue?: { xir: string; xil: string },
): Promise<'valid' | 'invalid'> {
  if (point.lt === null || point.lg === null) return 'invalid';
  const rows = venue
    ? await db.query<{ profile: RestaurantProfile }>(
        'select profile from restaurants where ir = $1 and il = $2',
        [venue.xir, venue.xil],
      )
    : await db.query<{ profile: RestaurantProfile }>(
        `select profile from restaurants where ${IN_BOX}`,
        boundingBox({ lat: point.lt, lng: point.lg }, NEARBY_RADIUS * 2),
      );
  const venues = rows.map((r) => r.profile).filter((p) => p.app.active);
  return addressCoverage(point, venues.map(asVenue));
}

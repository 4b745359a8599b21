import type { TPortalInfo } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import { portalDoc } from './kiosk-venues.ts';
import { toListItem } from './restaurants.ts';

/**
 * A portal as its web page shows it (GET /srv/portalinfo, spec/3 §3 'Portal info'): its name and its
 * restaurants in service, in the portal's order, as restaurant cards (no distance: nobody was located).
 * Null when no portal has this id in this country.
 */
export async function portalInfo(
  db: Queryable,
  query: { pais: string; ipr: string },
  now: Date,
): Promise<TPortalInfo | null> {
  const portal = await portalDoc(db, query.ipr);
  if (!portal || portal.pais !== query.pais) return null;
  const rows = await db.query<{ profile: RestaurantProfile }>(
    `select r.profile from portal_restaurants pr join restaurants r on r.ir = pr.ir
     where pr.portal_id = $1 order by pr.position`,
    [portal.id],
  );
  const idl = rows
    .map((r) => r.profile)
    .filter((p) => p.app.active)
    .map((p) => toListItem(p, 0, now));
  return { det: { id: portal.id, nm: portal.nombre, nmTrad: portal.nombreTrad, idl } };
}

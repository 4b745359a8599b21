import type { TPortalImport, TVenueInfoAnswer } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import { toListItem } from './restaurants.ts';

/**
 * The venue (a portal with `venue`, issue 18 item 6) that answers on a host, with its restaurants in the
 * portal's order as list cards; null on a host that is no venue's.
 */
export async function venueForHost(db: Queryable, host: string, now: Date): Promise<TVenueInfoAnswer | null> {
  const [portal] = await db.query<{ id: string; doc: TPortalImport }>(
    `select id, doc from portals where doc->'venue'->'hosts' @> jsonb_build_array($1::text) order by id limit 1`,
    [host.toLowerCase()],
  );
  const venue = portal?.doc.venue;
  if (!portal || !venue) return null;
  const rows = await db.query<{ profile: RestaurantProfile }>(
    `select r.profile from portal_restaurants pr join restaurants r on r.ir = pr.ir
     where pr.portal_id = $1 order by pr.position`,
    [portal.id],
  );
  return {
    nm: portal.doc.nombre,
    pls: venue.pls,
    sts: venue.sts,
    rls: venue.rls,
    // Nobody was located: the cards carry no distance.
    restaurants: rows.map(({ profile }) => ({ ...toListItem(profile, 0, now), ir: profile.ir })),
  };
}

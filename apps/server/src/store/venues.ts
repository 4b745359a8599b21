import {
  restaurantsForGuest,
  type TPortalImport,
  type TVenueGuestPlace,
  type TVenueImport,
  type TVenueInfoAnswer,
} from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import { toListItem } from './restaurants.ts';

/** The portal that is a venue (a portal with `venue`, issue 18 item 6) answering on a host, or null. */
async function venuePortal(
  db: Queryable,
  host: string,
): Promise<{ id: string; doc: TPortalImport; venue: TVenueImport } | null> {
  const [portal] = await db.query<{ id: string; doc: TPortalImport }>(
    `select id, doc from portals where doc->'venue'->'hosts' @> jsonb_build_array($1::text) order by id limit 1`,
    [host.toLowerCase()],
  );
  const venue = portal?.doc.venue;
  return portal && venue ? { ...portal, venue } : null;
}

/**
 * The venue that answers on a host, with its restaurants in the portal's order as list cards; null on a host
 * that is no venue's.
 */
export async function venueForHost(db: Queryable, host: string, now: Date): Promise<TVenueInfoAnswer | null> {
  const portal = await venuePortal(db, host);
  if (!portal) return null;
  const { venue } = portal;
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

/**
 * The restaurants (ir) a venue guest may see on this host (spec/2 §4, §6; rules/venue-landing.ts), or null
 * when there is no guest or the host is no venue's. A guest record on such a host is left unused rather than
 * refused: it can only be a stale one on a device (the landing keeps it only on a venue's host), and the
 * diner's search must keep working.
 */
export async function guestRestaurantIds(
  db: Queryable,
  host: string,
  guest: TVenueGuestPlace | undefined,
): Promise<ReadonlySet<string> | null> {
  if (!guest) return null;
  const portal = await venuePortal(db, host);
  return portal ? new Set(restaurantsForGuest(portal.venue, guest)) : null;
}

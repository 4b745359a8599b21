import type { TPortalImport, TPortalRestaurant } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';

/** Reads of restaurants and portals that kiosk pairing needs (the catalog store owns their writes). */

export async function restaurantProfile(db: Queryable, ir: string): Promise<RestaurantProfile | null> {
  const [row] = await db.query<{ profile: RestaurantProfile }>(
    'select profile from restaurants where ir = $1',
    [ir],
  );
  return row?.profile ?? null;
}

export async function allRestaurantProfiles(db: Queryable): Promise<RestaurantProfile[]> {
  const rows = await db.query<{ profile: RestaurantProfile }>(
    'select profile from restaurants order by simple_id',
  );
  return rows.map((r) => r.profile);
}

export async function portalDoc(db: Queryable, id: string): Promise<TPortalImport | null> {
  const [row] = await db.query<{ doc: TPortalImport }>('select doc from portals where id = $1', [id]);
  return row?.doc ?? null;
}

export async function allPortals(db: Queryable): Promise<TPortalImport[]> {
  const rows = await db.query<{ doc: TPortalImport }>('select doc from portals order by id');
  return rows.map((r) => r.doc);
}

/** A portal's restaurants in the portal's order, as the restaurant chooser lists them. */
export async function portalRestaurants(db: Queryable, id: string): Promise<TPortalRestaurant[]> {
  const rows = await db.query<{ profile: RestaurantProfile }>(
    `select r.profile from portal_restaurants pr join restaurants r on r.ir = pr.ir
     where pr.portal_id = $1 order by pr.position`,
    [id],
  );
  return rows.map(({ profile: p }) => ({
    ir: p.ir,
    il: p.il,
    dk: p.dk,
    nombre: p.kiosk?.nombre || p.nombre,
    logo: p.kiosk?.logoQ[0] || p.logo,
    simpleId: p.simpleId,
    pais: p.pais,
    colorP: p.kiosk?.colorP ?? p.app.colorP,
    active: p.app.active,
    kiosk: p.kiosk !== null,
  }));
}

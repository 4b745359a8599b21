import {
  catalogProblems,
  slugify,
  type TCouponImport,
  type TPortalImport,
  type TRestaurantImport,
  type TStaffImport,
  ZPortalImport,
  ZRestaurantImport,
  ZStaffImport,
} from '@comanda/domain';
import type { TextRef } from '@comanda/i18n/server-text';
import * as z from 'zod/mini';
import type { Database, Queryable } from '../db/database.ts';
import { CatalogError, issueTexts } from './catalog-error.ts';
import { importCoupons } from './coupons.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';
import { deleteUnusedPhotos, uploadedPhotosIn } from './media.ts';

/** A problem that is not a text of its own (a missing portal member): said in the import's words. */
const problem = (field: string, words: string): TextRef => ({
  key: 'p1_err_v_problem',
  params: { field, problem: words },
});

/** Parses and checks a restaurant file's content, or throws a CatalogError listing every problem. */
export function parseRestaurant(source: string, input: unknown): TRestaurantImport {
  const parsed = ZRestaurantImport.safeParse(input);
  if (!parsed.success) {
    throw new CatalogError(source, issueTexts(parsed.error.issues));
  }
  const problems = catalogProblems(parsed.data);
  if (problems.length > 0) throw new CatalogError(source, problems);
  return parsed.data;
}

export function parsePortal(source: string, input: unknown): TPortalImport {
  const parsed = ZPortalImport.safeParse(input);
  if (!parsed.success) {
    throw new CatalogError(source, issueTexts(parsed.error.issues));
  }
  return parsed.data;
}

/** What an import writes; staff accounts and coupons are optional (a menu file has none). */
export type Catalog = {
  restaurants: TRestaurantImport[];
  portals: TPortalImport[];
  staff?: TStaffImport[];
  coupons?: TCouponImport[];
};

/**
 * Writes restaurants, then portals, in one transaction: a catalog lands whole or not at all. Uploaded photos a
 * re-imported restaurant no longer shows (a product the file dropped, a photo it replaced) are deleted with it
 * when no restaurant shows them any more — looked at once every restaurant of the file is written, so a photo
 * one restaurant drops and another of the same file takes up stays.
 */
export async function importCatalog(db: Database, catalog: Catalog): Promise<void> {
  await db.transaction(async (tx) => {
    const dropped: string[] = [];
    for (const restaurant of catalog.restaurants) dropped.push(...(await importRestaurant(tx, restaurant)));
    await deleteUnusedPhotos(tx, dropped);
    for (const portal of catalog.portals) await importPortal(tx, portal);
    for (const member of catalog.staff ?? []) await importStaff(tx, member);
    await importCoupons(tx, catalog.coupons ?? []);
  });
}

/**
 * The two documents a restaurants row keeps for an imported restaurant: its profile (with the slug) and its
 * menu tree without stock fields, which live in stock rows (shared with store/catalog-edit.ts).
 */
export function restaurantDocuments(r: TRestaurantImport): {
  profile: RestaurantProfile;
  menu: MenuDocument;
} {
  const { menu, ...profile } = r;
  const stripStock = <T extends { stock: unknown; crinvol: unknown; agot: unknown }>({
    stock: _s,
    crinvol: _c,
    agot: _a,
    ...rest
  }: T) => rest;
  return {
    profile: { ...profile, slug: slugify(r.nombre) },
    menu: { ...menu, products: menu.products.map(stripStock), extras: menu.extras.map(stripStock) },
  };
}

/**
 * Writes a restaurant, its menu and its stock levels (insert or replace by ir), inside the caller's
 * transaction. Stock is kept out of the menu document: rows are what orders take from. Returns the uploaded
 * photos the restaurant showed before and no longer does (none for a new restaurant).
 */
async function importRestaurant(tx: Queryable, r: TRestaurantImport): Promise<string[]> {
  const { menu } = r;
  const { profile: profileDoc, menu: menuDoc } = restaurantDocuments(r);
  // Locked, as a back-office save locks it (store/catalog-edit.ts): the photos read are the ones replaced.
  const [previous] = await tx.query<{ profile: RestaurantProfile; menu: MenuDocument }>(
    'select profile, menu from restaurants where ir = $1 for update',
    [r.ir],
  );
  await tx.query(
    `insert into restaurants (ir, il, simple_id, dk, pais, slug, nombre, latitud, longitud, profile, menu, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, now())
       on conflict (ir) do update set il = excluded.il, simple_id = excluded.simple_id, dk = excluded.dk,
         pais = excluded.pais, slug = excluded.slug, nombre = excluded.nombre, latitud = excluded.latitud,
         longitud = excluded.longitud, profile = excluded.profile, menu = excluded.menu, updated_at = now(),
         version = nextval('catalog_version_seq')`,
    [
      r.ir,
      r.il,
      r.simpleId,
      r.dk,
      r.pais,
      profileDoc.slug,
      r.nombre,
      r.latitud,
      r.longitud,
      JSON.stringify(profileDoc),
      JSON.stringify(menuDoc),
    ],
  );
  await tx.query('delete from stock where ir = $1', [r.ir]);
  await insertStock(
    tx,
    r.ir,
    'p',
    menu.products.map((p) => ({ id: p.ip, ...p })),
  );
  await insertStock(
    tx,
    r.ir,
    'e',
    menu.extras.map((e) => ({ id: e.pl, ...e })),
  );
  if (!previous) return [];
  const shown = uploadedPhotosIn(r);
  return [...uploadedPhotosIn(previous)].filter((id) => !shown.has(id));
}

async function insertStock(
  tx: Queryable,
  ir: string,
  kind: 'p' | 'e',
  items: { id: string; stock: number | null; crinvol: number; agot: boolean }[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.query(
    `insert into stock (ir, kind, item_id, stock, threshold, sold_out)
     select $1, $2, * from unnest($3::text[], $4::integer[], $5::integer[], $6::boolean[])`,
    [
      ir,
      kind,
      items.map((i) => i.id),
      items.map((i) => i.stock),
      items.map((i) => i.crinvol),
      items.map((i) => i.agot),
    ],
  );
}

/** Writes a portal and its restaurant list (insert or replace); every restaurant must already exist. */
async function importPortal(tx: Queryable, portal: TPortalImport): Promise<void> {
  {
    const known = await tx.query<{ ir: string }>('select ir from restaurants where ir = any($1::text[])', [
      portal.restaurants,
    ]);
    const missing = portal.restaurants.filter((ir) => !known.some((k) => k.ir === ir));
    if (missing.length > 0)
      throw new CatalogError(
        `portal ${portal.id}`,
        missing.map((ir) => problem('restaurants', `restaurante '${ir}' no existe`)),
      );
    // A venue's lists name only the portal's own restaurants (issue 18 item 6).
    const outside = Object.values(portal.venue?.rls ?? {})
      .flat()
      .filter((ir) => !portal.restaurants.includes(ir));
    if (outside.length > 0)
      throw new CatalogError(
        `portal ${portal.id}`,
        outside.map((ir) => problem('venue.rls', `restaurante '${ir}' no está en el portal`)),
      );
    await tx.query(
      `insert into portals (id, pais, doc) values ($1, $2, $3::jsonb)
       on conflict (id) do update set pais = excluded.pais, doc = excluded.doc`,
      [portal.id, portal.pais, JSON.stringify(portal)],
    );
    await tx.query('delete from portal_restaurants where portal_id = $1', [portal.id]);
    await tx.query(
      `insert into portal_restaurants (portal_id, ir, position)
       select $1, ir, ord::integer from unnest($2::text[]) with ordinality as t(ir, ord)`,
      [portal.id, portal.restaurants],
    );
  }
}

/** Creates or updates a staff account by e-mail and replaces its role rows. */
async function importStaff(tx: Queryable, member: TStaffImport): Promise<void> {
  const [user] = await tx.query<{ id: string }>(
    `insert into users (email, first_name, last_name) values ($1, $2, $3)
     on conflict (email) do update set first_name = excluded.first_name, last_name = excluded.last_name
     returning id::text`,
    [member.email, member.nm, member.ln],
  );
  await tx.query('delete from staff_roles where user_id = $1', [user!.id]);
  for (const r of member.roles) {
    await tx.query(
      'insert into staff_roles (user_id, module, ir, il, role, level) values ($1, $2, $3, $4, $5, $6)',
      [user!.id, r.module, r.ir, r.il, r.role, r.level],
    );
  }
}

export function parseStaff(source: string, input: unknown): TStaffImport[] {
  const parsed = z.array(ZStaffImport).safeParse(input);
  if (!parsed.success) {
    throw new CatalogError(source, issueTexts(parsed.error.issues));
  }
  return parsed.data;
}

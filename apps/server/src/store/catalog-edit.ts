import { isDeepStrictEqual } from 'node:util';
import type { TLiveCatalogEvent, TRestaurantImport } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { recordCatalogChange } from './catalog-changes.ts';
import { parseRestaurant, restaurantDocuments } from './catalog-import.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';
import { deleteUnusedPhotos, uploadedPhotosIn } from './media.ts';
import { STOCK_CHANNEL, STOCK_COLUMNS, type StockRow } from './stock-events.ts';

/**
 * One saved back-office change (issue 13 item 3): who makes it, what it is ('product.update', 'shift.create'…)
 * and which thing it touches (a product's ip, '' for the restaurant's own settings). `apply` is pure: it returns
 * the restaurant as it should be; `pick` chooses what the change log keeps of it, before and after.
 */
export type CatalogChange = {
  ir: string;
  userId: string | null;
  now: Date;
  what: string;
  target: string;
  apply: (restaurant: TRestaurantImport) => TRestaurantImport;
  pick: (restaurant: TRestaurantImport) => unknown;
};

export type CatalogEditResult = { restaurant: TRestaurantImport; version: string; changed: boolean };

/**
 * Applies a back-office change to a restaurant the way an import would write it, in one transaction:
 * - the result is checked by the import's own contract and cross-reference rules (parseRestaurant): an invalid
 *   change throws CatalogError and writes nothing;
 * - the restaurant row is rewritten with one new catalog version, so the menu caches and totems (which follow
 *   the version and the `comanda_catalog` notice) see exactly one change per save; a save that changes nothing
 *   writes nothing;
 * - stock rows are created for new products and extras and dropped for removed ones; the levels of existing
 *   ones are left alone (they move under orders' row locks: a stock edit is a change of its own);
 * - uploaded photos the change stopped referring to (a deleted product's, a replaced one) are deleted when no
 *   restaurant refers to them any more;
 * - a catalog_changes row records who, when, what, before and after;
 * - open menus and totems hear a live `catalog` event on commit, and read the menu again.
 * null when the restaurant does not exist. The row is locked first, so two managers' saves apply one after
 * the other, each on the other's result.
 */
export async function editRestaurant(db: Database, change: CatalogChange): Promise<CatalogEditResult | null> {
  return db.transaction(async (tx) => {
    const before = await loadRestaurant(tx, change.ir, { lock: true });
    if (!before) return null;
    const proposed = change.apply(structuredClone(before.restaurant));
    const after = parseRestaurant(`restaurante ${change.ir}`, { ...proposed, ir: change.ir });
    if (isDeepStrictEqual(after, before.restaurant))
      return { restaurant: before.restaurant, version: before.version, changed: false };
    const version = await writeRestaurant(tx, after);
    await syncStockRows(tx, after);
    const photosAfter = uploadedPhotosIn(after);
    await deleteUnusedPhotos(
      tx,
      [...uploadedPhotosIn(before.restaurant)].filter((id) => !photosAfter.has(id)),
    );
    await announceCatalog(db, tx, change.ir, version);
    await recordCatalogChange(tx, {
      ir: change.ir,
      userId: change.userId,
      at: change.now,
      what: change.what,
      target: change.target,
      before: change.pick(before.restaurant),
      after: change.pick(after),
      version,
    });
    return { restaurant: after, version, changed: true };
  });
}

/** A restaurant as the import contract shapes it (documents plus stock rows), and its row's version. */
export async function loadRestaurant(
  db: Queryable,
  ir: string,
  options: { lock?: boolean } = {},
): Promise<{ restaurant: TRestaurantImport; version: string } | null> {
  const [row] = await db.query<{ profile: RestaurantProfile; menu: MenuDocument; version: string }>(
    `select profile, menu, version::text as version from restaurants where ir = $1${options.lock ? ' for update' : ''}`,
    [ir],
  );
  if (!row) return null;
  const stock = await db.query<StockRow>(`select ${STOCK_COLUMNS} from stock where ir = $1`, [ir]);
  const level = (kind: 'p' | 'e', id: string) => {
    const s = stock.find((r) => r.kind === kind && r.item_id === id);
    return { stock: s?.stock ?? null, crinvol: s?.threshold ?? 0, agot: s?.sold_out ?? false };
  };
  const { slug: _slug, ...profile } = row.profile;
  const restaurant: TRestaurantImport = {
    ...profile,
    menu: {
      ...row.menu,
      products: row.menu.products.map((p) => ({ ...p, ...level('p', p.ip) })),
      extras: row.menu.extras.map((e) => ({ ...e, ...level('e', e.pl) })),
    },
  };
  return { restaurant, version: row.version };
}

/**
 * Sent on the stock channel, which the live hub forwards to whoever watches the restaurant (live/live-hub.ts):
 * a NOTIFY inside the transaction, so it is heard on commit and never for a refused save.
 */
async function announceCatalog(db: Database, tx: Queryable, ir: string, version: string): Promise<void> {
  const event: TLiveCatalogEvent = { type: 'catalog', ir, version };
  await db.notify(STOCK_CHANNEL, JSON.stringify(event), tx);
}

async function writeRestaurant(tx: Queryable, r: TRestaurantImport): Promise<string> {
  const { profile, menu } = restaurantDocuments(r);
  const [row] = await tx.query<{ version: string }>(
    `update restaurants set il = $2, dk = $3, pais = $4, slug = $5, nombre = $6, latitud = $7, longitud = $8,
       profile = $9::jsonb, menu = $10::jsonb, updated_at = now(), version = nextval('catalog_version_seq')
     where ir = $1 returning version::text as version`,
    [
      r.ir,
      r.il,
      r.dk,
      r.pais,
      profile.slug,
      r.nombre,
      r.latitud,
      r.longitud,
      JSON.stringify(profile),
      JSON.stringify(menu),
    ],
  );
  return row!.version;
}

/** New products and extras get stock rows (at the levels the change gave them); removed ones lose theirs. */
async function syncStockRows(tx: Queryable, r: TRestaurantImport): Promise<void> {
  const items = [
    ...r.menu.products.map((p) => ({ kind: 'p', id: p.ip, ...p })),
    ...r.menu.extras.map((e) => ({ kind: 'e', id: e.pl, ...e })),
  ];
  await tx.query(
    `delete from stock s where s.ir = $1
       and not exists (select 1 from unnest($2::text[], $3::text[]) as k(kind, id) where k.kind = s.kind and k.id = s.item_id)`,
    [r.ir, items.map((i) => i.kind), items.map((i) => i.id)],
  );
  await tx.query(
    `insert into stock (ir, kind, item_id, stock, threshold, sold_out)
     select $1, * from unnest($2::text[], $3::text[], $4::integer[], $5::integer[], $6::boolean[])
     on conflict (ir, kind, item_id) do nothing`,
    [
      r.ir,
      items.map((i) => i.kind),
      items.map((i) => i.id),
      items.map((i) => i.stock),
      items.map((i) => i.crinvol),
      items.map((i) => i.agot),
    ],
  );
}

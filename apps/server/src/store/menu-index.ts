import { type CatalogIndex, indexCatalog, type TExtra, type TProduct } from '@comanda/domain';
import type { Database } from '../db/database.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';
import { CATALOG_CHANNEL, createNoticeCounter } from './notice-counter.ts';

export type Location = { ir: string; il: string; dk: string };

/**
 * A location's menu structure and prices, indexed. `index` is the document's (no stock in it: units live in
 * rows, see cart-stock); `available` is the same index with the items its stock rows flag sold out marked
 * agot, which is what the order and cart rules must see.
 */
export type MenuIndex = {
  ir: string;
  index: CatalogIndex;
  available: CatalogIndex;
  profile: RestaurantProfile;
};

type Entry = {
  /** The restaurant row's version the index was built from (an import bumps it). */
  version: string;
  /** The sold-out flags `available` was marked with, as one comparable key. */
  soldOutKey: string;
  /** The restaurant's notice count when the entry was last confirmed (see notice-counter.ts). */
  notices: number | null;
  menu: MenuIndex;
};

const MAX_ENTRIES = 500;

/** Stock fields the document does not carry: unlimited and available, until stock rows say otherwise. */
const noStock = { stock: null, crinvol: 0, agot: false } as const;

/** "{restaurant}-{local}" → its parts (ZLocationId has already checked the shape). */
export function splitLocation(irl: string, dk: string): Location {
  const [ir = '', il = ''] = irl.split('-');
  return { ir, il, dk };
}

/** The index with the items in `soldOut` ("p:id" or "e:id") marked agot. */
function withSoldOut(index: CatalogIndex, soldOut: readonly string[]): CatalogIndex {
  if (soldOut.length === 0) return index;
  const flagged = new Set(soldOut);
  const mark = <T extends { agot: boolean }>(items: ReadonlyMap<string, T>, kind: 'p' | 'e') =>
    new Map(
      [...items].map(([id, item]) => [id, flagged.has(`${kind}:${id}`) ? { ...item, agot: true } : item]),
    );
  return { products: mark(index.products, 'p'), groups: index.groups, extras: mark(index.extras, 'e') };
}

/**
 * Menu indexes by location. The stock, price and order calls need products, groups and extras by id, with
 * the live sold-out flags, on every call; parsing the menu document each time would cost more than the call
 * itself. The index is rebuilt when the restaurant row's version changes, the flags re-laid when they change.
 * Checking costs one small query; embedded, none while no catalog notice arrived (see notice-counter.ts).
 */
export function createMenuIndexCache(db: Database) {
  const entries = new Map<string, Entry>();
  const notices = createNoticeCounter(db, CATALOG_CHANNEL);

  async function load(location: Location, key: string, seen: number | null): Promise<MenuIndex | null> {
    const [row] = await db.query<{ version: string; sold_out: string[] }>(
      `select r.version::text as version,
         array(select s.kind || ':' || s.item_id from stock s where s.ir = r.ir and s.sold_out
               order by s.kind, s.item_id) as sold_out
       from restaurants r where r.ir = $1 and r.il = $2 and r.dk = $3`,
      [location.ir, location.il, location.dk],
    );
    if (!row) return null;
    const soldOutKey = row.sold_out.join(' ');
    const cached = entries.get(key);
    const built = cached?.version === row.version ? cached : await build(location);
    if (!built) return null;
    let menu = built.menu;
    if (menu !== cached?.menu || cached.soldOutKey !== soldOutKey)
      menu = { ...menu, available: withSoldOut(menu.index, row.sold_out) };
    if (!cached && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { version: built.version, soldOutKey, notices: seen, menu });
    return menu;
  }

  /** The index of the location's menu document as it is now, with the version it was built from. */
  async function build(location: Location): Promise<{ version: string; menu: MenuIndex } | null> {
    const [doc] = await db.query<{ version: string; menu: MenuDocument; profile: RestaurantProfile }>(
      'select version::text as version, menu, profile from restaurants where ir = $1 and il = $2 and dk = $3',
      [location.ir, location.il, location.dk],
    );
    if (!doc) return null;
    const index = indexCatalog(
      doc.menu.products.map((p): TProduct => ({ ...p, ...noStock })),
      doc.menu.extraGroups,
      doc.menu.extras.map((e): TExtra => ({ ...e, ...noStock })),
    );
    return { version: doc.version, menu: { ir: location.ir, profile: doc.profile, index, available: index } };
  }

  return {
    /** Starts following catalog notices (embedded only, see notice-counter.ts). */
    start: notices.start,
    stop: notices.stop,
    /** The location's menu index, or null when there is no such location. */
    async get(location: Location): Promise<MenuIndex | null> {
      const key = `${location.ir}-${location.il}-${location.dk}`;
      const seen = notices.seen(location.ir);
      const cached = entries.get(key);
      if (cached && seen !== null && cached.notices === seen) return cached.menu;
      return load(location, key, seen);
    },
  };
}

export type MenuIndexCache = ReturnType<typeof createMenuIndexCache>;

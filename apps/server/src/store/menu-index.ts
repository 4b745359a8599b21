import { type CatalogIndex, indexCatalog, type TExtra, type TProduct } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { MenuDocument, RestaurantProfile } from './documents.ts';

export type Location = { ir: string; il: string; dk: string };

/** A location's menu structure and prices, indexed; stock is not in it (it lives in rows, see cart-stock). */
export type MenuIndex = { ir: string; index: CatalogIndex; profile: RestaurantProfile };

type Entry = { version: string; menu: MenuIndex };

const MAX_ENTRIES = 500;

/** Stock fields the document does not carry: unlimited and available, until stock rows say otherwise. */
const noStock = { stock: null, crinvol: 0, agot: false } as const;

/** "{restaurant}-{local}" → its parts (ZLocationId has already checked the shape). */
export function splitLocation(irl: string, dk: string): Location {
  const [ir = '', il = ''] = irl.split('-');
  return { ir, il, dk };
}

/**
 * Menu indexes by location, kept while the restaurant row's version is unchanged (an import bumps it).
 * The stock and price calls need products, groups and extras by id on every call; parsing the menu
 * document each time would cost more than the call itself. A hit costs one small query.
 */
export function createMenuIndexCache(db: Queryable) {
  const entries = new Map<string, Entry>();

  return {
    /** The location's menu index, or null when there is no such location. */
    async get(location: Location): Promise<MenuIndex | null> {
      const key = `${location.ir}-${location.il}-${location.dk}`;
      const [row] = await db.query<{ version: string }>(
        'select version::text as version from restaurants where ir = $1 and il = $2 and dk = $3',
        [location.ir, location.il, location.dk],
      );
      if (!row) return null;
      const cached = entries.get(key);
      if (cached?.version === row.version) return cached.menu;
      const [doc] = await db.query<{ version: string; menu: MenuDocument; profile: RestaurantProfile }>(
        'select version::text as version, menu, profile from restaurants where ir = $1 and il = $2 and dk = $3',
        [location.ir, location.il, location.dk],
      );
      if (!doc) return null;
      const menu: MenuIndex = {
        ir: location.ir,
        profile: doc.profile,
        index: indexCatalog(
          doc.menu.products.map((p): TProduct => ({ ...p, ...noStock })),
          doc.menu.extraGroups,
          doc.menu.extras.map((e): TExtra => ({ ...e, ...noStock })),
        ),
      };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { version: doc.version, menu });
      return menu;
    },
  };
}

export type MenuIndexCache = ReturnType<typeof createMenuIndexCache>;

import type { CatalogIndex } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import type { Location, MenuIndexCache } from './menu-index.ts';

/**
 * A location's profile and menu index (cached by catalog version) with the live sold-out flags of its stock rows laid over it, so the order rules
 * see what the menu shows. Units left are not laid over: an order takes them atomically when it is saved.
 */
export async function orderIndex(
  db: Queryable,
  menus: MenuIndexCache,
  location: Location,
): Promise<{ index: CatalogIndex; profile: RestaurantProfile } | null> {
  const menu = await menus.get(location);
  if (!menu) return null;
  const flagged = await db.query<{ kind: 'p' | 'e'; item_id: string }>(
    'select kind, item_id from stock where ir = $1 and sold_out',
    [location.ir],
  );
  if (flagged.length === 0) return { index: menu.index, profile: menu.profile };
  const soldOut = new Set(flagged.map((f) => `${f.kind}:${f.item_id}`));
  const mark = <T extends { agot: boolean }>(items: ReadonlyMap<string, T>, kind: 'p' | 'e') =>
    new Map(
      [...items].map(([id, item]) => [id, soldOut.has(`${kind}:${id}`) ? { ...item, agot: true } : item]),
    );
  const index = {
    products: mark(menu.index.products, 'p'),
    groups: menu.index.groups,
    extras: mark(menu.index.extras, 'e'),
  };
  return { index, profile: menu.profile };
}

import type { TSetStock, TStockLevel } from '@comanda/domain';
import type { Database } from '../db/database.ts';
import { recordCatalogChange } from './catalog-changes.ts';
import { publishStockLevels, STOCK_COLUMNS, type StockRow, toLevel } from './stock-events.ts';

/**
 * A manager sets a product's or extra's stock, threshold and sold-out flag (issue 13 item 3). The row is
 * locked like an order takes it, so the level written is not lost to an order in flight; the new level goes
 * out as a live `stock` event inside the transaction (every open menu and totem, on commit), and the change
 * log keeps who, when, before and after; setting what is already there writes nothing. The catalog version is not bumped: stock is not part of the
 * documents the version covers (menus lay stock rows over them). null when the item does not exist.
 */
export async function setStockLevel(
  db: Database,
  change: Omit<TSetStock, 'ir'> & { ir: string; userId: string | null; now: Date },
): Promise<TStockLevel | null> {
  const kind = change.kind === 'product' ? 'p' : 'e';
  return db.transaction(async (tx) => {
    const [before] = await tx.query<StockRow>(
      `select ${STOCK_COLUMNS} from stock where ir = $1 and kind = $2 and item_id = $3 for update`,
      [change.ir, kind, change.id],
    );
    if (!before) return null;
    const unchanged =
      before.stock === change.stock && before.threshold === change.crinvol && before.sold_out === change.agot;
    if (unchanged) return toLevel(before);
    const [after] = await tx.query<StockRow>(
      `update stock set stock = $4, threshold = $5, sold_out = $6 where ir = $1 and kind = $2 and item_id = $3
       returning ${STOCK_COLUMNS}`,
      [change.ir, kind, change.id, change.stock, change.crinvol, change.agot],
    );
    const level = toLevel(after!);
    await publishStockLevels(db, tx, change.ir, [level]);
    await recordCatalogChange(tx, {
      ir: change.ir,
      userId: change.userId,
      at: change.now,
      what: `${change.kind}.stock`,
      target: change.id,
      before: toLevel(before),
      after: level,
      version: null,
    });
    return level;
  });
}

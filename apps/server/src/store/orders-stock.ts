import type { TStockLevel } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { STOCK_COLUMNS, type StockRow, toLevel } from './stock-events.ts';
import type { StockKind } from './stock-lines.ts';

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/**
 * Gives back what an order took (a cancellation, spec/1 §4), exactly the units recorded in order_stock and
 * once: the rows are deleted as they are given back, so a second cancellation gives nothing.
 */
export async function releaseOrderStock(tx: Queryable, orderId: string, ir: string): Promise<TStockLevel[]> {
  const rows = await tx.query<{ kind: StockKind; item_id: string; quantity: number }>(
    'delete from order_stock where order_id = $1 returning kind, item_id, quantity',
    [orderId],
  );
  rows.sort((a, b) => (keyOf(a.kind, a.item_id) < keyOf(b.kind, b.item_id) ? -1 : 1));
  const levels: TStockLevel[] = [];
  for (const r of rows) {
    const [changed] = await tx.query<StockRow>(
      `update stock set stock = stock + $4 where ir = $1 and kind = $2 and item_id = $3 and stock is not null
       returning ${STOCK_COLUMNS}`,
      [ir, r.kind, r.item_id, r.quantity],
    );
    if (changed) levels.push(toLevel(changed));
  }
  return levels;
}

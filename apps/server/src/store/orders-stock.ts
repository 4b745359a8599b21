import type { TStockLevel } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { STOCK_COLUMNS, type StockRow, toLevel } from './stock-events.ts';
import type { StockKind, StockNeed } from './stock-lines.ts';

export type TakenUnits = { kind: StockKind; id: string; quantity: number };

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/**
 * Takes an order's stock inside its transaction (spec/1 §4 'Cart lifecycle', 'Order saving'), all or
 * nothing: first the units the cart already holds become the order's, then any unit not held is taken from
 * the stock row, which is locked first so the check and the update see the newest committed level. Units a
 * cart held beyond what it orders, and holds of items it no longer orders, go back to stock: the cart is
 * done. Rows are visited in one order (kind, id), as reservations visit them, so two transactions never wait
 * on each other in a circle. A shortage is a 409 naming the product; the caller's transaction then rolls
 * back and nothing is taken. Answers the units taken from limited rows and the changed levels.
 */
export async function takeOrderStock(
  tx: Queryable,
  ir: string,
  cartId: string,
  needs: readonly StockNeed[],
  nameOf: (kind: StockKind, id: string) => string,
): Promise<{ taken: TakenUnits[]; levels: TStockLevel[] }> {
  // The cart is done either way: its holds become the order's units or go back below.
  const holds = await tx.query<{ kind: StockKind; item_id: string; quantity: number }>(
    'delete from cart_holds where cart_id = $1 and ir = $2 returning kind, item_id, quantity',
    [cartId, ir],
  );
  const held = new Map(holds.map((h) => [keyOf(h.kind, h.item_id), h.quantity]));
  const wanted = new Map(needs.map((n) => [keyOf(n.kind, n.id), n]));
  const items = [...new Set([...wanted.keys(), ...held.keys()])].sort();
  // One statement locks every row, in (kind, id) order as reservations take them: no circular waits.
  const locked = await tx.query<StockRow>(
    `select ${STOCK_COLUMNS} from stock where ir = $1 and kind || ':' || item_id = any($2::text[])
     order by kind, item_id for update`,
    [ir, items],
  );
  const rowOf = new Map(locked.map((r) => [keyOf(r.kind, r.item_id), r]));
  const taken: TakenUnits[] = [];
  const levels: TStockLevel[] = [];
  for (const key of items) {
    const [kind, ...rest] = key.split(':') as [StockKind, ...string[]];
    const id = rest.join(':');
    const at = [ir, kind, id];
    const row = rowOf.get(key);
    const holding = held.get(key) ?? 0;
    const need = wanted.get(key)?.quantity ?? 0;
    // No row, or null stock: unlimited, nothing to take or give back.
    if (!row || row.stock === null) continue;
    const missing = Math.max(0, need - holding);
    if (missing > 0) {
      const available = row.sold_out ? 0 : Math.max(0, row.stock - row.threshold);
      if (available < missing) {
        throw new HttpError(
          409,
          'out_of_stock',
          `No hay stock suficiente de '${nameOf(kind, id)}': quedan ${available}, pediste ${need}`,
        );
      }
    }
    const delta = Math.max(0, holding - need) - missing;
    if (delta !== 0) {
      const [changed] = await tx.query<StockRow>(
        `update stock set stock = stock + $4 where ir = $1 and kind = $2 and item_id = $3
         returning ${STOCK_COLUMNS}`,
        [...at, delta],
      );
      levels.push(toLevel(changed!));
    }
    if (need > 0) taken.push({ kind, id, quantity: need });
  }
  return { taken, levels };
}

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

/** Records the units an order took from limited rows, for its cancellation. */
export async function recordOrderStock(tx: Queryable, orderId: string, taken: readonly TakenUnits[]) {
  if (taken.length === 0) return;
  await tx.query(
    `insert into order_stock (order_id, kind, item_id, quantity)
     select $1, * from unnest($2::text[], $3::text[], $4::integer[])`,
    [orderId, taken.map((t) => t.kind), taken.map((t) => t.id), taken.map((t) => t.quantity)],
  );
}

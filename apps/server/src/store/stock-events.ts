import type { TStockLevel } from '@comanda/domain';
import { type Database, NOTIFY_PAYLOAD_MAX_BYTES, type Queryable } from '../db/database.ts';

/** The NOTIFY channel stock changes travel on between server instances (see live/live-hub.ts). */
export const STOCK_CHANNEL = 'comanda_stock';

/** A stock row as the stock calls read it back. */
export type StockRow = {
  kind: 'p' | 'e';
  item_id: string;
  stock: number | null;
  threshold: number;
  sold_out: boolean;
};

export const STOCK_COLUMNS = 'kind, item_id, stock, threshold, sold_out';

/** A stock row in the wire names the menu uses (stock, crinvol, agot), so a client lays it over the menu. */
export function toLevel(row: StockRow): TStockLevel {
  return {
    kind: row.kind === 'p' ? 'product' : 'extra',
    id: row.item_id,
    stock: row.stock,
    crinvol: row.threshold,
    agot: row.sold_out,
  };
}

/**
 * Stock events of one restaurant as NOTIFY payloads: each one a whole ZLiveStockEvent, so a hub forwards
 * the text untouched, and each under PostgreSQL's 8000-byte limit — many levels split over several events.
 */
export function stockEventPayloads(ir: string, levels: readonly TStockLevel[]): string[] {
  const head = `{"type":"stock","ir":${JSON.stringify(ir)},"levels":[`;
  const room = NOTIFY_PAYLOAD_MAX_BYTES - Buffer.byteLength(head) - 2;
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const level of levels) {
    const json = JSON.stringify(level);
    const bytes = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && size + bytes > room) {
      payloads.push(`${head}${batch.join(',')}]}`);
      batch = [];
      size = 0;
    }
    batch.push(json);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`${head}${batch.join(',')}]}`);
  return payloads;
}

/**
 * Announces new stock levels inside the transaction that changed them. NOTIFY is delivered on commit and
 * dropped on rollback, so a refused reservation never announces anything; and notices reach listeners in
 * commit order, so two instances changing one item cannot deliver its levels out of order (a NOTIFY sent
 * after commit, from each instance on its own, could).
 */
export async function publishStockLevels(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  ir: string,
  levels: readonly TStockLevel[],
): Promise<void> {
  for (const payload of stockEventPayloads(ir, levels)) await db.notify(STOCK_CHANNEL, payload, tx);
}

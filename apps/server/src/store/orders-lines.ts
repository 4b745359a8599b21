import {
  type Language,
  staffCancelLine,
  type TOrderDetail,
  type TPricedLine,
  type TStockLevel,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { restaurantProfile } from './kiosk-venues.ts';
import { tellKitchenOfCancellation } from './kitchen-tickets.ts';
import { recordEvent } from './order-events.ts';
import { orderById, orderNotFound } from './orders.ts';
import { publishBillChange, publishOrderChange } from './orders-live.ts';
import type { OrderRow } from './orders-rows.ts';
import { publishStockLevels, STOCK_COLUMNS, type StockRow, toLevel } from './stock-events.ts';
import { stockNeeds } from './stock-lines.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/**
 * The units one priced line took, counted as its request line was (stockNeeds): cant of its product and
 * cant × quantity of each extra, in (kind, id) order. The extras' groups do not matter to stock.
 */
const lineUnits = (line: Pick<TPricedLine, 'ip' | 'cant' | 'extras'>) =>
  stockNeeds([{ ip: line.ip, cant: line.cant, extras: { '': line.extras.map((e) => [e.pl, e.cant]) } }]);

/**
 * Gives back the stock of one cancelled line, inside the order's transaction: for each item, at most what
 * the order still holds of it in order_stock (never more than it took), and that row goes down by as much —
 * so a later cancellation of the whole order (releaseOrderStock) gives back only the rest, and nothing is
 * given back twice. Items without a limited stock row were never recorded and give nothing.
 */
async function releaseLineStock(
  tx: Queryable,
  orderId: string,
  ir: string,
  line: TPricedLine,
): Promise<TStockLevel[]> {
  const levels: TStockLevel[] = [];
  for (const unit of lineUnits(line)) {
    const [held] = await tx.query<{ quantity: number }>(
      `select quantity from order_stock where order_id = $1 and kind = $2 and item_id = $3 for update`,
      [orderId, unit.kind, unit.id],
    );
    if (!held) continue;
    const back = Math.min(held.quantity, unit.quantity);
    if (back <= 0) continue;
    if (back === held.quantity) {
      await tx.query('delete from order_stock where order_id = $1 and kind = $2 and item_id = $3', [
        orderId,
        unit.kind,
        unit.id,
      ]);
    } else {
      await tx.query(
        'update order_stock set quantity = quantity - $4 where order_id = $1 and kind = $2 and item_id = $3',
        [orderId, unit.kind, unit.id, back],
      );
    }
    const [changed] = await tx.query<StockRow>(
      `update stock set stock = stock + $4 where ir = $1 and kind = $2 and item_id = $3 and stock is not null
       returning ${STOCK_COLUMNS}`,
      [ir, unit.kind, unit.id, back],
    );
    if (changed) levels.push(toLevel(changed));
  }
  return levels;
}

/**
 * The staff cancel one product line (spec/1 §4 'Delivery / kitchen sub-status': st 170; §8 'Cancelled
 * products'), in one transaction: the order is locked, the domain rule decides (an unknown line is a 404,
 * any other refusal a 409 with the rule's message), the line's st becomes 170 in the stored detail, its
 * share of the stock goes back, an order_events row 'cancel-line:{lir}' is written, the kitchen hears of it
 * (a cancellation slip if its ticket printed, kitchen-tickets.ts), and the `ped` event (and, for an order at
 * a table, its bill's `bill` event) is announced on commit so the diners' screens and the boards refetch. The total stays as it was: the spec
 * only warns 'Hay Productos anulados', advising to check it.
 */
export async function cancelOrderLine(
  db: Database,
  input: { id: string; lir: number; now: Date; actor: string },
): Promise<OrderRow> {
  await transactionWithRetry(db, async (tx) => {
    const [order] = await tx.query<{
      id: string;
      number: number;
      ir: string;
      tipo: number;
      prepago: number;
      created_at: Date;
      ss: number;
      sp: number;
      stdvy: number;
      user_id: string | null;
      device_id: string | null;
      det: TOrderDetail;
      language: Language;
      ticket_unsent_at: Date | null;
      table_bill_id: string | null;
    }>(
      `select id, number, ir, tipo, prepago, created_at, ss, sp, stdvy, user_id::text as user_id, device_id, det,
         language, ticket_unsent_at, table_bill_id
       from orders where id = $1 for update`,
      [input.id],
    );
    if (!order) throw orderNotFound();
    const next = staffCancelLine(order, order.det.lines, input.lir);
    if (!next.ok) {
      if (next.refusal.code === 'unknown-line') throw new HttpError(404, 'not_found', next.refusal);
      throw new HttpError(409, 'invalid_transition', next.refusal);
    }
    const line = order.det.lines.find((l) => l.lir === input.lir)!;
    const det: TOrderDetail = { ...order.det, lines: next.value };
    await tx.query('update orders set det = $2::jsonb, updated_at = $3 where id = $1', [
      order.id,
      JSON.stringify(det),
      input.now,
    ]);
    await recordEvent(tx, order.id, input.actor, `cancel-line:${input.lir}`, order, input.now);
    // A cancelled order already gave its stock back (and its order_stock rows are gone).
    await publishStockLevels(db, tx, order.ir, await releaseLineStock(tx, order.id, order.ir, line));
    const profile = await restaurantProfile(tx, order.ir);
    if (profile) {
      const cancelled = { wholeOrder: false as const, line: next.value.find((l) => l.lir === input.lir)! };
      await tellKitchenOfCancellation(db, tx, { ...order, det }, cancelled, profile, input.now);
    }
    await publishOrderChange(db, tx, { ...order, mesa: det.mesa });
    // The table's other diners read its bill again: the line is no longer due (issue 14 item 5).
    if (order.table_bill_id) await publishBillChange(db, tx, order.table_bill_id);
  });
  return (await orderById(db, input.id))!;
}

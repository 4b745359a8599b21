import {
  availableUnits,
  CART_EXPIRY_SECONDS,
  type TReleaseRequest,
  type TReserveRequest,
  type TReserveResult,
  type TStockLevel,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { AnonymousHolder } from '../http/hold-owner.ts';
import { type MenuIndexCache, splitLocation } from './menu-index.ts';
import { publishStockLevels, STOCK_COLUMNS, type StockRow, toLevel } from './stock-events.ts';
import { checkStockLines, type StockKind, type StockNeed, stockNeeds } from './stock-lines.ts';
import { transactionWithRetry } from './transaction-retry.ts';

type Shortage = TReserveResult['shortages'][number];

/** Thrown inside the reservation's transaction to undo it: one missing unit and nothing is taken. */
class Refused extends Error {
  constructor(readonly shortages: Shortage[]) {
    super('shortage');
  }
}

const expiryFrom = (now: Date) => new Date(now.getTime() + CART_EXPIRY_SECONDS * 1000).toISOString();
const wire = (kind: StockKind) => (kind === 'p' ? 'product' : 'extra');

/**
 * Takes the stock of lines entering a cart (spec/1 §4 'Cart lifecycle'), all or nothing. Each limited row
 * loses its units in one conditional UPDATE, which PostgreSQL re-checks against the newest committed row
 * when two transactions meet on it: two diners never both take the last unit. Rows with null stock are
 * unlimited and left untouched. What was taken becomes the cart's holds, which expire 12 h after the cart's
 * last change. A shortage undoes everything and is an answer (reserved false), not an error.
 * An anonymous cart (`anonymous`: its client address and caps) is also refused, the same way, what would
 * take its address past ANONYMOUS_HOLD_LIMITS (issue 10 item 4): `available` is then what the address may
 * still hold, which the web and kiosk show as for any shortage.
 */
export async function reserveStock(
  db: Database,
  menus: MenuIndexCache,
  request: TReserveRequest,
  now: Date,
  anonymous: AnonymousHolder | null = null,
): Promise<TReserveResult> {
  const location = splitLocation(request.irl, request.dk);
  const menu = await menus.get(location);
  if (!menu) throw notFound('m1_err_restaurant_not_found');
  checkStockLines(menu.available, request.lines);
  const needs = stockNeeds(request.lines);
  try {
    const rows = await transactionWithRetry(db, async (tx) => {
      const touched: StockRow[] = [];
      const taken: { need: StockNeed; row: StockRow }[] = [];
      const shortages: Shortage[] = anonymous
        ? await beyondAnonymousCap(tx, anonymous, location.ir, needs, now)
        : [];
      if (shortages.length > 0) throw new Refused(shortages);
      for (const need of needs) {
        // The stock rule (availableUnits, spec/1 §4) as one condition PostgreSQL re-checks on the newest row;
        // store/stock-rule-sql.test.ts holds it to the domain function.
        const [row] = await tx.query<StockRow>(
          `update stock set stock = stock - $4
           where ir = $1 and kind = $2 and item_id = $3
             and stock is not null and not sold_out and stock - threshold >= $4
           returning ${STOCK_COLUMNS}`,
          [location.ir, need.kind, need.id, need.quantity],
        );
        if (row) {
          taken.push({ need, row });
          touched.push(row);
          continue;
        }
        // A statement of its own, not a fallback inside the UPDATE's: under READ COMMITTED a new statement
        // sees the newest committed row, so `available` is what is really left after a diner just won it.
        const [current] = await tx.query<StockRow>(
          `select ${STOCK_COLUMNS} from stock where ir = $1 and kind = $2 and item_id = $3`,
          [location.ir, need.kind, need.id],
        );
        // No row: an item the import gave no stock row is unlimited, as the menu call shows it.
        const available = current ? availableUnits(toLevel(current)) : null;
        if (available === null) {
          if (current) touched.push(current);
          continue;
        }
        for (const { line, wanted } of need.lines)
          shortages.push({ line, kind: wire(need.kind), id: need.id, wanted, available });
      }
      if (shortages.length > 0) throw new Refused(shortages.sort((a, b) => a.line - b.line));
      for (const { need, row } of taken) {
        await tx.query(
          `insert into cart_holds (cart_id, ir, kind, item_id, quantity, expires_at, anonymous_client)
           values ($1, $2, $3, $4, $5, $6::timestamptz, $7)
           on conflict (cart_id, ir, kind, item_id) do update set quantity = cart_holds.quantity + excluded.quantity,
             anonymous_client = coalesce(excluded.anonymous_client, cart_holds.anonymous_client)`,
          [
            request.cartId,
            location.ir,
            row.kind,
            need.id,
            need.quantity,
            expiryFrom(now),
            anonymous?.client ?? null,
          ],
        );
      }
      await refreshExpiry(tx, request.cartId, now);
      await publishStockLevels(
        db,
        tx,
        location.ir,
        taken.map((t) => toLevel(t.row)),
      );
      return touched;
    });
    return { reserved: true, shortages: [], stock: rows.map(toLevel) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { reserved: false, shortages: error.shortages, stock: await readLevels(db, location.ir, needs) };
  }
}

/**
 * The lines that would take an anonymous client address past its caps, counting the unexpired
 * holds of all its carts: per limited item, and in all. Items without a stock row or with unlimited stock
 * are never held, so they are not counted here either.
 */
async function beyondAnonymousCap(
  tx: Queryable,
  { client, unitsPerItem, unitsInAll }: AnonymousHolder,
  ir: string,
  needs: readonly StockNeed[],
  now: Date,
): Promise<Shortage[]> {
  const held = await tx.query<{ ir: string; kind: StockKind; item_id: string; quantity: number }>(
    `select ir, kind, item_id, sum(quantity)::int as quantity from cart_holds
     where anonymous_client = $1 and expires_at > $2::timestamptz group by ir, kind, item_id`,
    [client, now.toISOString()],
  );
  const limited = await tx.query<{ kind: StockKind; item_id: string }>(
    `select kind, item_id from stock
     where ir = $1 and stock is not null and (kind, item_id) in (select * from unnest($2::text[], $3::text[]))`,
    [ir, needs.map((n) => n.kind), needs.map((n) => n.id)],
  );
  const isLimited = (need: StockNeed) => limited.some((l) => l.kind === need.kind && l.item_id === need.id);
  const heldOf = (need: StockNeed) =>
    held.find((h) => h.ir === ir && h.kind === need.kind && h.item_id === need.id)?.quantity ?? 0;
  let leftInAll = unitsInAll - held.reduce((sum, h) => sum + h.quantity, 0);
  const shortages: Shortage[] = [];
  for (const need of needs.filter(isLimited)) {
    const allowed = Math.max(0, Math.min(unitsPerItem - heldOf(need), leftInAll));
    if (need.quantity <= allowed) {
      leftInAll -= need.quantity;
      continue;
    }
    for (const { line, wanted } of need.lines)
      shortages.push({ line, kind: wire(need.kind), id: need.id, wanted, available: allowed });
  }
  return shortages.sort((a, b) => a.line - b.line);
}

/**
 * Gives back the stock of lines leaving a cart: for each item at most what the cart holds of it, never
 * more, so a client cannot mint stock by releasing what it never took. Answers the levels after it.
 */
export async function releaseStock(
  db: Database,
  request: TReleaseRequest,
  now: Date,
): Promise<TStockLevel[]> {
  const { ir } = splitLocation(request.irl, request.dk);
  const needs = stockNeeds(request.lines);
  const levels = await transactionWithRetry(db, async (tx) => {
    const changed: StockRow[] = [];
    for (const need of needs) {
      const row = await giveBack(
        tx,
        { cartId: request.cartId, ir, kind: need.kind, id: need.id },
        need.quantity,
      );
      if (row) changed.push(row);
    }
    await refreshExpiry(tx, request.cartId, now);
    await publishStockLevels(db, tx, ir, changed.map(toLevel));
    return changed;
  });
  const untouched = needs.filter((n) => !levels.some((l) => l.kind === n.kind && l.item_id === n.id));
  return [...levels.map(toLevel), ...(await readLevels(db, ir, untouched))];
}

/** Gives back every hold of a cart (emptied or abandoned, spec/1 §4); answers how many units came back. */
export async function clearHolds(db: Database, cartId: string): Promise<number> {
  return giveBackHoldsOf(db, cartId);
}

/**
 * Gives back every hold past its expiry (the cart was not changed for 12 h, spec/1 §4, §9). Cart by cart,
 * each in its own short transaction; a cart changed meanwhile has a new expiry and keeps its holds.
 * Answers how many units came back.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const carts = await db.query<{ cart_id: string }>(
    'select distinct cart_id from cart_holds where expires_at <= $1::timestamptz',
    [now.toISOString()],
  );
  let released = 0;
  for (const { cart_id } of carts) released += await giveBackHoldsOf(db, cart_id, now);
  return released;
}

type HoldKey = { cartId: string; ir: string; kind: StockKind; id: string };

async function giveBackHoldsOf(db: Database, cartId: string, expiredAt?: Date): Promise<number> {
  return transactionWithRetry(db, async (tx) => {
    const holds = await tx.query<{ ir: string; kind: StockKind; item_id: string }>(
      `select ir, kind, item_id from cart_holds
       where cart_id = $1 and ($2::timestamptz is null or expires_at <= $2::timestamptz)`,
      [cartId, expiredAt?.toISOString() ?? null],
    );
    holds.sort((a, b) => (a.ir + a.kind + a.item_id < b.ir + b.kind + b.item_id ? -1 : 1));
    let released = 0;
    const changed = new Map<string, TStockLevel[]>();
    for (const h of holds) {
      const key = { cartId, ir: h.ir, kind: h.kind, id: h.item_id };
      const gave = await giveBack(tx, key, Number.MAX_SAFE_INTEGER, expiredAt);
      if (!gave) continue;
      released += gave.given;
      changed.set(h.ir, [...(changed.get(h.ir) ?? []), toLevel(gave)]);
    }
    for (const [ir, levels] of changed) await publishStockLevels(db, tx, ir, levels);
    return released;
  });
}

/**
 * Moves up to `wanted` units of one hold back to its stock row. The stock row is locked first, as a
 * reservation does, so the two never wait on each other in a circle. Null when nothing was held.
 */
async function giveBack(
  tx: Queryable,
  hold: HoldKey,
  wanted: number,
  expiredAt?: Date,
): Promise<(StockRow & { given: number }) | null> {
  const at = [hold.ir, hold.kind, hold.id];
  await tx.query('select 1 from stock where ir = $1 and kind = $2 and item_id = $3 for update', at);
  const [held] = await tx.query<{ quantity: number }>(
    `select quantity from cart_holds
     where cart_id = $1 and ir = $2 and kind = $3 and item_id = $4
       and ($5::timestamptz is null or expires_at <= $5::timestamptz)`,
    [hold.cartId, ...at, expiredAt?.toISOString() ?? null],
  );
  if (!held) return null;
  const given = Math.min(held.quantity, wanted);
  if (given === held.quantity) {
    await tx.query('delete from cart_holds where cart_id = $1 and ir = $2 and kind = $3 and item_id = $4', [
      hold.cartId,
      ...at,
    ]);
  } else {
    await tx.query(
      `update cart_holds set quantity = quantity - $5
       where cart_id = $1 and ir = $2 and kind = $3 and item_id = $4`,
      [hold.cartId, ...at, given],
    );
  }
  // A hold is only ever made on a limited row; if the row became unlimited since, there is nothing to add to.
  const [row] = await tx.query<StockRow>(
    `update stock set stock = stock + $4
     where ir = $1 and kind = $2 and item_id = $3 and stock is not null
     returning ${STOCK_COLUMNS}`,
    [...at, given],
  );
  return row ? { ...row, given } : null;
}

/** Every change of a cart moves the expiry of all its holds to 12 h from now (spec/1 §4, §9). */
async function refreshExpiry(tx: Queryable, cartId: string, now: Date): Promise<void> {
  await tx.query('update cart_holds set expires_at = $2::timestamptz where cart_id = $1', [
    cartId,
    expiryFrom(now),
  ]);
}

/** The current levels of the items of some needs. */
async function readLevels(db: Queryable, ir: string, needs: readonly StockNeed[]): Promise<TStockLevel[]> {
  if (needs.length === 0) return [];
  const rows = await db.query<StockRow>(
    `select ${STOCK_COLUMNS} from stock
     where ir = $1 and (kind, item_id) in (select * from unnest($2::text[], $3::text[]))`,
    [ir, needs.map((n) => n.kind), needs.map((n) => n.id)],
  );
  return rows.map(toLevel);
}

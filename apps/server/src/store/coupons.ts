import { isDeepStrictEqual } from 'node:util';
import { type Coupon, type TCouponImport, ZCouponImport } from '@comanda/domain';
import * as z from 'zod/mini';
import type { Database, Queryable } from '../db/database.ts';
import { recordCatalogChange } from './catalog-changes.ts';
import { CatalogError, issueTexts } from './catalog-error.ts';

/** Parses a coupons file (resources/demo/coupons/*.json: a list of ZCouponImport), or a CatalogError. */
export function parseCoupons(source: string, input: unknown): TCouponImport[] {
  const parsed = z.array(ZCouponImport).safeParse(input);
  if (!parsed.success) {
    throw new CatalogError(source, issueTexts(parsed.error.issues));
  }
  return parsed.data;
}

/** Writes coupons (insert or replace by restaurant and id) inside the catalog import's transaction. */
export async function importCoupons(tx: Queryable, coupons: readonly TCouponImport[]): Promise<void> {
  for (const c of coupons) {
    await tx.query(
      `insert into coupons (ir, id, type, amount, comment, active) values ($1, $2, $3, $4, $5, $6)
       on conflict (ir, id) do update set type = excluded.type, amount = excluded.amount,
         comment = excluded.comment, active = excluded.active`,
      [c.ir, c.id, c.type, c.amount, c.comment, c.active],
    );
  }
}

/**
 * A restaurant's active coupon by id (spec/1 §3 Cart coupon); 'unknown' when the restaurant has no such
 * coupon — another restaurant's coupon is unknown here too. '' (no coupon) is null.
 */
export async function findCoupon(db: Queryable, ir: string, id: string): Promise<Coupon | null | 'unknown'> {
  if (id === '') return null;
  const [row] = await db.query<{ id: string; type: 'PERCENTAGE' | 'FIXED'; amount: number; comment: string }>(
    'select id, type, amount, comment from coupons where ir = $1 and id = $2 and active',
    [ir, id],
  );
  return row ? { id: row.id, type: row.type, amount: Number(row.amount), comment: row.comment } : 'unknown';
}

/** A restaurant's coupons, active or not, as the back office lists them (issue 13 item 3). */
export async function listCoupons(db: Queryable, ir: string): Promise<TCouponImport[]> {
  const rows = await db.query<TCouponImport>(
    'select ir, id, type, amount, comment, active from coupons where ir = $1 order by id',
    [ir],
  );
  return rows.map((c) => ({ ...c, amount: Number(c.amount) }));
}

/**
 * Creates or replaces one coupon of a restaurant from the back office, with a change-log row of it before and
 * after in the same transaction (coupons live in their own table, not in the catalog document: no version).
 */
export async function saveCoupon(
  db: Database,
  edit: { coupon: TCouponImport; userId: number; now: Date },
): Promise<{ changed: boolean }> {
  const { coupon } = edit;
  return db.transaction(async (tx) => {
    const before = await lockedCoupon(tx, coupon.ir, coupon.id);
    if (before && isDeepStrictEqual(before, coupon)) return { changed: false };
    await importCoupons(tx, [coupon]);
    await recordCatalogChange(tx, {
      ir: coupon.ir,
      userId: String(edit.userId),
      at: edit.now,
      what: before ? 'coupon.update' : 'coupon.create',
      target: coupon.id,
      before,
      after: coupon,
      version: null,
    });
    return { changed: true };
  });
}

/** Deletes a coupon (orders keep the coupon id they were priced with); false when there was none. */
export async function deleteCoupon(
  db: Database,
  edit: { ir: string; id: string; userId: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockedCoupon(tx, edit.ir, edit.id);
    if (!before) return false;
    await tx.query('delete from coupons where ir = $1 and id = $2', [edit.ir, edit.id]);
    await recordCatalogChange(tx, {
      ir: edit.ir,
      userId: String(edit.userId),
      at: edit.now,
      what: 'coupon.delete',
      target: edit.id,
      before,
      after: null,
      version: null,
    });
    return true;
  });
}

async function lockedCoupon(tx: Queryable, ir: string, id: string): Promise<TCouponImport | null> {
  const [row] = await tx.query<TCouponImport>(
    'select ir, id, type, amount, comment, active from coupons where ir = $1 and id = $2 for update',
    [ir, id],
  );
  return row ? { ...row, amount: Number(row.amount) } : null;
}

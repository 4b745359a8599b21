import { type Coupon, type TCouponImport, ZCouponImport } from '@comanda/domain';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database.ts';
import { CatalogError } from './catalog-import.ts';

/** Parses a coupons file (resources/demo/coupons/*.json: a list of ZCouponImport), or a CatalogError. */
export function parseCoupons(source: string, input: unknown): TCouponImport[] {
  const parsed = z.array(ZCouponImport).safeParse(input);
  if (!parsed.success) {
    throw new CatalogError(
      source,
      parsed.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`),
    );
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

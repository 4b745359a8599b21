import type { Database } from '../db/database.ts';

/**
 * The advisory lock save_order (migration 008) try-locks per cart, as pg_try_advisory_xact_lock(727002,
 * hashtext(cart_id)), for the length of the transaction that saves it.
 */
export const CART_SAVE_LOCK = 727002;

/**
 * Resolves once no transaction holds the cart's save lock: the save in flight — on this instance or on
 * another one sharing the PostgreSQL — has committed or been undone. It takes the lock and lets it go at
 * once; it holds nothing else meanwhile, so it waits on no one in a circle. Embedded, one session owns the
 * database and the lock is never held by another: it answers at once.
 */
export async function cartSaveSettled(db: Database, cartId: string): Promise<void> {
  await db.transaction((tx) =>
    tx.query('select pg_advisory_xact_lock($1::integer, hashtext($2::text))', [CART_SAVE_LOCK, cartId]),
  );
}

import type { Database, Queryable } from '../db/database.ts';

/** deadlock_detected and serialization_failure: PostgreSQL undid the transaction; running it again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * A transaction run again when PostgreSQL aborted it to break a deadlock. Stock calls take rows in one
 * order so this is rare, but two requests of the same cart at once can still cross on its holds.
 */
export async function transactionWithRetry<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

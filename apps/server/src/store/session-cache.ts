import type { Database } from '../db/database.ts';
import { findSession, type Session } from './accounts.ts';
import { createNoticeCounter, SESSION_CHANNEL } from './notice-counter.ts';

const MAX_ENTRIES = 10_000;

/**
 * Signed-in sessions by token, so that a signed-in call does not ask the database who is calling every time.
 * The lookup was a fifth of an order save's time, and concurrent diners' saves could not be grouped
 * (store/order-saver.ts) while each first waited for its own lookup behind the group being saved.
 *
 * Embedded only, and exact there: a logout, an expiry sweep, a removed account or a changed name notifies
 * SESSION_CHANNEL (migration 010), which empties the cache before the change's commit is answered (see
 * notice-counter.ts); an entry also ends at its session's expiry. On PostgreSQL every call asks.
 */
export function createSessionCache(db: Database) {
  const notices = createNoticeCounter(db, SESSION_CHANNEL);
  const entries = new Map<string, { session: Session; seen: number }>();
  return {
    start: notices.start,
    stop: notices.stop,
    /** The unexpired session of a token, or null. */
    async find(token: string, now: Date): Promise<Session | null> {
      const seen = notices.seen();
      const cached = entries.get(token);
      if (cached && cached.seen === seen && cached.session.expiresAt > now) return cached.session;
      const session = await findSession(db, token, now);
      entries.delete(token);
      if (session && seen !== null) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(token, { session, seen });
      }
      return session;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

import type { Database, Unlisten } from '../db/database.ts';

/** Every committed change to a restaurant or stock row is announced here, with the restaurant id (migration 006). */
export const CATALOG_CHANNEL = 'comanda_catalog';
/** Every committed change or removal of a session or of a user's name is announced here (migration 010). */
export const SESSION_CHANNEL = 'comanda_sessions';

/**
 * Counts the notices of a channel, in all and by payload, so a cache can tell without a query that nothing
 * it holds changed since it read it.
 *
 * Embedded (PGlite) only. There a cache stays exact on notices alone, because PGlite is one session in this
 * process: a NOTIFY sent by a trigger is handed over while the writer's commit is answered, before any later
 * request can run, whoever the writer is. A cache reads the count before it reads the database, so a change
 * committing while it loads leaves it untrusted. On PostgreSQL other instances write too, and their notices
 * arrive whenever the listening connection reads them: there `seen` answers null and caches ask the database
 * on every call, which is correct across instances.
 */
export function createNoticeCounter(db: Database, channel: string) {
  const counts = new Map<string, number>();
  let total = 0;
  let unlisten: Unlisten | undefined;
  return {
    async start() {
      if (db.kind !== 'pglite' || unlisten) return;
      unlisten = await db.listen(channel, (payload) => {
        total++;
        counts.set(payload, (counts.get(payload) ?? 0) + 1);
      });
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
    /**
     * The notices seen so far, all of them or those with one payload (a restaurant id); null when notices
     * cannot vouch for a cache (see above).
     */
    seen(payload?: string): number | null {
      if (!unlisten) return null;
      return payload === undefined ? total : (counts.get(payload) ?? 0);
    },
  };
}

export type NoticeCounter = ReturnType<typeof createNoticeCounter>;

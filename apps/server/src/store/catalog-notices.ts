import type { Database, Unlisten } from '../db/database.ts';

/** Every committed change to a restaurant or stock row is announced here (migration 006). */
export const CATALOG_CHANNEL = 'comanda_catalog';

/**
 * Counts the catalog notices of each restaurant, so a cache can tell without a query that nothing of a
 * restaurant changed since it last read it.
 *
 * Embedded (PGlite) only. There a cache stays exact on notices alone, because PGlite is one session in this
 * process: the catalog NOTIFY of migration 006 is handed over while the writer's commit is answered, before
 * any later request can run, whoever the writer is. A cache reads the count before it reads the database,
 * so a change committing while it loads leaves it untrusted. On PostgreSQL other instances write too, and
 * their notices arrive whenever the listening connection reads them: there `seen` answers null and caches
 * ask the database on every call, which is correct across instances.
 */
export function createCatalogNotices(db: Database) {
  const counts = new Map<string, number>();
  let unlisten: Unlisten | undefined;
  return {
    async start() {
      if (db.kind !== 'pglite' || unlisten) return;
      unlisten = await db.listen(CATALOG_CHANNEL, (ir) => counts.set(ir, (counts.get(ir) ?? 0) + 1));
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
    /** The notices seen for a restaurant; null when notices cannot vouch for a cache (see above). */
    seen(ir: string): number | null {
      return unlisten ? (counts.get(ir) ?? 0) : null;
    },
  };
}

export type CatalogNotices = ReturnType<typeof createCatalogNotices>;

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/**
 * Embedded PostgreSQL in a data folder; in memory when no folder is given (tests), then started from `from`, a
 * data folder's dump (PGlite dumpDataDir), when given: the tests' migrated template, which skips the initdb that
 * takes most of a fresh database's two seconds.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = from ? new PGlite({ loadDataDir: from }) : new PGlite(dataDir);
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const self = wrap(pg);
  return {
    kind: 'pglite',
    ...self,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process owns a PGlite database, so its own session hears its NOTIFYs: in-process fan-out.
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    async notify(channel, payload, tx) {
      await (tx ?? self).query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pg.close(),
  };
}

import type { Database } from '../db/database.ts';

/**
 * The database as a cache under test sees it, with its plain queries counted. The test writes through the
 * real one, as another writer would, so only the cache's own questions to the database are counted.
 */
export function countingDatabase(db: Database) {
  let queries = 0;
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      queries++;
      return db.query(sql, params);
    },
  };
  return {
    db: counted,
    /** Plain queries since the last reset. */
    get queries() {
      return queries;
    },
    reset() {
      queries = 0;
    },
  };
}

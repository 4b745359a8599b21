import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is given, otherwise PGlite in the data folder; migrated before use. */
export async function openDatabase(config: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}

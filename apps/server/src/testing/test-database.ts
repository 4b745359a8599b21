import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { pgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite (from the run's migrated template when there
 * is one, pglite-template.ts; migrate then finds nothing to do), or — when COMANDA_TEST_DATABASE_URL is set — a
 * new schema on that PostgreSQL, dropped again on close. `npm test` runs the server suite both ways
 * (scripts/test.mjs).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.COMANDA_TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined, pgliteTemplate());
    await migrate(db);
    return db;
  }
  const { schema, drop } = await createThrowawaySchema(url);
  const db = await openPostgres(url, { searchPath: schema });
  await migrate(db);
  const owned: Database = {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
  schemas.set(owned, { url, schema });
  return owned;
}

/** A new, empty schema on that PostgreSQL, and how to drop it with everything in it. */
export async function createThrowawaySchema(
  url: string,
): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  return { schema, drop: () => admin(`drop schema ${schema} cascade`) };
}

const schemas = new WeakMap<Database, { url: string; schema: string }>();

/**
 * A second server instance's connection to the same test schema (PostgreSQL only; null on PGlite, which one
 * process owns). Closing it leaves the schema to its owner.
 */
export async function openSameTestDatabase(db: Database): Promise<Database | null> {
  const shared = schemas.get(db);
  return shared ? openPostgres(shared.url, { searchPath: shared.schema }) : null;
}

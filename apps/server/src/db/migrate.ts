import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies the migrations not yet recorded, each in its own transaction, in order. An advisory lock keeps
 * two server instances starting together on one PostgreSQL from migrating twice.
 */
export async function migrate(db: Database): Promise<void> {
  await db.query(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727001)');
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    );
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    }
  });
}

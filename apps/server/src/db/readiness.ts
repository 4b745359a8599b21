import type { Queryable } from './database.ts';
import { migrations } from './migrations/index.ts';

/** A database that has not answered by then counts as not answering: a probe must not hang with it. */
export const READINESS_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this instance can serve (issue 10 item 6): the database answers within the time limit and every
 * migration this code knows is recorded. A second instance starting on a shared PostgreSQL is not ready
 * until the first one's migrations are in; a database down or hung is not ready either.
 */
/**
 * Databases seen with every migration applied: migrations are never undone under a running process, so from
 * then on a probe only asks whether the database answers (one `select 1`, as cheap as a query gets).
 */
const migrated = new WeakSet<Queryable>();

export async function checkReadiness(db: Queryable, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const probe = migrated.has(db) ? db.query('select 1').then(() => null) : appliedMigrations(db);
    const applied = await Promise.race([probe, tooLate]);
    if (applied === 'late')
      return { ready: false, reason: `La base de datos no respondió en ${timeoutMs} ms` };
    if (applied === null) return { ready: true };
    const done = new Set(applied);
    const pending = migrations.filter((m) => !done.has(m.id)).map((m) => m.id);
    if (pending.length > 0) return { ready: false, reason: `Migraciones pendientes: ${pending.join(', ')}` };
    migrated.add(db);
    return { ready: true };
  } catch {
    return { ready: false, reason: 'La base de datos no responde' };
  } finally {
    clearTimeout(timer);
  }
}

/** The ids recorded in schema_migrations; none before the first migration created the table. */
async function appliedMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ found: boolean }>(
    "select to_regclass('schema_migrations') is not null as found",
  );
  if (!table?.found) return [];
  return (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id);
}

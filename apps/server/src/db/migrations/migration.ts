/**
 * One migration: its id (recorded in schema_migrations once applied) and its SQL statements, which
 * db/migrate.ts runs in order. Its own module, not index.ts: every migration names this type, and index.ts
 * imports every migration.
 */
export type Migration = { id: string; statements: readonly string[] };

import type { Queryable } from '../db/database.ts';

/**
 * Which tables a request wrote: a row trigger on every table of the test schema logs the table of each row
 * inserted, updated or deleted, and `takeWrites` reads and empties that log. For tests only: it changes the
 * schema of the throwaway test database it is installed in.
 */
export async function installWriteLog(db: Queryable): Promise<{ takeWrites(): Promise<string[]> }> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  await db.query('create table test_write_log (table_name text not null)');
  await db.query(
    `create function test_log_write() returns trigger language plpgsql as $$
     begin insert into test_write_log values (tg_table_name); return null; end $$`,
  );
  for (const { name } of tables)
    await db.query(
      `create trigger test_log_write after insert or update or delete on "${name}"
       for each row execute function test_log_write()`,
    );
  return {
    async takeWrites() {
      const rows = await db.query<{ table_name: string }>('delete from test_write_log returning table_name');
      return [...new Set(rows.map((row) => row.table_name))];
    },
  };
}

import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { createPgListener } from './pg-listener.ts';

/** A PostgreSQL pool. `searchPath` isolates a schema (the test suite uses one schema per run). */
export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Database> {
  const sessionOptions = options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {};
  const pool = new pg.Pool({ connectionString: url, max: 10, ...sessionOptions });
  // Fail at start with the server's own message, not at the first request.
  await pool.query('select 1');
  const wrap = (client: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });
  const self = wrap(pool);
  const listener = createPgListener({ connectionString: url, ...sessionOptions }, (message) =>
    console.warn(message),
  );
  // Channels are per database, not per schema: instances on one schema share channels, a test schema
  // next to them does not hear their notices.
  const qualified = (channel: string) => (options.searchPath ? `${channel}.${options.searchPath}` : channel);
  return {
    kind: 'postgres',
    ...self,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(qualified(channel), onPayload),
    async notify(channel, payload, tx) {
      await (tx ?? self).query('select pg_notify($1, $2)', [qualified(channel), payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgListener } from './pg-listener.ts';

const url = process.env.COMANDA_TEST_DATABASE_URL;

describe.runIf(url)('the LISTEN connection (PostgreSQL)', () => {
  it('reconnects after its session is killed and hears the channel again', async () => {
    const name = `listener-test-${process.pid}-${Date.now()}`;
    const channel = `comanda_listener_test_${process.pid}`;
    const warnings: string[] = [];
    const listener = createPgListener({ connectionString: url, application_name: name }, (m) =>
      warnings.push(m),
    );
    const heard: string[] = [];
    await listener.listen(channel, (payload) => heard.push(payload));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      return check();
    };
    try {
      await admin.query('select pg_notify($1, $2)', [channel, 'one']);
      expect(await until(() => heard.includes('one'))).toBe(true);

      // What a database restart or a network cut does to the session.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      expect(await until(() => warnings.length > 0)).toBe(true);
      // Notices sent while it is down are lost (PostgreSQL keeps none for a gone session): send until heard.
      for (let i = 0; i < 100 && !heard.includes('two'); i++) {
        await admin.query('select pg_notify($1, $2)', [channel, 'two']);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await until(() => heard.includes('two'))).toBe(true);
    } finally {
      await admin.end();
      await listener.close();
    }
  });
});

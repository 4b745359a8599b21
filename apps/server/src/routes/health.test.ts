import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { checkReadiness } from '../db/readiness.ts';
import { countingDatabase } from '../testing/counting-database.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/** Liveness and readiness probes (issue 10 item 6). */
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('GET /srv/health', () => {
  it('answers while the process is up without asking the database anything', async () => {
    const counting = countingDatabase(db);
    const app = await buildApp({ db: counting.db });
    counting.reset();
    const response = await app.inject({ method: 'GET', url: '/srv/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, data: { database: db.kind } });
    expect(counting.queries).toBe(0);
    await app.close();
  });
});

describe('GET /srv/ready', () => {
  it('is 200 when the database answers and every migration is recorded', async () => {
    const app = await buildApp({ db });
    const response = await app.inject({ method: 'GET', url: '/srv/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, data: { database: db.kind } });
    await app.close();
  });

  it('is 503 naming the migration still pending', async () => {
    const last = migrations.at(-1)!.id;
    await db.query('delete from schema_migrations where id = $1', [last]);
    try {
      // Another handle on the same database: one this process has not yet seen fully migrated (a handle
      // seen migrated is only asked whether it answers, db/readiness.ts).
      const app = await buildApp({ db: { ...db } });
      const response = await app.inject({ method: 'GET', url: '/srv/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ok: false,
        error: {
          code: 'not_ready',
          message: `Servidor no disponible: Migraciones pendientes: ${last}`,
          key: 'p1_err_not_ready',
          params: { reason: `Migraciones pendientes: ${last}` },
        },
      });
      await app.close();
    } finally {
      await db.query('insert into schema_migrations (id) values ($1)', [last]);
    }
  });

  it('is 503 when the database refuses, and /srv/health still answers', async () => {
    const broken: Database = { ...db, query: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ db: broken });
    const ready = await app.inject({ method: 'GET', url: '/srv/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.message).toBe('Servidor no disponible: La base de datos no responde');
    expect((await app.inject({ method: 'GET', url: '/srv/health' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('checkReadiness', () => {
  it('gives up on a database that does not answer within the time limit', async () => {
    const hung = { query: () => new Promise<never>(() => {}) };
    const started = Date.now();
    expect(await checkReadiness(hung, 100)).toEqual({
      ready: false,
      reason: 'La base de datos no respondió en 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts every migration as pending before the first one made its table', async () => {
    const empty = { query: async () => [{ found: false }] };
    const readiness = await checkReadiness(empty as never);
    expect(readiness).toEqual({
      ready: false,
      reason: `Migraciones pendientes: ${migrations.map((m) => m.id).join(', ')}`,
    });
  });
});

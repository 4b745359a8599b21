import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countingDatabase } from '../testing/counting-database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createSession } from './accounts.ts';
import { createSessionCache } from './session-cache.ts';

const NOW = new Date('2026-11-23T15:00:00Z');

let db: Database;
let counting: ReturnType<typeof countingDatabase>;
let cache: ReturnType<typeof createSessionCache>;
let userId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  const [user] = await db.query<{ id: string }>(
    `insert into users (email, first_name, last_name) values ('ines@example.com', 'Inés', 'Soto') returning id::text`,
  );
  userId = Number(user!.id);
  counting = countingDatabase(db);
  cache = createSessionCache(counting.db);
  await cache.start();
});
afterAll(async () => {
  await cache.stop();
  await db.close();
});

describe('session cache (who a token is)', () => {
  it('answers a repeated lookup without asking the database when embedded, asking on PostgreSQL', async () => {
    const { token } = await createSession(db, userId, 2000, NOW);
    expect((await cache.find(token, NOW))?.nombre).toBe('Inés Soto');
    counting.reset();
    expect((await cache.find(token, NOW))?.userId).toBe(userId);
    expect(counting.queries).toBe(db.kind === 'pglite' ? 0 : 1);
  });

  it('forgets a session removed by any writer, at once (a logout elsewhere, a sweep)', async () => {
    const { token } = await createSession(db, userId, 2000, NOW);
    expect(await cache.find(token, NOW)).not.toBeNull();
    await db.query('delete from sessions where user_id = $1', [userId]);
    expect(await cache.find(token, NOW)).toBeNull();
  });

  it('answers the new name once the user changes it', async () => {
    const { token } = await createSession(db, userId, 2000, NOW);
    expect((await cache.find(token, NOW))?.nombre).toBe('Inés Soto');
    await db.query(`update users set first_name = 'Inés María' where id = $1`, [userId]);
    expect((await cache.find(token, NOW))?.nombre).toBe('Inés María Soto');
  });

  it('ends a cached session at its expiry, and knows no unknown token', async () => {
    const { token, expiresAt } = await createSession(db, userId, 2000, NOW);
    expect(await cache.find(token, NOW)).not.toBeNull();
    expect(await cache.find(token, expiresAt)).toBeNull();
    expect(await cache.find('not-a-token', NOW)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countingDatabase } from '../testing/counting-database.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { importCatalog } from './catalog-import.ts';
import { createMenuCache } from './menu-cache.ts';

const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const location = { ir: pizzeria.ir, il: pizzeria.il, dk: pizzeria.dk };
const NOW = new Date('2026-11-23T15:00:00Z');

let db: Database;
let counting: ReturnType<typeof countingDatabase>;
let cache: ReturnType<typeof createMenuCache>;
beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  counting = countingDatabase(db);
  cache = createMenuCache(counting.db);
  await cache.start();
});
afterAll(async () => {
  await cache.stop();
  await db.close();
});

const trufaStock = async () => {
  const answer = JSON.parse((await cache.answer(location, NOW))!);
  return answer.data.prods.find((p: { ip: string }) => p.ip === 'fz-trufa').stock;
};

describe('menu cache', () => {
  it('serves a repeated menu without asking the database when embedded, and asks once on PostgreSQL', async () => {
    await cache.answer(location, NOW);
    counting.reset();
    await cache.answer(location, NOW);
    expect(counting.queries).toBe(db.kind === 'pglite' ? 0 : 1);
  });

  it('still shows every committed stock or menu change at once, whoever wrote it (spec/1 §4)', async () => {
    expect(await trufaStock()).toBe(5);
    await db.query("update stock set stock = 2 where ir = $1 and kind = 'p' and item_id = 'fz-trufa'", [
      pizzeria.ir,
    ]);
    expect(await trufaStock()).toBe(2);
    await db.transaction((tx) =>
      tx.query("update stock set stock = 1 where ir = $1 and kind = 'p' and item_id = 'fz-trufa'", [
        pizzeria.ir,
      ]),
    );
    expect(await trufaStock()).toBe(1);
    await importCatalog(db, demo);
    expect(await trufaStock()).toBe(5);
    // A menu edit bumps the restaurant's version, as the import does.
    await db.query(
      `update restaurants set menu = jsonb_set(menu, '{products,0,np}', '"Otra"'),
         version = nextval('catalog_version_seq') where ir = $1`,
      [pizzeria.ir],
    );
    const answer = JSON.parse((await cache.answer(location, NOW))!);
    expect(answer.data.prods[0].np).toBe('Otra');
  });

  it('answers null for an unknown location', async () => {
    expect(await cache.answer({ ...location, il: '999' }, NOW)).toBeNull();
  });
});

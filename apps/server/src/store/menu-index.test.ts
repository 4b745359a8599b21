import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countingDatabase } from '../testing/counting-database.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { importCatalog } from './catalog-import.ts';
import { createMenuIndexCache } from './menu-index.ts';

const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const location = { ir: pizzeria.ir, il: pizzeria.il, dk: pizzeria.dk };

let db: Database;
let counting: ReturnType<typeof countingDatabase>;
let cache: ReturnType<typeof createMenuIndexCache>;
beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  counting = countingDatabase(db);
  cache = createMenuIndexCache(counting.db);
  await cache.start();
});
afterAll(async () => {
  await cache.stop();
  await db.close();
});

const margarita = async () => (await cache.get(location))!.available.products.get('fz-margarita')!;
const flagMargarita = (soldOut: boolean) =>
  db.query(
    `insert into stock (ir, kind, item_id, stock, threshold, sold_out) values ($1, 'p', 'fz-margarita', null, 0, $2)
     on conflict (ir, kind, item_id) do update set sold_out = excluded.sold_out`,
    [pizzeria.ir, soldOut],
  );

describe('menu index cache (order, cart and price calls)', () => {
  it('answers a repeated index without asking the database when embedded, with one query on PostgreSQL', async () => {
    await cache.get(location);
    counting.reset();
    await cache.get(location);
    expect(counting.queries).toBe(db.kind === 'pglite' ? 0 : 1);
  });

  it('lays the sold-out flag of a stock row over the index at once, and lifts it at once (spec/1 §4)', async () => {
    expect((await margarita()).agot).toBe(false);
    await flagMargarita(true);
    expect((await margarita()).agot).toBe(true);
    // The document's index stays as the menu document says: stock lives in rows.
    expect((await cache.get(location))!.index.products.get('fz-margarita')!.agot).toBe(false);
    await db.transaction((tx) =>
      tx.query(
        "update stock set sold_out = false where ir = $1 and kind = 'p' and item_id = 'fz-margarita'",
        [pizzeria.ir],
      ),
    );
    expect((await margarita()).agot).toBe(false);
  });

  it('rebuilds the index when the menu document changes', async () => {
    await db.query(
      `update restaurants set menu = jsonb_set(menu, '{products,0,np}', '"Otra"'),
         version = nextval('catalog_version_seq') where ir = $1`,
      [pizzeria.ir],
    );
    const index = (await cache.get(location))!.index;
    expect([...index.products.values()].some((p) => p.np === 'Otra')).toBe(true);
  });

  it('answers null for an unknown location', async () => {
    expect(await cache.get({ ...location, il: '999' })).toBeNull();
  });
});

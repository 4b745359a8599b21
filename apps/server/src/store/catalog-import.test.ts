import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { CatalogError } from './catalog-error.ts';
import { importCatalog, parseRestaurant } from './catalog-import.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::integer as n from ${table}`))[0]!.n;

describe('catalog import', () => {
  it('loads the demo catalog, and loading it again replaces instead of duplicating', async () => {
    await importCatalog(db, demo);
    await importCatalog(db, demo);
    expect(await count('restaurants')).toBe(demo.restaurants.length);
    expect(await count('portals')).toBe(demo.portals.length);
    const items = demo.restaurants.reduce((n, r) => n + r.menu.products.length + r.menu.extras.length, 0);
    expect(await count('stock')).toBe(items);
  });

  it('lists every problem of a broken file and writes nothing', () => {
    const broken = structuredClone(demo.restaurants[0]!) as unknown as Record<string, unknown>;
    broken.latitud = 'north';
    expect(() => parseRestaurant('broken.json', broken)).toThrowError(CatalogError);
    try {
      parseRestaurant('broken.json', broken);
    } catch (error) {
      expect((error as CatalogError).problems.join()).toContain('latitud');
    }
  });

  it('rolls back the whole catalog when one part fails', async () => {
    const before = await count('restaurants');
    const fresh = {
      ...structuredClone(demo.restaurants[0]!),
      ir: 'cmdRollbackRestaurant00001',
      simpleId: 9001,
    };
    const orphanPortal = { ...demo.portals[0]!, id: 'orphan', restaurants: ['cmdNoSuchRestaurant000000'] };
    await expect(importCatalog(db, { restaurants: [fresh], portals: [orphanPortal] })).rejects.toThrow(
      CatalogError,
    );
    expect(await count('restaurants')).toBe(before);
  });

  it('migrates once: a second run changes nothing', async () => {
    await migrate(db);
    expect(await count('schema_migrations')).toBe(migrations.length);
  });
});

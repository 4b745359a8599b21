import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { catalogChanges } from './catalog-changes.ts';
import { editRestaurant, loadRestaurant } from './catalog-edit.ts';
import { CatalogError } from './catalog-error.ts';
import { importCatalog } from './catalog-import.ts';
import { catalogVersion } from './restaurants.ts';

const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const location = { ir: pizzeria.ir, il: pizzeria.il, dk: pizzeria.dk };
const NOW = new Date('2026-11-25T15:00:00Z');

let db: Database;
let managerId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  await importCatalog(db, demo);
  const [user] = await db.query<{ id: string }>(
    "insert into users (email, first_name, last_name) values ('gerente@example.com', 'Ana', 'Pérez') returning id::text",
  );
  managerId = user!.id;
});
afterAll(() => db.close());

const firstProduct = (r: { menu: { products: { ip: string; pm: number }[] } }) => r.menu.products[0]!;

/** A price change the way a back-office route asks for it. */
const setPrice = (ip: string, pm: number) => ({
  ir: pizzeria.ir,
  userId: managerId,
  now: NOW,
  what: 'product.update',
  target: ip,
  apply: (r: typeof pizzeria) => ({
    ...r,
    menu: { ...r.menu, products: r.menu.products.map((p) => (p.ip === ip ? { ...p, pm } : p)) },
  }),
  pick: (r: typeof pizzeria) => r.menu.products.find((p) => p.ip === ip) ?? null,
});

describe('back-office catalog edits (issue 13 item 3)', () => {
  it('reads back a restaurant exactly as its import shaped it, stock levels included', async () => {
    const loaded = await loadRestaurant(db, pizzeria.ir);
    expect(loaded?.restaurant).toEqual(pizzeria);
  });

  it('saves a change with one new catalog version and a change-log row saying who, what, before and after', async () => {
    const product = firstProduct(pizzeria);
    const versionBefore = await catalogVersion(db, location);
    const result = await editRestaurant(db, setPrice(product.ip, product.pm + 500));
    expect(result?.changed).toBe(true);
    const versionAfter = await catalogVersion(db, location);
    expect(BigInt(versionAfter!)).toBeGreaterThan(BigInt(versionBefore!));
    expect(versionAfter).toBe(result?.version);
    expect(firstProduct((await loadRestaurant(db, pizzeria.ir))!.restaurant).pm).toBe(product.pm + 500);
    const [entry] = await catalogChanges(db, pizzeria.ir);
    expect(entry).toMatchObject({
      what: 'product.update',
      target: product.ip,
      who: 'gerente@example.com',
      version: result?.version,
    });
    expect(entry?.before).toMatchObject({ ip: product.ip, pm: product.pm });
    expect(entry?.after).toMatchObject({ ip: product.ip, pm: product.pm + 500 });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const current = firstProduct((await loadRestaurant(db, pizzeria.ir))!.restaurant);
    const versionBefore = await catalogVersion(db, location);
    const logBefore = (await catalogChanges(db, pizzeria.ir)).length;
    const result = await editRestaurant(db, setPrice(current.ip, current.pm));
    expect(result?.changed).toBe(false);
    expect(await catalogVersion(db, location)).toBe(versionBefore);
    expect((await catalogChanges(db, pizzeria.ir)).length).toBe(logBefore);
  });

  it('refuses a change the import would refuse, and writes nothing', async () => {
    const versionBefore = await catalogVersion(db, location);
    const orphan = {
      ...setPrice('x', 0),
      what: 'product.create',
      apply: (r: typeof pizzeria) => ({
        ...r,
        menu: {
          ...r.menu,
          products: [...r.menu.products, { ...r.menu.products[0]!, ip: 'nuevo', jp: ['no-existe'] }],
        },
      }),
    };
    await expect(editRestaurant(db, orphan)).rejects.toBeInstanceOf(CatalogError);
    await expect(editRestaurant(db, setPrice(firstProduct(pizzeria).ip, -1))).rejects.toBeInstanceOf(
      CatalogError,
    );
    expect(await catalogVersion(db, location)).toBe(versionBefore);
  });

  it('gives a new product a stock row at the level it was created with, and drops a removed one', async () => {
    const template = firstProduct(pizzeria);
    const created = await editRestaurant(db, {
      ...setPrice('nuevo', 0),
      what: 'product.create',
      apply: (r) => {
        const product = { ...r.menu.products[0]!, ip: 'nuevo', stock: 7 };
        const listed = (c: (typeof r.menu.categories)[number]) =>
          product.jp.includes(c.id) ? { ...c, prods: [...c.prods, 'nuevo'] } : c;
        return {
          ...r,
          menu: {
            ...r.menu,
            categories: r.menu.categories.map(listed),
            products: [...r.menu.products, product],
          },
        };
      },
    });
    expect(created?.changed).toBe(true);
    const stockOf = () =>
      db.query<{ stock: number }>(
        "select stock from stock where ir = $1 and kind = 'p' and item_id = 'nuevo'",
        [pizzeria.ir],
      );
    expect(await stockOf()).toEqual([{ stock: 7 }]);
    await editRestaurant(db, {
      ...setPrice('nuevo', 0),
      what: 'product.delete',
      apply: (r) => ({
        ...r,
        menu: {
          ...r.menu,
          categories: r.menu.categories.map((c) => ({ ...c, prods: c.prods.filter((ip) => ip !== 'nuevo') })),
          products: r.menu.products.filter((p) => p.ip !== 'nuevo'),
        },
      }),
    });
    expect(await stockOf()).toEqual([]);
    expect(firstProduct((await loadRestaurant(db, pizzeria.ir))!.restaurant).ip).toBe(template.ip);
  });

  it('answers null for a restaurant that does not exist', async () => {
    expect(await editRestaurant(db, { ...setPrice('x', 1), ir: 'no-existe' })).toBeNull();
  });
});

import {
  type TBackOfficeMenu,
  type TLiveCatalogEvent,
  ZBackOfficeMenu,
  ZCatalogChange,
  ZMenu,
} from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { CatalogError } from '../store/catalog-error.ts';
import { importCatalog, parseRestaurant } from '../store/catalog-import.ts';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { installWriteLog } from '../testing/write-log.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  pickupOrder,
  pizzeria,
  saveOrder,
  setStockOf,
  stockOf,
  trufa,
} from './orders-fixtures.ts';

/**
 * Availability by dispatch type (issue 13 item 3): a product's `tipos` through the import and the back office
 * (the same contract and refusals; absent, every type), each save one catalog version, one change row and a
 * live 'catalog' event; and an order or preflight with a line not offered for its type refused with a code, a
 * key and Spanish words, nothing written and no stock taken.
 */
let t: TestApp;
let manager: string;
let ana: string;
let writes: { takeWrites(): Promise<string[]> };

/** The pizzeria as its file is imported, its napolitana offered only for pickup and at the table. */
const imported = structuredClone(pizzeria);
const napolitana = imported.menu.products.find((p) => p.ip === 'fz-napolitana')!;
napolitana.tipos = [1, 3];

beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await importCatalog(t.db, { restaurants: [parseRestaurant('pizzeria.json', imported)], portals: [] });
  await signIn(t.app, 'gerente-tipos@example.com', 2000);
  await t.db.query(
    `insert into staff_roles (user_id, module, ir, il, role, level)
     select id, 9000, $2, $3, 'manager', 5 from users where email = $1`,
    ['gerente-tipos@example.com', pizzeria.ir, pizzeria.il],
  );
  manager = await signIn(t.app, 'gerente-tipos@example.com', 9000);
  ana = await signIn(t.app, 'ana@correo.cl');
  writes = await installWriteLog(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/srv/backoffice/${path}`, headers: bearer(manager), payload });
const backOfficeMenu = async (): Promise<TBackOfficeMenu> =>
  ZBackOfficeMenu.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/srv/backoffice/menu?ir=${pizzeria.ir}`,
        headers: bearer(manager),
      })
    ).json().data,
  );
const dinerMenu = async () =>
  ZMenu.parse(
    (
      await t.app.inject({ method: 'POST', url: '/srv/getrestomenu', payload: { irl: irlOf(pizzeria) } })
    ).json().data,
  );
const draftOf = async (ip: string) => {
  const {
    stock: _s,
    crinvol: _c,
    agot: _a,
    ...draft
  } = (await backOfficeMenu()).menu.products.find((p) => p.ip === ip)!;
  return draft;
};
const changeCount = async () =>
  (
    await t.db.query<{ n: number }>('select count(*)::integer as n from catalog_changes where ir = $1', [
      pizzeria.ir,
    ])
  )[0]!.n;

describe('the import (issue 13 item 3)', () => {
  it('keeps a product’s types, and a product without a list is offered for every type (old catalogs stay valid)', async () => {
    const menu = await dinerMenu();
    expect(menu.prods.find((p) => p.ip === napolitana.ip)?.tipos).toEqual([1, 3]);
    expect(menu.prods.find((p) => p.ip === 'fz-margarita')).not.toHaveProperty('tipos');
    expect(pizzeria.menu.products.every((p) => p.tipos === undefined)).toBe(true);
  });

  it('refuses an empty, unknown or repeated list, naming the product’s field, in Spanish', () => {
    const refusal = (tipos: unknown) => {
      const file = structuredClone(pizzeria) as unknown as { menu: { products: Record<string, unknown>[] } };
      file.menu.products[0]!.tipos = tipos;
      try {
        parseRestaurant('pizzeria.json', file);
      } catch (error) {
        expect(error).toBeInstanceOf(CatalogError);
        return (error as CatalogError).problems.join('; ');
      }
      throw new Error('expected a refusal');
    };
    expect(refusal([])).toBe('menu.products.0.tipos: Mínimo 1 elementos');
    expect(refusal([2, 2])).toBe('menu.products.0.tipos: Cada tipo de pedido va una sola vez');
    expect(refusal([6])).toContain('menu.products.0.tipos.0');
    expect(refusal('delivery')).toContain('menu.products.0.tipos');
  });
});

describe('the back office (issue 13 item 3)', () => {
  it('marks a product not for delivery: one catalog version, one change row, a live catalog event', async () => {
    const live = await connectLive(t.app);
    await live.subscribe([pizzeria.ir]);
    const before = await backOfficeMenu();
    const rows = await changeCount();
    const draft = await draftOf('fz-margarita');
    await writes.takeWrites();
    const res = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [1, 3, 4, 5] } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.changed).toBe(true);
    expect(BigInt(saved.version)).toBeGreaterThan(BigInt(before.version));
    expect((await writes.takeWrites()).sort()).toEqual(['catalog_changes', 'restaurants']);
    expect(await changeCount()).toBe(rows + 1);
    const event = await live.next((e): e is TLiveCatalogEvent => e.type === 'catalog');
    expect(event).toEqual({ type: 'catalog', ir: pizzeria.ir, version: saved.version });
    live.close();
    expect((await backOfficeMenu()).version).toBe(saved.version);
    expect((await dinerMenu()).prods.find((p) => p.ip === 'fz-margarita')?.tipos).toEqual([1, 3, 4, 5]);

    const changes = z.array(ZCatalogChange).parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/srv/backoffice/changes?ir=${pizzeria.ir}`,
          headers: bearer(manager),
        })
      ).json().data,
    );
    expect(changes[0]).toMatchObject({
      what: 'product.save',
      target: 'fz-margarita',
      who: 'gerente-tipos@example.com',
      version: saved.version,
    });
    expect(changes[0]?.before).not.toHaveProperty('tipos');
    expect(changes[0]?.after).toMatchObject({ tipos: [1, 3, 4, 5] });

    // The same save again: no version, no row.
    const again = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [1, 3, 4, 5] } });
    expect(again.json().data).toEqual({ version: saved.version, changed: false });
    expect(await writes.takeWrites()).toEqual([]);

    // Offered everywhere again: the list goes, as an imported product without one.
    const { tipos: _t, ...everywhere } = draft;
    expect((await post('product', { ir: pizzeria.ir, product: everywhere })).statusCode).toBe(200);
    expect((await dinerMenu()).prods.find((p) => p.ip === 'fz-margarita')).not.toHaveProperty('tipos');
  });

  it('refuses what the import refuses, readably, and writes nothing', async () => {
    const { version } = await backOfficeMenu();
    const draft = await draftOf('fz-margarita');
    await writes.takeWrites();
    for (const [tipos, words] of [
      [[], 'product.tipos: Mínimo 1 elementos'],
      [[2, 2], 'product.tipos: Cada tipo de pedido va una sola vez'],
    ] as const) {
      const res = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(words);
    }
    const unknown = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [0] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('product.tipos.0');
    expect(await writes.takeWrites()).toEqual([]);
    expect((await backOfficeMenu()).version).toBe(version);
  });
});

describe('orders of a product not offered for their type (issue 13 item 3)', () => {
  it('a delivery order or preflight with the trufa (pickup only) is refused, nothing written, no stock taken; pickup takes it', async () => {
    const draft = await draftOf('fz-trufa');
    expect((await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [1] } })).statusCode).toBe(
      200,
    );
    await setStockOf(t.db, 'fz-trufa', 5);
    const delivery = pickupOrder({
      tipo: 2,
      lines: [margarita(), trufa(2)],
      direccion: null,
    });
    const words = "Datos invalidos en orden: Línea 2 ('Pizza Trufa y Hongos'): no se ofrece para delivery";
    await writes.takeWrites();
    for (const query of ['?preflight=1', '']) {
      const res = await saveOrder(t.app, ana, delivery, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid-line', key: 'p1_err_invalid_line_named' });
      expect(res.json().error.message).toBe(words);
    }
    expect(await writes.takeWrites()).toEqual([]);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(5);

    const pickup = await saveOrder(t.app, ana, pickupOrder({ lines: [trufa(2)] }));
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(3);
  });
});

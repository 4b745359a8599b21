import { type TBackOfficeMenu, ZBackOfficeMenu, ZCatalogChange, ZMenu } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { installWriteLog } from '../testing/write-log.ts';
import { AT, bearer, irlOf, pizzeria } from './orders-fixtures.ts';

/**
 * Issue 13 item 3, the extras-groups screen's save: a group, its extras and the products that offer it are
 * one change — one catalog version, one history row — and the history reads a page at a time, by kind.
 */
let t: TestApp;
let admin: string;
let writes: { takeWrites(): Promise<string[]> };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  writes = await installWriteLog(t.db);
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/srv/backoffice/${path}`, headers: bearer(admin), payload });
const backOfficeMenu = async (): Promise<TBackOfficeMenu> =>
  ZBackOfficeMenu.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/srv/backoffice/menu?ir=${pizzeria.ir}`,
        headers: bearer(admin),
      })
    ).json().data,
  );
const dinerMenu = async () =>
  ZMenu.parse(
    (
      await t.app.inject({ method: 'POST', url: '/srv/getrestomenu', payload: { irl: irlOf(pizzeria) } })
    ).json().data,
  );
const changesAnswer = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/srv/backoffice/changes?ir=${pizzeria.ir}${query}`,
    headers: bearer(admin),
  });
const changes = async (query = '') => z.array(ZCatalogChange).parse((await changesAnswer(query)).json().data);
/**
 * How many times the restaurant's row was written (each write is one new catalog version) and how many history
 * rows the venue has; the write log starts empty for each count.
 */
const counters = async () => {
  const [written] = await t.db.query<{ n: string }>(
    "select count(*)::text as n from test_write_log where table_name = 'restaurants'",
  );
  const [rows] = await t.db.query<{ n: string }>(
    'select count(*)::text as n from catalog_changes where ir = $1',
    [pizzeria.ir],
  );
  await writes.takeWrites();
  return { versions: Number(written!.n), rows: Number(rows!.n) };
};

const group = {
  codJextras: 'go-salsa',
  nomCatExtra: 'Salsas',
  nombreTrad: { en: 'Sauces' },
  min: 0,
  max: 2,
  multi: false,
  extras: ['go-pesto', 'go-picante'],
};
const extras = [
  { pl: 'go-pesto', np: 'Pesto', nombreTrad: { en: 'Pesto' }, pm: 600 },
  { pl: 'go-picante', np: 'Salsa picante', pm: 400, maxex: 1 },
];

describe('an extras group saved with the products that offer it (issue 13 item 3)', () => {
  it('is one version and one history row; the diner’s menu offers it on those products only', async () => {
    const before = await counters();
    const res = await post('extra-group', {
      ir: pizzeria.ir,
      group,
      extras,
      products: ['fz-margarita', 'fz-margarita'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counters()).toEqual({ versions: 1, rows: before.rows + 1 });
    const [row] = await changes();
    expect(row).toMatchObject({ what: 'extraGroup.save', target: 'go-salsa', before: null });
    expect(row?.version).toBe(res.json().data.version);
    expect(row?.after).toMatchObject({ group: { nomCatExtra: 'Salsas' }, products: ['fz-margarita'] });

    const menu = await dinerMenu();
    const offering = menu.prods.filter((p) => p.jb.includes('go-salsa')).map((p) => p.ip);
    expect(offering).toEqual(['fz-margarita']);
    expect(menu.extras.filter((e) => e.codJextras === 'go-salsa').map((e) => [e.pl, e.pm])).toEqual([
      ['go-pesto', 600],
      ['go-picante', 400],
    ]);
  });

  it('moves the group between products in the same one change, keeping each product’s other groups', async () => {
    const old = await backOfficeMenu();
    const margaritaGroups = old.menu.products.find((p) => p.ip === 'fz-margarita')!.jb;
    const other = old.menu.products.find((p) => p.ip !== 'fz-margarita')!;
    const before = await counters();
    const res = await post('extra-group', {
      ir: pizzeria.ir,
      group: { ...group, min: 1 },
      extras,
      products: [other.ip],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counters()).toEqual({ versions: 1, rows: before.rows + 1 });
    const menu = await backOfficeMenu();
    expect(menu.menu.products.find((p) => p.ip === 'fz-margarita')!.jb).toEqual(
      margaritaGroups.filter((c) => c !== 'go-salsa'),
    );
    expect(menu.menu.products.find((p) => p.ip === other.ip)!.jb).toEqual([...other.jb, 'go-salsa']);
    const [row] = await changes();
    expect(row?.before).toMatchObject({ group: { min: 0 }, products: ['fz-margarita'] });
    expect(row?.after).toMatchObject({ group: { min: 1 }, products: [other.ip] });

    // Without `products` the products stay as they are (the import's way); the same save again writes nothing.
    await writes.takeWrites();
    const same = await post('extra-group', { ir: pizzeria.ir, group: { ...group, min: 1 }, extras });
    expect(same.json().data.changed).toBe(false);
    expect(await writes.takeWrites()).toEqual([]);
  });

  it('refuses a product the menu does not have, naming it, and writes nothing', async () => {
    const { version } = await backOfficeMenu();
    await writes.takeWrites();
    const res = await post('extra-group', { ir: pizzeria.ir, group, extras, products: ['no-existe'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'not_found', key: 'p1_err_menu_item_not_found' });
    expect(res.json().error.message).toBe("'no-existe' no está en el menú de este local");
    expect(await writes.takeWrites()).toEqual([]);
    expect((await backOfficeMenu()).version).toBe(version);
  });
});

describe('the history a page at a time, and by kind (issue 13 item 3)', () => {
  it('pages newest first without gaps or repeats, and filters one kind of change', async () => {
    // A few more changes: stock marks of the group's extras (each a row of its own).
    for (const agot of [true, false, true])
      expect(
        (
          await post('stock', {
            ir: pizzeria.ir,
            kind: 'extra',
            id: 'go-pesto',
            stock: null,
            crinvol: 0,
            agot,
          })
        ).statusCode,
      ).toBe(200);
    const all = await changes();
    expect(all.length).toBeGreaterThanOrEqual(5);
    const pages: string[][] = [];
    let before = '';
    for (;;) {
      const page = await changes(`&limit=2${before ? `&before=${before}` : ''}`);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(2);
      pages.push(page.map((r) => r.id));
      before = page.at(-1)!.id;
    }
    expect(pages.flat()).toEqual(all.map((r) => r.id));

    const stock = await changes('&what=extra.stock');
    expect(stock.map((r) => r.after)).toMatchObject([{ agot: true }, { agot: false }, { agot: true }]);
    expect(stock.every((r) => r.what === 'extra.stock')).toBe(true);
    expect(await changes('&area=settings&what=extra.stock')).toEqual([]);
  });

  it('refuses a malformed kind, cursor or page size readably', async () => {
    for (const query of ['&what=DROP%20TABLE', '&before=abc', '&limit=0', '&limit=101']) {
      const res = await changesAnswer(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', key: 'p1_err_invalid_request' });
      expect(res.json().error.message).toMatch(/^Solicitud inválida: /);
    }
  });
});

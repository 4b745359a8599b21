import {
  type TBackOfficeMenu,
  type TLiveCatalogEvent,
  ZBackOfficeMenu,
  ZCatalogChange,
} from '@comanda/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { connectLive, isStockEvent } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { installWriteLog } from '../testing/write-log.ts';

const now = new Date('2026-11-25T15:00:00Z');
let t: TestApp;
let admin: string;
/** A manager: module 9000 with a role row for the pizzeria only. */
let manager: string;
let writes: { takeWrites(): Promise<string[]> };
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.simpleId === 102)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  await signIn(t.app, 'gerente@example.com', 2000);
  await t.db.query(
    `insert into staff_roles (user_id, module, ir, il, role, level)
     select id, 9000, $2, $3, 'manager', 5 from users where email = $1`,
    ['gerente@example.com', pizzeria.ir, pizzeria.il],
  );
  manager = await signIn(t.app, 'gerente@example.com', 9000);
  writes = await installWriteLog(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const menuOf = async (token: string, ir = pizzeria.ir): Promise<TBackOfficeMenu> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/srv/backoffice/menu?ir=${ir}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZBackOfficeMenu.parse(res.json().data);
};
const post = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/srv/backoffice/${path}`, headers: bearer(token), payload });
const draftOf = ({
  stock: _s,
  crinvol: _c,
  agot: _a,
  ...draft
}: TBackOfficeMenu['menu']['products'][number]) => draft;
const changes = async (token: string) =>
  z.array(ZCatalogChange).parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/srv/backoffice/changes?ir=${pizzeria.ir}`,
        headers: bearer(token),
      })
    ).json().data,
  );

describe('the menu back office (issue 13 item 3)', () => {
  it('lets a manager in to their venue only, and lists only the venues their role rows cover', async () => {
    const venues = await t.app.inject({
      method: 'GET',
      url: '/srv/backoffice/venues',
      headers: bearer(manager),
    });
    expect(venues.json().data.map((v: { ir: string }) => v.ir)).toEqual([pizzeria.ir]);
    const all = await t.app.inject({ method: 'GET', url: '/srv/backoffice/venues', headers: bearer(admin) });
    expect(all.json().data.length).toBe(demo.restaurants.length);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/srv/backoffice/menu?ir=${other.ir}`,
      headers: bearer(manager),
    });
    expect(refused.statusCode).toBe(403);
    const kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
    const wrongModule = await post(kitchen, 'stock', {
      ir: pizzeria.ir,
      kind: 'product',
      id: 'x',
      stock: 1,
      crinvol: 0,
      agot: true,
    });
    expect(wrongModule.statusCode).toBe(403);
    expect(await writes.takeWrites()).not.toContain('stock');
  });

  it('saves a price with one new catalog version, a change row, and a live catalog event; the menu shows it', async () => {
    const live = await connectLive(t.app);
    await live.subscribe([pizzeria.ir]);
    const before = await menuOf(manager);
    const product = before.menu.products[0]!;
    await writes.takeWrites();
    const res = await post(manager, 'product', {
      ir: pizzeria.ir,
      product: { ...draftOf(product), pm: product.pm + 1000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.changed).toBe(true);
    expect(BigInt(saved.version)).toBeGreaterThan(BigInt(before.version));
    expect((await menuOf(manager)).version).toBe(saved.version);
    expect((await writes.takeWrites()).sort()).toEqual(['catalog_changes', 'restaurants']);
    const event = await live.next((e): e is TLiveCatalogEvent => e.type === 'catalog');
    expect(event).toEqual({ type: 'catalog', ir: pizzeria.ir, version: saved.version });
    live.close();
    const menu = await t.app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: { irl: `${pizzeria.ir}-${pizzeria.il}` },
    });
    expect(menu.json().data.prods.find((p: { ip: string }) => p.ip === product.ip).pm).toBe(
      product.pm + 1000,
    );
    const [change] = await changes(manager);
    expect(change).toMatchObject({
      what: 'product.save',
      target: product.ip,
      who: 'gerente@example.com',
      version: saved.version,
    });
    expect(change?.before).toMatchObject({ pm: product.pm });
    expect(change?.after).toMatchObject({ pm: product.pm + 1000 });
    // The same save again changes nothing: no version, no row.
    const again = await post(manager, 'product', {
      ir: pizzeria.ir,
      product: { ...draftOf(product), pm: product.pm + 1000 },
    });
    expect(again.json().data).toEqual({ version: saved.version, changed: false });
    expect(await writes.takeWrites()).toEqual([]);
  });

  it('refuses what the import refuses, readably, and writes nothing', async () => {
    const { menu, version } = await menuOf(admin);
    const product = draftOf(menu.products[0]!);
    await writes.takeWrites();
    const unknownCategory = await post(admin, 'product', {
      ir: pizzeria.ir,
      product: { ...product, jp: ['999'] },
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error).toMatchObject({
      code: 'catalog_refused',
      key: 'p1_err_catalog_refused',
      message: `No se guardó el cambio: el producto '${product.ip}' nombra la categoría '999' que no existe`,
    });
    const negative = await post(admin, 'product', { ir: pizzeria.ir, product: { ...product, pm: -5 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('product.pm');
    const nul = await post(admin, 'product', { ir: pizzeria.ir, product: { ...product, np: 'Pizza\u0000' } });
    expect(nul.statusCode).toBe(400);
    const category = menu.categories.find((c) => c.prods.length > 0)!;
    const notEmpty = await post(admin, 'delete', { ir: pizzeria.ir, kind: 'category', id: category.id });
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().error).toMatchObject({
      code: 'category_not_empty',
      key: 'p1_err_category_not_empty',
    });
    const usedGroup = menu.extraGroups.find((g) => menu.products.some((p) => p.jb.includes(g.codJextras)))!;
    const inUse = await post(admin, 'delete', {
      ir: pizzeria.ir,
      kind: 'extraGroup',
      id: usedGroup.codJextras,
    });
    expect(inUse.json().error.code).toBe('group_in_use');
    const missing = await post(admin, 'delete', { ir: pizzeria.ir, kind: 'product', id: 'no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'not_found',
      key: 'p1_err_menu_item_not_found',
      message: "'no-existe' no está en el menú de este local",
    });
    const unnamed = await post(admin, 'category', {
      ir: pizzeria.ir,
      category: { id: '901', name: '', sort: '91' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toMatchObject({
      code: 'bad_request',
      key: 'p1_err_invalid_request',
      message: 'Solicitud inválida: category.name: Mínimo 1 caracteres',
    });
    expect(await writes.takeWrites()).toEqual([]);
    expect((await menuOf(admin)).version).toBe(version);
  });

  it("a 'new' product or group whose code is taken is refused in words, and the one holding it is untouched", async () => {
    const { menu, version } = await menuOf(manager);
    const held = menu.products[0]!;
    await writes.takeWrites();
    // The editor's 'Nuevo producto' with a code already in use: before, this replaced the product.
    const product = await post(manager, 'product', {
      ir: pizzeria.ir,
      create: true,
      product: { ...draftOf(held), np: 'Otra cosa', pm: 1 },
    });
    expect(product.statusCode).toBe(409);
    expect(product.json().error).toMatchObject({
      code: 'menu_id_taken',
      key: 'p1_err_menu_id_taken',
      message: `El código '${held.ip}' ya es de '${held.np}': elige otro, o déjalo vacío y se crea a partir del nombre`,
    });
    const group = menu.extraGroups[0]!;
    const taken = await post(manager, 'extra-group', {
      ir: pizzeria.ir,
      create: true,
      group: { ...group, nomCatExtra: 'Otra', extras: ['bo-new-extra'] },
      extras: [{ pl: 'bo-new-extra', np: 'Nueva', pm: 0 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'menu_id_taken', params: { id: group.codJextras } });
    expect(await writes.takeWrites()).toEqual([]);
    const after = await menuOf(manager);
    expect(after.version).toBe(version);
    expect(after.menu.products[0]).toEqual(held);
    expect(after.menu.extras.filter((e) => e.codJextras === group.codJextras)).toEqual(
      menu.extras.filter((e) => e.codJextras === group.codJextras),
    );
  });

  it('creates and deletes a category, a product and an extras group, one version each', async () => {
    const start = BigInt((await menuOf(admin)).version);
    const ok = async (path: string, body: unknown) => {
      const res = await post(admin, path, { ir: pizzeria.ir, ...(body as object) });
      expect(res.statusCode, res.body).toBe(200);
      return BigInt(res.json().data.version);
    };
    await ok('category', {
      category: { id: '900', name: 'Postres nuevos', nombreTrad: { en: 'New desserts' }, sort: '90' },
    });
    await ok('extra-group', {
      group: {
        codJextras: 'bo-salsa',
        nomCatExtra: 'Salsa',
        min: 0,
        max: 2,
        multi: true,
        extras: ['bo-manjar', 'bo-chocolate'],
      },
      extras: [
        { pl: 'bo-manjar', np: 'Manjar', pm: 300, maxex: 1 },
        { pl: 'bo-chocolate', np: 'Chocolate', pm: 400 },
      ],
    });
    await ok('product', {
      product: {
        ip: 'bo-flan',
        np: 'Flan',
        nombreTrad: { en: 'Flan' },
        dn: 'Casero',
        dnTrad: { en: 'Home-made' },
        pm: 2500,
        refpr: 3000,
        jp: ['900'],
        jb: ['bo-salsa'],
        sort: '1',
      },
    });
    const menu = await menuOf(admin);
    expect(menu.menu.categories.find((c) => c.id === '900')?.prods).toEqual(['bo-flan']);
    expect(menu.menu.products.find((p) => p.ip === 'bo-flan')).toMatchObject({
      stock: null,
      agot: false,
      refpr: 3000,
    });
    expect(await ok('delete', { kind: 'product', id: 'bo-flan' })).toBeGreaterThan(start);
    await ok('delete', { kind: 'extraGroup', id: 'bo-salsa' });
    const last = await ok('delete', { kind: 'category', id: '900' });
    expect((await menuOf(admin)).version).toBe(String(last));
    const after = await menuOf(admin);
    expect(after.menu.extras.some((e) => e.pl.startsWith('bo-'))).toBe(false);
    const six = (await changes(admin)).slice(0, 6);
    expect(six.map((c) => c.what)).toEqual([
      'category.delete',
      'extraGroup.delete',
      'product.delete',
      'product.save',
      'extraGroup.save',
      'category.save',
    ]);
    // One catalog version per saved change, each newer than the one before.
    const versions = six.map((c) => BigInt(c.version!)).reverse();
    expect(versions[0]).toBeGreaterThan(start);
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
  });

  it('sets stock and sold-out: a live stock event, a change row, no catalog version', async () => {
    const { menu, version } = await menuOf(manager);
    const product = menu.products[1]!;
    const live = await connectLive(t.app);
    await live.subscribe([pizzeria.ir]);
    await writes.takeWrites();
    const res = await post(manager, 'stock', {
      ir: pizzeria.ir,
      kind: 'product',
      id: product.ip,
      stock: 4,
      crinvol: 1,
      agot: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: 'product', id: product.ip, stock: 4, crinvol: 1, agot: true });
    const event = await live.next(isStockEvent);
    expect(event).toMatchObject({
      type: 'stock',
      ir: pizzeria.ir,
      levels: [{ id: product.ip, agot: true, stock: 4 }],
    });
    live.close();
    expect((await writes.takeWrites()).sort()).toEqual(['catalog_changes', 'stock']);
    const after = await menuOf(manager);
    expect(after.version).toBe(version);
    expect(after.menu.products[1]).toMatchObject({ stock: 4, crinvol: 1, agot: true });
    expect((await changes(manager))[0]).toMatchObject({
      what: 'product.stock',
      before: { agot: product.agot },
      after: { agot: true, stock: 4 },
    });
    const unknown = await post(manager, 'stock', {
      ir: pizzeria.ir,
      kind: 'extra',
      id: 'nada',
      stock: null,
      crinvol: 0,
      agot: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'not_found',
      key: 'p1_err_menu_item_not_found',
      message: "'nada' no está en el menú de este local",
    });
    const tooBig = await post(manager, 'stock', {
      ir: pizzeria.ir,
      kind: 'product',
      id: product.ip,
      stock: 2 ** 31,
      crinvol: 0,
      agot: false,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatchObject({
      code: 'bad_request',
      key: 'p1_err_invalid_request',
      message: 'Solicitud inválida: stock: El número está fuera de rango',
    });
    expect(await writes.takeWrites()).toEqual([]);
  });

  it('resizes an uploaded photo to the menus’ size and serves it; refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await post(manager, 'photo', { ir: pizzeria.ir, data: png.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data;
    expect(photo).toMatchObject({ width: 800, height: 600 });
    expect(photo.url).toMatch(/^\/media\/up\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 800,
      height: 600,
      format: 'webp',
    });
    const bad = await post(manager, 'photo', {
      ir: pizzeria.ir,
      data: Buffer.from('no es una foto').toString('base64'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('m1_err_photo_unreadable');
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/up/ffffffffffffffffffffffffffffffff.webp' }))
        .statusCode,
    ).toBe(404);
  });
});

import { type TBackOfficeMenu, ZBackOfficeMenu } from '@comanda/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRestaurant } from '../store/catalog-edit.ts';
import { CatalogError } from '../store/catalog-error.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { installWriteLog } from '../testing/write-log.ts';

/**
 * Photos go with what used them (issue 11): a back-office save, or a re-import of the restaurant's file, that
 * leaves a stored photo unreferenced by every restaurant deletes it in the same transaction; one still used (by
 * another product, or by another restaurant that uploaded the same bytes) stays.
 */
let t: TestApp;
let admin: string;
let writes: { takeWrites(): Promise<string[]> };
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.simpleId === 102)!;
const bearer = { authorization: '' };

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-25T15:00:00Z') });
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  bearer.authorization = `Bearer ${admin}`;
  writes = await installWriteLog(t.db);
});
afterAll(() => t.close());

const post = async (path: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/srv/backoffice/${path}`,
    headers: bearer,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const menuOf = async (ir: string): Promise<TBackOfficeMenu> => {
  const res = await t.app.inject({ method: 'GET', url: `/srv/backoffice/menu?ir=${ir}`, headers: bearer });
  return ZBackOfficeMenu.parse(res.json().data);
};
const upload = async (ir: string, colour: string): Promise<string> => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return (await post('photo', { ir, data: png.toString('base64') })).url;
};
/** A new product of `ir` in its first category, showing `foto`. */
const saveProduct = async (ir: string, ip: string, foto: string) => {
  const menu = await menuOf(ir);
  await post('product', {
    ir,
    product: { ip, np: `Plato ${ip}`, pm: 1000, jp: [menu.menu.categories[0]!.id], sort: '99', foto },
  });
};
const remove = (ir: string, id: string) => post('delete', { ir, kind: 'product', id });
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('stored photos removed with the last thing that shows them', () => {
  it('keeps a photo while another product shows it, and deletes it with the last one', async () => {
    const photo = await upload(pizzeria.ir, '#c0392b');
    await saveProduct(pizzeria.ir, 'ph-a', photo);
    await saveProduct(pizzeria.ir, 'ph-b', photo);
    await writes.takeWrites();
    await remove(pizzeria.ir, 'ph-a');
    expect(await writes.takeWrites()).not.toContain('media');
    expect(await served(photo)).toBe(200);
    await remove(pizzeria.ir, 'ph-b');
    expect(await writes.takeWrites()).toContain('media');
    expect(await served(photo)).toBe(404);
  });

  it('keeps a photo another restaurant uploaded too (one row per photo), until neither shows it', async () => {
    const photo = await upload(pizzeria.ir, '#2e86c1');
    expect(await upload(other.ir, '#2e86c1')).toBe(photo);
    await saveProduct(pizzeria.ir, 'ph-c', photo);
    await saveProduct(other.ir, 'ph-d', photo);
    await remove(pizzeria.ir, 'ph-c');
    expect(await served(photo)).toBe(200);
    await remove(other.ir, 'ph-d');
    expect(await served(photo)).toBe(404);
  });

  it('deletes a replaced photo, and never one a save did not stop using', async () => {
    const first = await upload(pizzeria.ir, '#27ae60');
    const second = await upload(pizzeria.ir, '#8e44ad');
    const unsaved = await upload(pizzeria.ir, '#f1c40f');
    await saveProduct(pizzeria.ir, 'ph-e', first);
    await saveProduct(pizzeria.ir, 'ph-e', second);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    // Uploaded for an editor still open: no save referred to it, so no save deletes it.
    await remove(pizzeria.ir, 'ph-e');
    expect(await served(second)).toBe(404);
    expect(await served(unsaved)).toBe(200);
  });
});

describe('a re-import that drops a product (npm run import)', () => {
  it('deletes the photo only it showed, in the import’s transaction; a failed import keeps it', async () => {
    const dropped = await upload(pizzeria.ir, '#d35400');
    const kept = await upload(pizzeria.ir, '#16a085');
    await saveProduct(pizzeria.ir, 'ph-f', dropped);
    await saveProduct(pizzeria.ir, 'ph-g', kept);
    const current = (await loadRestaurant(t.db, pizzeria.ir))!.restaurant;
    const file = {
      ...current,
      menu: { ...current.menu, products: current.menu.products.filter((p) => p.ip !== 'ph-f') },
    };
    // The same file beside a portal naming no restaurant: the whole import is refused, the photo stays.
    const orphan = { ...demo.portals[0]!, id: 'orphan-photos', restaurants: ['cmdNoSuchRestaurant000000'] };
    await expect(importCatalog(t.db, { restaurants: [file], portals: [orphan] })).rejects.toThrow(
      CatalogError,
    );
    expect(await served(dropped)).toBe(200);

    await writes.takeWrites();
    await importCatalog(t.db, { restaurants: [file], portals: [] });
    expect(await writes.takeWrites()).toContain('media');
    expect(await served(dropped)).toBe(404);
    expect(await served(kept)).toBe(200);
    // Imported again as it is: nothing more goes.
    await importCatalog(t.db, { restaurants: [file], portals: [] });
    expect(await writes.takeWrites()).not.toContain('media');
    expect(await served(kept)).toBe(200);
  });
});

import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { inviteManager, managerSignIn } from './back-office-helpers.ts';

// Issue 13 item 3: a manager uploads a phone's photo — a multi-megabyte JPEG, larger than the photo call
// takes — to a product from the back office; the browser shrinks it before sending (model/shrink-photo.ts),
// the server resizes it, and the diner's menu shows it. A file that is no picture is refused in words.
const TABERNA = { ir: 'cmdDemoMadridTaberna000201' };
const TABERNA_MENU = '/r/es/taberna-del-arenal/201/menu';
// A manager of its own: back-office-menu.spec signs the demo's manager in at the same time, and a newer code
// voids the one sent before it.
const MANAGER = `e2e-photo-${Date.now().toString(36)}@example.com`;
/** A product of the test's own, so no other spec's menu moves under it. */
const PRODUCT = { ip: `e2e-bo-photo-${Date.now().toString(36)}`, np: 'Crema catalana de prueba', pm: 480 };

/** A 4000×3000 photo of noise — the hardest picture to compress, as a phone's camera would size it. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function signIn(page: Page) {
  await inviteManager(page.request, TABERNA.ir, MANAGER);
  await managerSignIn(page, MANAGER, '/staff/admin/menu');
  await expect(page.getByLabel('Local')).toHaveValue(TABERNA.ir);
}

/** A back-office call with the page's own session. */
async function backOffice(page: Page, path: string, data: object) {
  const token = await page.evaluate(() => sessionStorage.getItem('comanda.staff.token'));
  const res = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a manager uploads a multi-megabyte phone photo to a product and the diner’s menu shows it', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto();
  // Far above what the photo call takes (700 KB) and the server's body limit (1 MB).
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);

  await signIn(manager);
  await backOffice(manager, '/srv/backoffice/product', {
    ir: TABERNA.ir,
    product: { ...PRODUCT, jp: ['005'], sort: `9${PRODUCT.ip}` },
  });
  await manager.reload();
  const row = manager.locator(`[data-product="${PRODUCT.ip}"]`);
  await row.getByRole('button', { name: `Editar ${PRODUCT.np}` }).click();
  const upload = manager.getByLabel('Subir foto (JPEG, PNG o WebP)');

  // A file that is no picture, whatever its name says: refused here, in words, and nothing sent.
  await upload.setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('no soy una foto'),
  });
  await expect(manager.getByRole('status').filter({ hasText: 'no es una imagen' })).toHaveText(
    'Este archivo no es una imagen que se pueda leer. Elige una foto JPEG, PNG o WebP.',
  );
  await expect(manager.locator('.bo-photo img')).toHaveCount(0);

  // The phone's photo: shrunk in the browser, so the call goes under the limits and the server answers.
  const sent = manager.waitForRequest((r) => new URL(r.url()).pathname === '/srv/backoffice/photo');
  await upload.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const request = await sent;
  const body = request.postData() ?? '';
  expect(body.length).toBeLessThan(1024 * 1024);
  await expect(manager.getByRole('status').filter({ hasText: 'no es una imagen' })).toHaveCount(0);
  const preview = manager.locator('.bo-photo img');
  await expect(preview).toHaveAttribute('src', /^\/media\/up\/[0-9a-f]+\.webp$/, { timeout: 30_000 });
  const src = (await preview.getAttribute('src')) ?? '';
  // The server's resize to the menus' size stays the one that decides.
  const stored = await sharp(await (await manager.request.get(src)).body()).metadata();
  expect([stored.width, stored.height]).toEqual([800, 600]);
  await manager.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(manager.getByText('Guardado. La carta y los totems ya lo muestran.')).toBeVisible();

  // A diner opening the menu sees the product with that photo.
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  await diner.goto(TABERNA_MENU);
  const card = diner
    .locator('article')
    .filter({ has: diner.getByRole('heading', { name: PRODUCT.np, exact: true }) });
  await expect(card.locator('img')).toHaveAttribute('src', src, { timeout: 15_000 });
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 15_000,
    })
    .toBe(800);
  await dinerContext.close();

  // The test's product goes again (its photo with it).
  await backOffice(manager, '/srv/backoffice/delete', { ir: TABERNA.ir, kind: 'product', id: PRODUCT.ip });
});

import { expect, type Page, test } from '@playwright/test';
import { invoke, loginCodeFor, newDeviceName, pairDevice } from '../kiosk/kiosk-device.ts';
import { markPage, stillSamePage } from './back-office-helpers.ts';
import { expectAccessible } from './checkout-helpers.ts';

// Issue 13 item 3: a manager (module 9000, role row for the Taberna del Arenal) edits a product's price and
// marks another sold out in the back office; a diner's open menu and a browser-mode totem show both within
// seconds, without reloading.
const TABERNA = { ir: 'cmdDemoMadridTaberna000201', il: '1', dp: '1' };
const TABERNA_MENU = '/r/es/taberna-del-arenal/201/menu';
const MANAGER = 'gerente@comanda.demo';
const SCREENS = process.env.BACK_OFFICE_SCREENS_DIR ?? 'test-results/back-office';

/** Two products of the test's own, so no other spec's prices or stock move under it. */
const FLAN = { ip: 'e2e-bo-flan', np: 'Flan de la casa', pm: 450 };
const TARTA = { ip: 'e2e-bo-tarta', np: 'Tarta de Santiago', pm: 520 };

async function apiToken(page: Page): Promise<string> {
  await page.request.post('/mw/comandaapp/createuserapp', { data: { em: MANAGER } });
  const code = await loginCodeFor(page.request, MANAGER);
  const login = await page.request.post('/srv/security/login', {
    data: { em: MANAGER, cd: code, xmod: 9000 },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { tot1: string } }).data.tot1;
}

async function saveProduct(page: Page, token: string, p: typeof FLAN) {
  const res = await page.request.post('/srv/backoffice/product', {
    headers: { authorization: `Bearer ${token}` },
    data: { ir: TABERNA.ir, product: { ...p, jp: ['005'], sort: `9${p.ip}` } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a manager edits a price and marks a product sold out; the open menu and a totem follow live', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(manager);
  await saveProduct(manager, token, FLAN);
  await saveProduct(manager, token, TARTA);

  // A diner has the menu open; a totem of the same restaurant stands on its product menu.
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  await diner.goto(TABERNA_MENU);
  const dinerFlan = diner
    .locator('article')
    .filter({ has: diner.getByRole('heading', { name: FLAN.np, exact: true }) });
  const dinerTarta = diner
    .locator('article')
    .filter({ has: diner.getByRole('heading', { name: TARTA.np, exact: true }) });
  await expect(dinerFlan).toContainText('4,50 €');
  await expect(dinerTarta).not.toContainText('Agotado');
  await markPage(diner);

  const device = newDeviceName('backoffice');
  const totemContext = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  const totem = await totemContext.newPage();
  await pairDevice(totem.request, device, TABERNA);
  await totem.goto(`/kiosk/?device=${device}`);
  await totem.getByRole('button', { name: 'Toca para comenzar' }).click({ timeout: 15_000 });
  await totem.getByRole('button', { name: 'Postres', exact: true }).click();
  const totemFlan = totem.getByRole('listitem').filter({ hasText: FLAN.np });
  const totemTarta = totem.getByRole('listitem').filter({ hasText: TARTA.np });
  await expect(totemFlan).toContainText('4,50 €', { timeout: 15_000 });
  await expect(totemTarta).not.toContainText('Agotado');
  await markPage(totem);

  // The manager signs in to the back office as a person would.
  await manager.goto('/staff/admin/menu');
  await expect(manager.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await manager.getByLabel('Correo electrónico').fill(MANAGER);
  await manager.getByRole('button', { name: 'Enviar código' }).click();
  // Read the outbox once this code is sent (its field shows): the address may hold an older one.
  await expect(manager.getByLabel('Código recibido por correo')).toBeVisible();
  await manager.getByLabel('Código recibido por correo').fill(await loginCodeFor(manager.request, MANAGER));
  await manager.getByRole('button', { name: 'Entrar' }).click();
  await expect(manager.getByLabel('Local')).toHaveValue(TABERNA.ir);
  const flanRow = manager.locator(`[data-product="${FLAN.ip}"]`);
  await flanRow.getByLabel(`Precio de ${FLAN.np}`).fill('5,90');
  await flanRow.getByRole('button', { name: `Guardar ${FLAN.np}` }).click();
  await expect(manager.getByText('Guardado. La carta y los totems ya lo muestran.')).toBeVisible();
  await expect(flanRow).toContainText('5,90 €');
  const tartaRow = manager.locator(`[data-product="${TARTA.ip}"]`);
  await tartaRow.getByRole('checkbox', { name: `${TARTA.np} agotado` }).check();
  await expect(tartaRow.getByRole('checkbox', { name: `${TARTA.np} agotado` })).toBeChecked();

  // Both reach the open menu and the totem within seconds, without a reload.
  await expect(dinerFlan).toContainText('5,90 €', { timeout: 10_000 });
  await expect(dinerTarta).toContainText('Agotado', { timeout: 10_000 });
  await expect(totemFlan).toContainText('5,90 €', { timeout: 10_000 });
  await expect(totemTarta).toContainText('Agotado', { timeout: 10_000 });
  expect(await stillSamePage(diner)).toBe(true);
  expect(await stillSamePage(totem)).toBe(true);

  // The history says who changed what.
  await manager.getByRole('tab', { name: 'Historial' }).click();
  await expect(manager.getByRole('table')).toContainText(MANAGER);
  await expect(manager.getByRole('table')).toContainText('Stock de un producto');

  // Readable and accessible at desktop and phone width, in Spanish and English.
  await manager.getByRole('tab', { name: 'Productos' }).click();
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await manager.setViewportSize({ width, height });
    await expectAccessible(manager);
    await manager.screenshot({ path: `${SCREENS}/back-office-menu-es-${name}.png`, fullPage: true });
  }
  await manager.getByRole('button', { name: 'English' }).click();
  await expect(manager.getByRole('heading', { level: 2, name: 'Menu, stock and photos' })).toBeVisible();
  await expect(manager.getByRole('tab', { name: 'Products' })).toBeVisible();
  for (const [width, height, name] of [
    [390, 844, 'phone'],
    [1280, 900, 'desktop'],
  ] as const) {
    await manager.setViewportSize({ width, height });
    await expectAccessible(manager);
    await manager.screenshot({ path: `${SCREENS}/back-office-menu-en-${name}.png`, fullPage: true });
  }

  // The test's products go again.
  for (const ip of [FLAN.ip, TARTA.ip]) {
    const res = await manager.request.post('/srv/backoffice/delete', {
      headers: { authorization: `Bearer ${token}` },
      data: { ir: TABERNA.ir, kind: 'product', id: ip },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  expect(await invoke(totem.request, device, 'device.identity')).not.toBeNull();
  await dinerContext.close();
  await totemContext.close();
});

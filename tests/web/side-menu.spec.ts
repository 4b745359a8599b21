import { expect, test } from '@playwright/test';
import { codeFor, expectAccessible, uniqueEmail } from './checkout-helpers.ts';

// Issue 16 items 5 and 6 (spec/2 §2 'Other', §4 'Logout', §9 'Side menu opens to 80% width'), on a phone.
const SCREENS = 'test-results/screens';

test.use({ viewport: { width: 360, height: 740 } });

test('the side menu on a phone: its entries, the hidden environment switch, logout and clearing local data', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Comanda' });
  // A tap before the page's code has started is lost, as on a phone: tap again until the menu opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
  const nav = menu.getByRole('navigation', { name: 'Menú del sitio' });
  for (const entry of ['Inicio', 'Mi carrito', 'Ingresar', 'Mis pedidos', 'Mis reservas'])
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  await expect(menu.getByLabel('País')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Borrar datos locales' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  // 80% of the 360 px screen, from the left edge.
  const box = await menu.boundingBox();
  expect(box?.x).toBe(0);
  expect(Math.round(box?.width ?? 0)).toBe(288);
  await page.screenshot({ path: `${SCREENS}/side-menu-360.png` });
  await expectAccessible(page);

  // Three taps on the version label reveal PROD / DEV / TEST; two do not.
  const version = menu.getByRole('button', { name: /^Versión \d+\.\d+\.\d+/ });
  await version.click();
  await version.click();
  await expect(menu.getByRole('group', { name: 'Ambiente' })).toHaveCount(0);
  await version.click();
  const environments = menu.getByRole('group', { name: 'Ambiente' });
  for (const env of ['PROD', 'DEV', 'TEST'])
    await expect(environments.getByRole('button', { name: env })).toBeVisible();
  await environments.getByRole('button', { name: 'DEV' }).click();
  await expect(version).toHaveText(/· DEV$/);
  // Every call now carries amb=DEV (spec/3 §7).
  const call = page.waitForRequest((r) => new URL(r.url()).searchParams.get('amb') === 'DEV');
  await nav.getByRole('link', { name: 'Ingresar' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/l\/profilelogin$/);

  // Sign in by code; the complete-profile dialog closes without a name — it never traps (item 6).
  const email = uniqueEmail('menu');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await call;
  await page.getByLabel('Código recibido por correo').fill(await codeFor(page, email));
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  const complete = page.getByRole('dialog', { name: 'Completa tu perfil' });
  await expect(complete).toBeVisible();
  await complete.getByRole('button', { name: 'Cerrar' }).click();
  await expect(complete).toBeHidden();

  // Signed in, the menu offers the account and logout; logout ends the session everywhere.
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/side-menu-360-signed-in.png` });
  await expectAccessible(page);
  await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('comanda.session'),
      localStorage.getItem('comanda.profile'),
    ]),
  ).toEqual([null, null]);

  // Clearing local data forgets this device's choices (the environment too) and goes home.
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await menu.getByRole('button', { name: 'Borrar datos locales' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('comanda.environment'))).toBeNull();
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await expect(menu.getByRole('button', { name: /^Versión/ })).not.toHaveText(/DEV/);
});

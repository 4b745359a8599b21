import { expect, type Page, test } from '@playwright/test';

// Issue 11: the menu page arrives drawn by the server (apps/web/src/server-render.tsx via
// apps/server/src/routes/page-boot.ts) and the browser takes it over without drawing it again.
const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';
const cart = (page: Page) => page.getByRole('region', { name: /^(Tu pedido|Your order)$/ });

/** Every console error and uncaught error of the page (a failed hydration is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu page shows the restaurant and its products, as the server sent them', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pizza Margarita', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('with JavaScript the page is hydrated, not drawn again, and the cart works', async ({ page }) => {
  const errors = watchErrors(page);
  // The heading as parsed from the server's HTML, marked before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelector('h1')?.setAttribute('data-from-server', 'yes');
    });
  });
  await page.goto(FORESTAL_MENU);
  const heading = page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' });
  // The loader took the boot block: the router is running.
  await expect(page.locator('#comanda-boot')).toHaveCount(0);
  // React took over the element the server sent: a page drawn anew would have replaced it.
  await expect(heading).toHaveAttribute('data-from-server', 'yes');

  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Agua mineral', exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agua mineral' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Delivery/ })).toContainText('1');
  expect(errors).toEqual([]);
});

test('a cart kept from an earlier visit shows after hydration, without a mismatch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(FORESTAL_MENU);
  // The server draws the phone's layout; on a desktop it becomes the wide one once the page is live
  // (apps/web/src/boot.tsx marks <html data-live>): a tap waits for it, never landing mid-change.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Agua mineral', exact: true })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Agregar \$/ })
    .click();
  await expect(cart(page)).toContainText('Agua mineral');

  const errors = watchErrors(page);
  await page.reload();
  // The server drew an empty cart (it cannot see this device's); the kept one follows the hydration.
  await expect(cart(page).getByRole('listitem')).toContainText('Agua mineral');
  expect(errors).toEqual([]);
});

test('a diner who chose English gets the page drawn in English and hydrated in English', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const response = await page.goto(FORESTAL_MENU);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('data-rendered-in="en"');
  expect(html).toContain('>Sign in<');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delivery/ })).toBeVisible();
  await expect(page.locator('#comanda-boot')).toHaveCount(0);
  expect(errors).toEqual([]);
});

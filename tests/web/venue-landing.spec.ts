import { expect, test } from '@playwright/test';
import { expectAccessible } from './checkout-helpers.ts';

// Issue 18 item 6: the venue landing (spec/2 §2 'Venue landing', §4 'Venue guest', §5, §6). The demo's
// Estadio Coliseo answers on the host 'localhost' (resources/demo/portals/estadio-coliseo.json): its boxes
// are served by Pizzería Forestal, its suites by Sánguches del Mapocho. 127.0.0.1 is no venue's host.

const port = Number(process.env.E2E_PORT ?? 8199);
const VENUE = `http://localhost:${port}`;

test('a box guest gives their box and name and sees only the restaurants serving the boxes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${VENUE}/l/landing/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadio Coliseo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Palcos' })).toBeChecked();

  const go = page.getByRole('button', { name: 'Ver restaurantes' });
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('Faltan que llenes los campos');

  // Any edit clears the message; a name without a box asks for the location.
  await page.getByLabel('Tu nombre').fill('Ana Pérez');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('Falta que ingreses tu ubicación');

  // Row B runs 20 to 40; picking another letter clears the number.
  const letter = page.getByLabel('Letra del palco');
  const number = page.getByLabel('Número del palco');
  await letter.selectOption('B');
  await expect(number.locator('option')).toHaveText([
    'Elige…',
    ...Array.from({ length: 21 }, (_, i) => `${20 + i}`),
  ]);
  await number.selectOption('22');
  await letter.selectOption('A');
  await expect(number).toHaveValue('');
  await number.selectOption('7');

  await page.getByLabel('Tu nombre').fill('   ');
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('Falta que ingreses tu nombre');
  await page.getByLabel('Tu nombre').fill('Ana Pérez');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('venue-landing-form-360.png'), fullPage: true });
  await go.click();

  // The venue list: only the boxes' restaurant.
  await expect(page).toHaveURL(`${VENUE}/l/landing`);
  await expect(page.getByText('Palco A7 · Ana Pérez')).toBeVisible();
  const list = page.getByRole('list', { name: 'Restaurantes para Palco A7' });
  await expect(list.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Sánguches del Mapocho' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('venue-landing-list-360.png'), fullPage: true });

  // The choice stays on the device: opened again, the list comes back as it was.
  await page.goto(`${VENUE}/l/landing`);
  await expect(list.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Sánguches del Mapocho' })).toHaveCount(0);

  // A suite guest on the same device sees the suites' restaurant instead.
  await page.getByRole('button', { name: 'Cambiar ubicación' }).click();
  await page.getByRole('radio', { name: 'Suites' }).check();
  await page.getByRole('combobox', { name: /^Suite/ }).selectOption('26');
  await page.getByLabel('Tu nombre').fill('Luis');
  await go.click();
  const suiteList = page.getByRole('list', { name: 'Restaurantes para Suite 26' });
  await expect(suiteList.getByRole('link', { name: 'Sánguches del Mapocho' })).toBeVisible();
  await expect(suiteList.getByRole('link', { name: 'Pizzería Forestal' })).toHaveCount(0);
  await context.close();
});

test('a bad sector, or a host that is no venue, goes home', async ({ page }) => {
  await page.goto(`${VENUE}/l/landing/3`);
  await expect(page).toHaveURL(`${VENUE}/`);
  await page.goto('/l/landing/1');
  await expect(page).toHaveURL('/');
});

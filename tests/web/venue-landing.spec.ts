import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
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

const MAPOCHO_MENU = `${VENUE}/r/cl/sanguches-del-mapocho/102/menu`;
const FORESTAL_MENU = `${VENUE}/r/cl/pizzeria-forestal/101/menu`;

/** A phone at the stadium whose guest sits in box A7, given through the landing as a person would. */
async function boxGuest(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${VENUE}/l/landing/1`);
  await page.getByLabel('Letra del palco').selectOption('A');
  await page.getByLabel('Número del palco').selectOption('7');
  await page.getByLabel('Tu nombre').fill('Ana Pérez');
  await page.getByRole('button', { name: 'Ver restaurantes' }).click();
  await expect(page.getByText('Palco A7 · Ana Pérez')).toBeVisible();
  return { context, page };
}

/** The restaurants a search results page lists, by their headings, once the results are in. */
async function foundRestaurants(page: Page): Promise<string[]> {
  await expect(page.getByRole('status').filter({ hasText: /Restaurantes encontrados/ })).toBeVisible();
  // Each found restaurant is a level-2 heading under the page's h1.
  return page.getByRole('heading', { level: 2 }).allInnerTexts();
}

test("a box guest finds only the boxes' restaurant, and is told so on the suites' restaurant's menu", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Someone at the stadium who has not said where they sit finds both: the limit below is the guest's.
  const visitor = await browser.newPage();
  await visitor.goto(`${VENUE}/l/search?q=cerveza`);
  expect(await foundRestaurants(visitor)).toEqual(
    expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
  );
  await visitor.close();

  const { context, page } = await boxGuest(browser);

  // Home: the nearby block lists the boxes' restaurant only.
  await page.goto(`${VENUE}/`);
  const nearby = page.getByRole('region', { name: 'Restaurantes cerca de ti' });
  await expect(nearby.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
  await expect(nearby.getByRole('link', { name: 'Sánguches del Mapocho' })).toHaveCount(0);

  // The search box: a beer is sold by both, the guest finds only the one serving their box.
  await page.getByLabel('Buscar platos o restaurantes').fill('cerveza');
  await page.getByLabel('Buscar platos o restaurantes').press('Enter');
  await expect(page).toHaveURL(`${VENUE}/l/search?q=cerveza`);
  expect(await foundRestaurants(page)).toEqual(['Pizzería Forestal']);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('venue-guest-search-360.png'), fullPage: true });

  // The same through /l/searchcat.
  await page.goto(`${VENUE}/l/searchcat/cerveza`);
  expect(await foundRestaurants(page)).toEqual(['Pizzería Forestal']);

  // The suites' restaurant's menu, opened by its address: a notice instead of an order that cannot arrive.
  await page.goto(MAPOCHO_MENU);
  const notice = page.getByRole('region', { name: 'Este restaurante no llega a tu ubicación' });
  await expect(notice).toContainText(
    'Palco A7 no está entre los lugares que atiende este restaurante: puedes ver su carta, pero no pedir aquí.',
  );
  await expectAccessible(page);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('venue-guest-menu-notice-360.png') });
  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Chacarero', exact: true })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Palco A7 no está entre' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Chacarero' })).toHaveCount(0);

  // The way back: the venue's list for the guest's place.
  await notice.getByRole('link', { name: 'Ver los restaurantes de tu ubicación' }).click();
  await expect(page).toHaveURL(`${VENUE}/l/restaurantscoliseo`);
  const list = page.getByRole('list', { name: 'Restaurantes para Palco A7' });
  await expect(list.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();

  // The boxes' restaurant's menu takes orders as usual.
  await page.goto(FORESTAL_MENU);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Agua mineral', exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Agua mineral' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Este restaurante no llega a tu ubicación' })).toHaveCount(0);

  // Leaving the venue: the device forgets the guest, and the search finds both again.
  await page.goto(`${VENUE}/l/landing`);
  await page.getByRole('button', { name: 'Salir del recinto' }).click();
  await expect(page).toHaveURL(`${VENUE}/l/restaurantscoliseo`);
  await expect(page.getByRole('link', { name: 'Estoy en un palco' })).toBeVisible();
  await page.goto(`${VENUE}/l/search?q=cerveza`);
  expect(await foundRestaurants(page)).toEqual(
    expect.arrayContaining(['Pizzería Forestal', 'Sánguches del Mapocho']),
  );
  await context.close();
});

test('a visitor opens the venue list: every restaurant by the sector it serves, and the way to give a place', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${VENUE}/l/restaurantscoliseo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadio Coliseo' })).toBeVisible();
  const boxes = page.getByRole('region', { name: 'Palcos' });
  const suites = page.getByRole('region', { name: 'Suites' });
  await expect(boxes.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
  await expect(boxes.getByRole('link', { name: 'Sánguches del Mapocho' })).toHaveCount(0);
  await expect(suites.getByRole('link', { name: 'Sánguches del Mapocho' })).toBeVisible();
  await expect(suites.getByRole('link', { name: 'Pizzería Forestal' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('venue-list-visitor-360.png'), fullPage: true });

  await suites.getByRole('link', { name: 'Estoy en una suite' }).click();
  await expect(page).toHaveURL(`${VENUE}/l/landing/2`);
  await expect(page.getByRole('radio', { name: 'Suites' })).toBeChecked();

  // A host that is no venue's has no venue list.
  await page.goto(`http://127.0.0.1:${port}/l/restaurantscoliseo`);
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/`);
  await context.close();
});

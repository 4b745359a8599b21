import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

// The diner web site against the real server and the demo restaurants of resources/demo:
// 101 Pizzería Forestal and 102 Sánguches del Mapocho near the default point in Santiago (CLP),
// 201 Taberna del Arenal in Madrid (EUR), out of the 30 km radius of the list.

const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';
const ARENAL_MENU = '/r/es/taberna-del-arenal/201/menu';

/**
 * The server drew the menu; the category links jump without scripts, and move the focus once the browser
 * has taken the page over (apps/web/src/boot.tsx marks <html data-live>).
 */
const pageIsLive = (page: Page) => page.locator('html[data-live]').waitFor({ state: 'attached' });

/** The product card whose heading is `name`. */
const productCard = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('home: nearby restaurants', () => {
  test('lists the Santiago restaurants (location refused) and a click opens the menu', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pide en restaurantes cerca de ti' }),
    ).toBeVisible();
    const list = page.getByRole('region', { name: 'Restaurantes cerca de ti' }).getByRole('list');
    await expect(list.getByRole('link', { name: 'Pizzería Forestal' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Sánguches del Mapocho' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Taberna del Arenal' })).toHaveCount(0);

    const forestal = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Pizzería Forestal' }) });
    await expect(forestal).toContainText('José Victorino Lastarria 90, Santiago');
    // 996 m from the fallback point: 'A 1 km', not '1000 m' (issue 15 item 7).
    await expect(forestal).toContainText('A 1 km');
    await expect(forestal.getByRole('list', { name: 'Servicios' })).toContainText('Delivery');

    await forestal.getByRole('link', { name: 'Pizzería Forestal' }).click();
    await expect(page).toHaveURL(FORESTAL_MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
  });

  test('an unknown path lands on home', async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes cerca de ti' })).toBeVisible();
  });
});

test.describe('menu', () => {
  // Both load on the diner's first use, not with the menu (issue 11): the search's rules with the first letter,
  // the categories' dialog with its button (spec/1 §2 screen 1).
  test('searching the menu and picking a category from the dialog', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await pageIsLive(page);
    await page.getByRole('searchbox', { name: 'Buscar en la carta' }).fill('tiramisu');
    const results = page.getByRole('region', { name: 'Resultados para «tiramisu»' });
    await expect(results.getByRole('heading', { name: 'Tiramisú', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en la carta' }).fill('');
    await expect(results).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver categorías' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categorías' });
    await dialog.getByRole('button', { name: /^Postres/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Postres', exact: true })).toBeInViewport();
  });

  test('shows the cover, the categories and CLP prices of Pizzería Forestal', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo de Pizzería Forestal' })).toBeVisible();
    await expect(page).toHaveTitle(/Pizzería Forestal/);

    const bar = page.getByRole('navigation', { name: 'Categorías' });
    for (const name of ['Pizzas', 'Pastas', 'Entradas', 'Postres', 'Bebidas', 'Promociones']) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
    }
    // Nested categories sit under their parent, one heading level down.
    const pizzas = page.getByRole('region', { name: 'Pizzas' });
    await expect(pizzas.getByRole('heading', { level: 3, name: 'Clásicas' })).toBeVisible();

    await expect(productCard(page, 'Pizza Margarita')).toContainText('$8.900');
    const pepperoni = productCard(page, 'Pizza Pepperoni');
    await expect(pepperoni.locator('s')).toHaveText('$12.900');
    await expect(pepperoni).toContainText('$10.900');
    await expect(productCard(page, 'Pizza Cuatro Quesos')).toContainText('Agotado');
    await expect(productCard(page, 'Arma tu pizza')).toContainText('Desde $6.900');

    // The restaurant's colour dresses the page.
    const brand = await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'));
    expect(brand).toBe('#c0392b');
  });

  test('a category in the bar scrolls to its section and moves focus to it', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await pageIsLive(page);
    const bar = page.getByRole('navigation', { name: 'Categorías' });
    await bar.getByRole('link', { name: 'Postres' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Postres' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Postres' })).toHaveAttribute('aria-current', 'true');

    await bar.getByRole('link', { name: 'Promociones' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Promociones' })).toBeFocused();
    await expect(bar.getByRole('link', { name: 'Promociones' })).toHaveAttribute('aria-current', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the category chips stay on screen and jump to a category', async ({ page }) => {
      await page.goto(FORESTAL_MENU);
      await pageIsLive(page);
      const bar = page.getByRole('navigation', { name: 'Categorías' });
      await bar.getByRole('link', { name: 'Entradas' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Entradas' })).toBeFocused();
      await expect(page.getByRole('heading', { level: 2, name: 'Entradas' })).toBeInViewport();
      await expect(bar).toBeInViewport();
    });
  });

  test('the Madrid menu shows prices in euros', async ({ page }) => {
    await page.goto(ARENAL_MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Taberna del Arenal' })).toBeVisible();
    await expect(productCard(page, 'Patatas bravas')).toContainText('6,50 €');
    await expect(productCard(page, 'Jamón ibérico de bellota')).toContainText('24,00 €');
    const gambas = productCard(page, 'Gambas al ajillo');
    await expect(gambas.locator('s')).toHaveText('16,50 €');
    await expect(gambas).toContainText('14,50 €');
  });

  test('the development and test prefixes show the same menu', async ({ page }) => {
    for (const prefix of ['rd', 'rt']) {
      await page.goto(`/${prefix}/cl/pizzeria-forestal/101/menu`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
    }
  });

  test('a restaurant that does not exist says so and links home', async ({ page }) => {
    await page.goto('/r/cl/no-existe/9999/menu');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos este restaurante' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ver restaurantes cercanos' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('switching to English changes the visible texts', async ({ page }) => {
  await page.goto(FORESTAL_MENU);
  await expect(productCard(page, 'Pizza Cuatro Quesos')).toContainText('Agotado');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // Interface texts and the menu's own translations (nombreTrad) both switch.
  await expect(productCard(page, 'Four cheese pizza')).toContainText('Sold out');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Classics' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is remembered on the next page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants near you' })).toBeVisible();
});

test.describe('accessibility (axe-core)', () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  for (const [label, path] of [
    ['menu', FORESTAL_MENU],
    ['home', '/'],
  ] as const) {
    test(`the ${label} page has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      // Run as code, not added as a <script>: the Content-Security-Policy refuses inline scripts.
      await page.evaluate(readFileSync(axePath, 'utf8'));
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown }[] };
        const result = await axe.run();
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          targets: v.nodes.map((n) => n.target),
        }));
      });
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
    });
  }
});

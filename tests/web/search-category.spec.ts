import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './checkout-helpers.ts';

// Issue 15 item 5, as a diner meets it: the Pizza banner of the home page finds the restaurants and dishes of
// that food category only; a sold-out dish reads 'Agotado' without a price; each result says whether the
// restaurant is open and how long delivery takes. Demo 101 Pizzería Forestal sells pizzas (Cuatro Quesos is
// sold out in the demo data) and delivers; 102 Sánguches del Mapocho sells no pizza.

const SCREENS = join('test-results', 'search-screens');

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the Pizza banner finds pizzas only, sold out without a price, open and delivery time (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page
      .getByRole('region', { name: '¿Qué se te antoja?' })
      .getByRole('link', { name: 'Pizza', exact: true })
      .click();
    await expect(page).toHaveURL('/l/searchcat/pizza');
    await expect(page.getByRole('heading', { level: 1, name: 'Pizza', exact: true })).toBeVisible();

    const forestal = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Pizzería Forestal', exact: true }) });
    await expect(forestal).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sánguches del Mapocho', exact: true })).toHaveCount(0);

    // Its matching dishes are pizzas, each with a price — but the sold-out one, which says so instead.
    const dishes = forestal.getByRole('list', { name: /Pizzería Forestal/ }).getByRole('listitem');
    expect(await dishes.count()).toBeGreaterThan(0);
    for (const name of await dishes.locator('.search-product__name').allTextContents())
      expect(name).toMatch(/pizza/i);
    const soldOut = dishes.filter({ hasText: 'Pizza Cuatro Quesos' });
    await expect(soldOut).toContainText('Agotado');
    await expect(soldOut.locator('.search-product__price')).toHaveCount(0);
    const onSale = dishes.filter({ hasNotText: 'Agotado' }).first();
    await expect(onSale.locator('.search-product__price')).toHaveText(/^\$\d/);

    // Open now (the demo's all-day shift) and its delivery estimate.
    await expect(forestal).toContainText('Abierto');
    await expect(forestal).toContainText(/Delivery en \d+ min/);
    await page.screenshot({ path: join(SCREENS, `pizza-${viewport.width}.png`), fullPage: true });
    await expectAccessible(page);
  });
}

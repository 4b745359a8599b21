import { expect, type Page, test } from '@playwright/test';
import { MAPOCHO_MENU } from './checkout-helpers.ts';

// Issue 11 item 3: the restaurant's own texts in English where it wrote them (resources/demo: Sánguches del
// Mapocho), in Spanish otherwise.
const productCard = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the menu shows the English category titles, descriptions and featured title the restaurant wrote', async ({
  page,
}) => {
  await page.goto(MAPOCHO_MENU);
  await expect(productCard(page, 'Chacarero').first()).toContainText('Churrasco con porotos verdes');
  await expect(page.getByRole('heading', { name: 'Recomendados de hoy' })).toBeVisible();
  await expect(page.locator('.menu-cover__description')).toContainText('Sánguches chilenos de toda la vida');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sweets', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's picks" })).toBeVisible();
  // The restaurant's description under its name, as it wrote it in English.
  await expect(page.locator('.menu-cover__description')).toHaveText(
    'Chilean sandwiches as they have always been, hot dogs and empanadas on the go. Order online and pick up without queueing.',
  );
  const card = productCard(page, 'Chacarero sandwich').first();
  await expect(card).toContainText('Steak with green beans, tomato and green chilli.');
  await expect(page.getByText('Churrasco con porotos verdes')).toHaveCount(0);

  // The product's own page says it in English too.
  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Chacarero sandwich', exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chacarero sandwich' });
  await expect(dialog).toContainText('Steak with green beans, tomato and green chilli.');
});

import { expect, test } from '@playwright/test';
import { MAPOCHO_MENU } from './checkout-helpers.ts';

// spec/2 §4: the switch offers the languages the platform lists (GET /srv/idiomas), named in themselves,
// and the embedded es/en when the list cannot be had. The list is asked when the page is idle.
const LIST = '**/srv/idiomas?xmod=2000';
const switchOf = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Idioma' });

test('the switch names the languages as the platform lists them', async ({ page }) => {
  await page.route(LIST, (route) =>
    route.fulfill({
      json: {
        ok: true,
        data: [
          { ix: 'es', nati: 'Castellano', pr: 100, ac: true },
          { ix: 'en', nati: 'English (US)', pr: 99, ac: true },
        ],
      },
    }),
  );
  await page.goto(MAPOCHO_MENU);
  await expect(switchOf(page).getByRole('button', { name: 'English (US)' })).toBeVisible();
  await expect(switchOf(page).getByRole('button', { name: 'Castellano' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await switchOf(page).getByRole('button', { name: 'English (US)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a platform that offers Spanish alone leaves nothing to switch', async ({ page }) => {
  await page.route(LIST, (route) =>
    route.fulfill({
      json: {
        ok: true,
        data: [
          { ix: 'es', nati: 'Español', pr: 100, ac: true },
          { ix: 'en', nati: 'English', pr: 99, ac: false },
        ],
      },
    }),
  );
  const listed = page.waitForResponse(LIST);
  await page.goto(MAPOCHO_MENU);
  await listed;
  await expect(page.getByRole('heading', { name: 'Recomendados de hoy' })).toBeVisible();
  await expect(switchOf(page)).toHaveCount(0);
});

test('without the list the switch offers the embedded Spanish and English', async ({ page }) => {
  await page.route(LIST, (route) => route.fulfill({ status: 503, json: { ok: false } }));
  const listed = page.waitForResponse(LIST);
  await page.goto(MAPOCHO_MENU);
  await listed;
  await expect(switchOf(page).getByRole('button', { name: 'Español' })).toBeVisible();
  await expect(switchOf(page).getByRole('button', { name: 'English' })).toBeVisible();
});

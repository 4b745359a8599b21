import { expect, type Page, test } from '@playwright/test';
import { FORESTAL_MENU, goToCheckout, placePickupOrder, uniqueEmail } from './checkout-helpers.ts';
import { restaurantTexts, spanishLeftovers } from './spanish-leftovers.ts';

// Issue 11: a diner who switches to English reads no Spanish outside the restaurant's own data, on the
// menu, product, cart, checkout, orders and account screens (spec/2 §4 'Languages').

async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function expectNoSpanish(page: Page, restaurant: Set<string>, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await spanishLeftovers(page, restaurant), `Spanish left on the ${screen}`).toEqual([]);
}

test.describe('English (issue 11)', () => {
  test('menu, product, cart and checkout read English; the prices keep the restaurant format', async ({
    page,
  }) => {
    const restaurant = await restaurantTexts(page, 'cl', 101);
    await page.goto(FORESTAL_MENU);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const price = page.locator('.menu__sections .money-amount').first();
    const spanishPrice = await price.textContent();
    expect(spanishPrice).toMatch(/^\$\d{1,3}(\.\d{3})+$/);

    // The sweep can fail: the same page in Spanish is full of what it looks for.
    expect((await spanishLeftovers(page, restaurant)).length).toBeGreaterThan(5);

    await switchToEnglish(page);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    // The restaurant's currency format never follows the language: '$12.990' stays '$12.990'.
    await expect(price).toHaveText(spanishPrice ?? '');
    await expectNoSpanish(page, restaurant, 'menu');

    // A product the restaurant named in English too (nombreTrad): the menu shows that name now.
    await page.locator('.menu__sections').getByRole('button', { name: 'Mineral water', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mineral water' });
    await expect(dialog).toBeVisible();
    await expectNoSpanish(page, restaurant, 'product');
    await dialog.getByRole('button', { name: /^Add \$/ }).click();
    await expect(dialog).toBeHidden();
    await expectNoSpanish(page, restaurant, 'menu with a cart');

    await goToCheckout(page);
    await expectNoSpanish(page, restaurant, 'checkout');

    // The choice is remembered on this device: a reload stays in English.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('orders and account read English, and a signed-in diner keeps English as prefs.idi', async ({
    page,
  }) => {
    // The restaurant's data and the diner's own (the name typed at sign-in) are not ours to translate.
    const restaurant = (await restaurantTexts(page, 'cl', 101)).add('Ana Pérez');
    await placePickupOrder(page, uniqueEmail('english'));
    await switchToEnglish(page);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting confirmation');
    // The method the order was placed with, by the name the restaurant gave it in English (det.nombreprepagoTrad).
    await expect(page.getByText('Pay on receipt')).toBeVisible();
    await expectNoSpanish(page, restaurant, 'order page');

    await page.goto('/l/cartc');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await expectNoSpanish(page, restaurant, 'orders list');

    await page.goto('/l/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSpanish(page, restaurant, 'account');

    // Saved to the profile (spec/2 §4): with this device's own memory gone, the profile still says English.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem('comanda.session'));
        const answer = await page.request.get('/srv/profileinfo', {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await answer.json()).data?.prefs?.idi;
      })
      .toBe('en');
    await page.evaluate(() => localStorage.removeItem('comanda.language'));
    await page.goto(FORESTAL_MENU);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

import { expect, test } from '@playwright/test';
import { addProduct, FORESTAL_MENU, goToCheckout, signInHere, uniqueEmail } from './checkout-helpers.ts';

// Issue 11 item 3: a server refusal reaches an English diner in English, from its key and parameters.
test('a coupon the venue does not have is refused in English', async ({ page }) => {
  await page.goto(FORESTAL_MENU);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await addProduct(page, 'Bolognese lasagne');
  await goToCheckout(page);
  await signInHere(page, uniqueEmail('english-refusal'));
  await page.getByLabel('Pickup').check();
  await page.getByLabel(/^Phone/).fill('+56 9 5555 0000');
  // The restaurant wrote its method names only in Spanish: they stay as written.
  await page.getByLabel('Pago al recibir').check();

  const refused = page.waitForResponse((r) => r.url().includes('/srv/saveorder') && r.status() === 400);
  await page.getByLabel('Coupon code').fill('NOEXISTE');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  // The server still answers its Spanish message, with the key the page translates.
  const answer = await (await refused).json();
  expect(answer.error).toMatchObject({ code: 'coupon', key: 'm1_err_checkout_coupon' });
  expect(answer.error.message).toBe('El cupón no existe o no es válido para este local');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The coupon does not exist or is not valid at this location' }),
  ).toBeVisible();
  await expect(page.getByText('El cupón no existe')).toHaveCount(0);
});

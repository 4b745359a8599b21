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

// Issue 11 item 3: input the server's contract refuses is explained in English too — the field and its limit.
test('a first name longer than the contract allows is refused with an English detail', async ({ page }) => {
  await page.goto(FORESTAL_MENU);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await addProduct(page, 'Bolognese lasagne');
  await goToCheckout(page);
  await signInHere(page, uniqueEmail('english-detail'));
  await page.goto('/l/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const refused = page.waitForResponse((r) => r.url().includes('/srv/profilesave') && r.status() === 400);
  await page.getByLabel('First name').fill('A'.repeat(81));
  await page.getByRole('button', { name: 'Save' }).click();
  // The server still words it in Spanish in `message`; the detail travels as a key with the field and limit.
  const answer = await (await refused).json();
  expect(answer.error).toMatchObject({
    code: 'bad_request',
    key: 'p1_err_invalid_request',
    params: { detail: [{ key: 'p1_err_v_max_chars', params: { field: 'nm', max: 80 } }] },
    message: 'Solicitud inválida: nm: Máximo 80 caracteres',
  });
  await expect(page.getByRole('alert')).toHaveText('Invalid request: nm: At most 80 characters');
});

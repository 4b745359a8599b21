import { expect, test } from '@playwright/test';
import {
  addProduct,
  codeFor,
  FORESTAL_MENU,
  goToCheckout,
  signInHere,
  uniqueEmail,
} from './checkout-helpers.ts';

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
  // The restaurant named its methods in English too (nmTrad): the English diner reads those.
  await page.getByLabel('Pay on receipt').check();
  await expect(page.getByLabel('Pago al recibir')).toHaveCount(0);

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
  await page.goto('/l/profile?step=1'); // personal data (the profile's step 1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const refused = page.waitForResponse((r) => r.url().includes('/srv/profilesave') && r.status() === 400);
  await page.getByLabel('First name').fill('A'.repeat(81));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
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

// Issue 11: the sign-in screen says the server's refusal of a wrong code in the chosen language.
test('a wrong sign-in code is refused in English', async ({ page }) => {
  await page.goto(FORESTAL_MENU);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/l/profilelogin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const email = uniqueEmail('english-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const real = await codeFor(page, email);
  const refused = page.waitForResponse((r) => r.url().includes('/srv/') && r.status() >= 400);
  await page.getByLabel('Code from the e-mail').fill(real === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const answer = await (await refused).json();
  expect(answer.error.message).toMatch(/Código/);
  await expect(page.getByRole('alert')).toContainText('Invalid code');
  await expect(page.getByText(/Código/)).toHaveCount(0);
});

import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  expectAccessible,
  FORESTAL_MENU,
  goToCheckout,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 16 item 1 (spec/2 §2 'Sign-in', §7 'Social OAuth redirects'): a diner signs in with a social provider —
// here the local OpenID Connect provider that stands in for all of them in development — from the login page and
// from the checkout's login, and lands back where they were, signed in. The same e-mail again is the same account.

/** At the local provider's login screen: the e-mail and the name, then back to the site. */
async function atLocalProvider(
  page: Page,
  provider: string,
  email: string,
  first: string,
  screenshot?: string,
) {
  await expect(
    page.getByRole('heading', { name: `Proveedor de identidad de prueba — en lugar de ${provider}` }),
  ).toBeVisible();
  await page.getByLabel('Correo', { exact: true }).fill(email);
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Apellido', { exact: true }).fill('Social');
  if (screenshot) {
    await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function userIdOnProfile(page: Page): Promise<string> {
  await page.goto('/l/profile');
  const line = page.getByText(/^ID de usuario: \d+$/);
  await expect(line).toBeVisible();
  return (await line.textContent())!.replace(/\D/g, '');
}

async function logOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
}

test('signs in with a provider from the login page, lands back, and reaches the same account again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('social');
  await page.goto(`/l/profilelogin?next=${encodeURIComponent(FORESTAL_MENU)}`);
  const google = page.getByRole('link', { name: 'Continuar con Google' });
  await expect(google).toBeVisible();
  for (const name of ['Facebook', 'LinkedIn', 'Apple', 'VKontakte'])
    await expect(page.getByRole('link', { name: `Continuar con ${name}` })).toBeVisible();
  await expect(
    page.getByText('En desarrollo, un proveedor de identidad de prueba responde por todos.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-social-360.png'), fullPage: true });
  await expectAccessible(page);

  await google.click();
  await atLocalProvider(page, 'Google', email, 'Sofía', 'local-provider-360.png');
  await expect(page).toHaveURL(new RegExp(`${FORESTAL_MENU}$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sofía' })).toBeVisible();
  const first = await userIdOnProfile(page);

  // Again, through another provider's button, with the same e-mail: the same account.
  await logOut(page, 'Sofía');
  await page.goto('/l/profilelogin');
  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  await atLocalProvider(page, 'Facebook', email, 'Otra');
  await expect(page).toHaveURL(/\/l\/profile$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sofía' })).toBeVisible();
  expect(await userIdOnProfile(page)).toBe(first);
});

test("signs in from the checkout's login and comes back to the checkout with the cart", async ({ page }) => {
  const email = uniqueEmail('social-checkout');
  await page.goto(FORESTAL_MENU);
  await addProduct(page, 'Agua mineral');
  await goToCheckout(page);
  const checkoutUrl = page.url();
  await page.getByRole('link', { name: 'Continuar con LinkedIn' }).click();
  await atLocalProvider(page, 'LinkedIn', email, 'Tomás');
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar pedido' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tomás' })).toBeVisible();
  await expect(page.getByText('Agua mineral').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar con LinkedIn' })).toBeHidden();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('checkout-after-social-360.png'), fullPage: true });
});

test('a cancel at the provider reads why and leads back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/l/profilelogin');
  await page.getByRole('link', { name: 'Continuar con Apple' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Cancelaste el ingreso con el proveedor. Puedes intentarlo de nuevo o entrar con otro medio.',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/l\/profile$/);
});

import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FORESTAL_MENU, uniqueEmail } from './checkout-helpers.ts';

// Issue 16 item 1: the providers that are not plain OpenID Connect, through the local provider speaking as each
// real one does — Facebook over OAuth 2 (its Graph /me read after the code exchange), Apple answering by
// form_post (its page posts the code back) with 'Hide My Email'. From the login page, back signed in.

async function atLocalProvider(page: Page, provider: string, email: string, first: string) {
  await expect(
    page.getByRole('heading', { name: `Proveedor de identidad de prueba — en lugar de ${provider}` }),
  ).toBeVisible();
  await page.getByLabel('Correo', { exact: true }).fill(email);
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Apellido', { exact: true }).fill('Social');
}

test('signs in with the Facebook-shaped sandbox from the login page and lands back on the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/l/profilelogin?next=${encodeURIComponent(FORESTAL_MENU)}`);
  for (const name of ['Google', 'Facebook', 'LinkedIn', 'Apple', 'VKontakte'])
    await expect(page.getByRole('link', { name: `Continuar con ${name}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-five-providers-360.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  await atLocalProvider(page, 'Facebook', uniqueEmail('facebook'), 'Fabiola');
  // Facebook's screen offers no hidden e-mail: that is Apple's.
  await expect(page.getByLabel('Ocultar mi correo (reenvío privado de Apple)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${FORESTAL_MENU}$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Fabiola' })).toBeVisible();
});

test("signs in with the Apple-shaped sandbox, its answer posted back, and the profile says Apple's relay", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/l/profilelogin');
  await page.getByRole('link', { name: 'Continuar con Apple' }).click();
  await atLocalProvider(page, 'Apple', uniqueEmail('apple'), 'Amparo');
  await page.getByLabel('Ocultar mi correo (reenvío privado de Apple)').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/l\/profile$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Amparo' })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{16}@privaterelay\.appleid\.com$/)).toBeVisible();
  await expect(
    page.getByText('Correo de reenvío privado de Apple: lo que te enviemos llega a tu correo real.'),
  ).toBeVisible();
  // The relay address is long: it breaks inside the card, the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('profile-apple-relay-360.png'), fullPage: true });
  await expectAccessible(page);
});

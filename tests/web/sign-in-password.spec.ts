import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, uniqueEmail } from './checkout-helpers.ts';

// Issue 16 item 1 (spec/2 §2 'Sign-in', §4 'Register', 'Password reset page', §5, §8): a diner registers,
// confirms by the mailed link, chooses a password, signs in with it, forgets it, resets it by the mailed link
// and signs in again — through the development outbox, as a person reads their mail.

/** The path of the newest link to `path` mailed to an address (the outbox holds the mail's body). */
async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/srv/dev/outbox');
      const json = (await res.json()) as { data: { id: number; to: string; body: string }[] };
      const mail = json.data.filter((m) => m.to === email).sort((a, b) => b.id - a.id)[0];
      link = mail?.body.match(new RegExp(`https?://[^/\\s]+(${path}/\\S+)`))?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  // spec/2 §2: Enter in the e-mail field moves to the password field; Enter there signs in.
  await page.getByLabel('Correo electrónico').press('Enter');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

async function logOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
}

test('register, confirm by the e-mail link, sign in with the password, forget it, reset it, sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('registro');
  await page.goto('/l/profile');

  // Register: 3 steps (form, creating, 'check your e-mail').
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('R');
  await expect(page.getByText('Nombre y apellido deben tener al menos 2 caracteres.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeDisabled();
  await page.getByLabel('Apellido').fill('Rojas');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Paso 3 de 3')).toBeVisible();
  await expect(page.getByText(`Te enviamos un link a ${email}`)).toBeVisible();
  await expectAccessible(page);

  // The mailed link confirms the account, signs it in and asks for a password.
  await page.goto(await mailedLink(page, email, '/l/profilecreated'));
  await expect(page.getByRole('heading', { name: 'Cuenta confirmada' })).toBeVisible();
  await expect(page).toHaveURL(/\/l\/profilecreated\/done$/);
  await page.getByLabel('Contraseña nueva').fill('corta');
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill('lucia-clave-1');
  await page.getByLabel('Repite la contraseña').fill('lucia-clave-2');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar contraseña' })).toBeDisabled();
  await page.getByLabel('Repite la contraseña').fill('lucia-clave-1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Listo: ya puedes ingresar con tu correo y tu contraseña.')).toBeVisible();
  await expectAccessible(page);
  await logOut(page, 'Lucía');

  // E-mail and password: a wrong one reads 'Error en email o contraseña'; the right one signs in.
  await page.goto('/l/profile');
  await signInWithPassword(page, email, 'lucia-clave-9');
  await expect(page.getByRole('alert')).toHaveText('Error en email o contraseña');
  await page.getByLabel('Contraseña', { exact: true }).fill('lucia-clave-1');
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await logOut(page, 'Lucía');

  // Forgot: a reset link goes out; the page checks it, shows the e-mail read-only, and changes the password.
  await page.goto('/l/profile');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(`Si ${email} tiene una cuenta`)).toBeVisible();
  const reset = await mailedLink(page, email, '/l/pwdreset');
  await page.goto(reset);
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Correo electrónico')).not.toBeEditable();
  await page.getByLabel('Contraseña nueva').fill('lucia-nueva-2');
  await page.getByLabel('Repite la contraseña').fill('lucia-nueva-2');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue cambiada. Ya puedes ingresar con ella.')).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(reset);
  await expect(page.getByRole('alert')).toHaveText(
    'Error en los datos o link caducado. No se puede restablecer la contraseña.',
  );

  // Signing in again: the old password no longer works, the new one does.
  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await signInWithPassword(page, email, 'lucia-clave-1');
  await expect(page.getByRole('alert')).toHaveText('Error en email o contraseña');
  await page.getByLabel('Contraseña', { exact: true }).fill('lucia-nueva-2');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/l\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

  // And changes it from the profile's personal data (step 1), the old one checked (POST /sapi/chclave).
  await page.goto('/l/profile?step=1');
  await expect(page.getByRole('heading', { name: 'Datos personales', level: 1 })).toBeVisible();
  await page.getByLabel('Contraseña actual').fill('lucia-otra-99');
  await page.getByLabel('Contraseña nueva').fill('lucia-tercera-3');
  await page.getByLabel('Repite la contraseña').fill('lucia-tercera-3');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
  await page.getByLabel('Contraseña actual').fill('lucia-nueva-2');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
});

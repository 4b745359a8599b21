import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginCodeFor, PIZZERIA } from '../kiosk/kiosk-device.ts';
import { adminHeaders, adminPost, inviteManager, managerSignIn } from './back-office-helpers.ts';
import { expectAccessible } from './checkout-helpers.ts';

// Issue 13 items 2 and 3, 'managers type codes' no more: a manager of the Pizzería Forestal picks the venue's
// payment methods and the totem's by name, gives a cook the kitchen manager's role from a list, and revokes the
// kitchen screen that cook gave a token to, from the settings page. It changes the pizzeria's payment methods and
// kiosk configuration for a while and puts them back, so it runs in the 'venue-settings' project.
test.setTimeout(120_000);

type Settings = { ir: string; il: string; paymentMethods: object[]; kiosk: { payMethods: number[] } };

async function settingsOf(request: APIRequestContext): Promise<Settings> {
  const res = await request.get(`/srv/backoffice/settings?ir=${PIZZERIA.ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Settings }).data;
}

const unique = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

async function signInToSettings(page: Page, email: string) {
  await managerSignIn(page, email);
  await expect(page.getByRole('heading', { level: 3, name: 'Medios de pago' })).toBeVisible();
}

/** A person signs in to the kitchen board's module through the API, as the board would: their token. */
async function kitchenToken(request: APIRequestContext, email: string): Promise<string> {
  await request.post('/mw/comandaapp/createuserapp', { data: { em: email } });
  const code = await loginCodeFor(request, email);
  const login = await request.post('/srv/security/login', { data: { em: email, cd: code, xmod: 5000 } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { tot1: string } }).data.tot1;
}

test('a manager picks payment methods by name, for the venue and its totem; only an own method asks for a code', async ({
  page,
}) => {
  const original = await settingsOf(page.request);
  try {
    await signInToSettings(page, await inviteManager(page.request, PIZZERIA.ir, unique('gerente-medios')));
    const payments = page.getByRole('region', { name: 'Medios de pago' });
    // The demo's methods read by name; no code is asked for a known one.
    await expect(payments.getByLabel('Medio de pago').first()).toHaveValue('0');
    await expect(payments.getByLabel('Medio de pago').nth(1).locator('option:checked')).toHaveText(
      'Transferencia bancaria',
    );
    await payments.getByRole('button', { name: 'Agregar medio de pago' }).click();
    const added = payments.getByRole('listitem').last();
    // The first method the venue does not take yet, named by default.
    await expect(added.getByLabel('Código propio (negativo)')).toHaveCount(0);
    await added
      .getByLabel('Medio de pago')
      .selectOption({ label: 'Otro medio al recibir, propio del local' });
    // Efectivo is -2 at the pizzeria: the venue's own code starts at the next free one.
    await expect(added.getByLabel('Código propio (negativo)')).toHaveValue('-3');
    await added.getByLabel('Nombre', { exact: true }).fill('Cheque al día');
    await payments.getByRole('button', { name: 'Guardar · Medios de pago' }).click();
    await expect(payments.getByRole('status')).toHaveText('Cambios guardados');
    expect((await settingsOf(page.request)).paymentMethods).toContainEqual(
      expect.objectContaining({ id: -3, nm: 'Cheque al día' }),
    );
    // A positive code of its own is refused by the server, saying which.
    await added.getByLabel('Código propio (negativo)').fill('77');
    await payments.getByRole('button', { name: 'Guardar · Medios de pago' }).click();
    await expect(payments.getByRole('alert')).toContainText('El código 77 no es un medio de pago conocido');

    // The totem's methods are boxes, in the order it offers them; one ticked goes last.
    const kiosk = page.getByRole('group', { name: 'Medios de pago del totem' });
    await expect(kiosk.getByRole('checkbox', { name: 'Efectivo en caja' })).toBeChecked();
    await expect(kiosk.getByRole('checkbox', { name: /Billetera con QR de caja/ })).toBeDisabled();
    await kiosk.getByRole('checkbox', { name: 'Pasarela de pago con QR' }).check();
    await kiosk.getByRole('checkbox', { name: 'Efectivo en caja' }).uncheck();
    await page.getByRole('button', { name: 'Guardar · Configuración del totem' }).click();
    await expect(
      page.getByRole('region', { name: 'Configuración del totem' }).getByRole('status'),
    ).toHaveText('Cambios guardados');
    expect((await settingsOf(page.request)).kiosk.payMethods).toEqual([5025, 2000]);
    await expectAccessible(page);
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/payment-methods', {
      ir: PIZZERIA.ir,
      paymentMethods: original.paymentMethods,
    });
    await adminPost(page.request, '/srv/backoffice/settings/kiosk', {
      ir: PIZZERIA.ir,
      kiosk: original.kiosk,
    });
  }
});

test('a manager makes a cook the kitchen manager from a list, and revokes the screen that cook set up', async ({
  page,
}) => {
  const { ir, il } = await settingsOf(page.request);
  await signInToSettings(page, await inviteManager(page.request, PIZZERIA.ir, unique('gerente-roles')));
  const staff = page.getByRole('region', { name: 'Personal y roles' });
  const cook = unique('encargado-cocina');
  await staff.getByLabel('Correo').fill(cook);
  await staff.getByLabel('Nombre', { exact: true }).fill('Encargado');
  const kitchen = staff.getByRole('group', { name: 'Cocina (5000)' });
  await kitchen.getByLabel('Rol').selectOption({ label: 'Encargado de cocina (pantallas de cocina)' });
  await staff.getByRole('button', { name: 'Invitar o guardar roles' }).click();
  await expect(staff.getByRole('status')).toHaveText('Cambios guardados');
  await expect(staff.getByRole('listitem').filter({ hasText: cook })).toContainText(
    'Cocina (5000): Encargado de cocina (pantallas de cocina), nivel 1',
  );

  // The new kitchen manager gives a screen its token on the board (here through the API, as the board does).
  const token = await kitchenToken(page.request, cook);
  const name = `Pantalla ${randomBytes(3).toString('hex')}`;
  const issued = await page.request.post('/srv/staff/screens', {
    headers: { authorization: `Bearer ${token}` },
    data: { irl: `${ir}-${il}`, name },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const screenToken = ((await issued.json()) as { data: { token: string } }).data.token;
  const board = () =>
    page.request.get(`/srv/staff/orders?irl=${ir}-${il}`, {
      headers: { authorization: `Bearer ${screenToken}` },
    });
  expect((await board()).status()).toBe(200);

  await page.reload();
  const screens = page.getByRole('region', { name: 'Pantallas de cocina' });
  const row = screens.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Encargado');
  await expect(row).not.toContainText('Nunca'); // it read its board just now
  await expectAccessible(page);
  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(screens.getByRole('status')).toHaveText(`Se revocó el token de ${name}.`);
  await expect(screens.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect((await board()).status()).toBe(401);
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { technicianToken } from '../kiosk/kiosk-device.ts';
import {
  addProduct,
  confirmButton,
  goToCheckout,
  signInHere,
  totals,
  uniqueEmail,
} from './checkout-helpers.ts';

// Guests at a table and the check-in password (issue 14 items 1–2; spec/1 §4 'Check-in specifics', §5, §6, §8;
// spec/2 §2 'An anonymous guest button', §4 'Guest login by table'). Pizzería Forestal takes guests
// (selfAnonymousLogin, selfGenerateQR) and asks for payment at the table (card); the Taberna del Arenal asks for
// its check-in password (demo: 2468) and takes no guests.

const FORESTAL = '/r/cl/pizzeria-forestal/101';
const TABLE_7 = `${FORESTAL}/checkin/7`;
const ARENAL_TABLE_5 = '/r/es/taberna-del-arenal/201/checkin/5';
const ARENAL_IR = 'cmdDemoMadridTaberna000201';

/**
 * The Taberna's opening hours set through the back office (its dinner closes at 23:30 in Madrid): all day for
 * this test, then back to what they were.
 */
async function arenalHours(request: APIRequestContext, hours?: { shifts: object[]; holidays: string[] }) {
  const headers = { authorization: `Bearer ${await technicianToken(request)}` };
  const current = (await (
    await request.get(`/srv/backoffice/settings?ir=${ARENAL_IR}`, { headers })
  ).json()) as {
    data: { shifts: object[]; holidays: string[] };
  };
  const next = hours ?? { shifts: [{ jid: 'todo-el-dia', hi: '00:00', hf: '24:00', d: 127 }], holidays: [] };
  const res = await request.post('/srv/backoffice/settings/hours', {
    headers,
    data: { ir: ARENAL_IR, ...next },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { shifts: current.data.shifts, holidays: current.data.holidays };
}

test('a guest at a table orders and pays with no account and lands on the table’s order, seeing its status', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(TABLE_7);
  const helper = page.getByRole('dialog', { name: 'Pide desde tu mesa' });
  await helper.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 7');
  await addProduct(page, 'Agua mineral');
  await goToCheckout(page);

  // Signed out at a table of a venue that takes guests: the login panel offers the guest button.
  await page.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(page.getByTestId('checkout-guest')).toHaveText('Pides como invitado en esta mesa.');
  // No name, phone or e-mail asked of a guest (spec/1 §5, spec/2 §6).
  await expect(page.getByLabel('Nombre y apellido *')).toHaveCount(0);
  await expect(page.getByTestId('checkout-table')).toHaveText('Te lo llevamos a Mesa 7.');
  await page.getByLabel('Tarjeta').check();
  await expect(totals(page).getByTestId('total-total')).toHaveText('$2.090');
  await page.getByLabel('Acepto los términos y condiciones').check();
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/);
  await page.getByRole('button', { name: 'Aprobar' }).click();

  // Back at {venue}/checkin/{table}/{orderId}: the order, its status tag, paid; the page reloads once after 3 s.
  await expect(page).toHaveURL(new RegExp(`${TABLE_7}/[\\w-]{16}$`));
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByTestId('order-table')).toHaveText('Mesa 7');
  await expect(page.getByTestId('order-payment')).toHaveText('Pago recibido');
  await reloaded;
  await expect(page.getByTestId('order-status')).toHaveText(/Esperando confirmación|Confirmado/);

  // The table's menu links the order placed there (stored 3600 s).
  await page.getByRole('link', { name: 'Pedir más' }).click();
  await expect(page.getByTestId('checkin-recent-order')).toHaveText('Ver tu último pedido en esta mesa');
});

test('elsewhere a guest is not offered; the check-in password: "CLAVE INCORRECTA", then the right one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original = await arenalHours(page.request);
  try {
    await passwordAtArenal(page);
  } finally {
    await arenalHours(page.request, original);
  }
});

async function passwordAtArenal(page: import('@playwright/test').Page) {
  await page.goto(ARENAL_TABLE_5);
  await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 5');
  // Euros: the shared addProduct looks for a '$' price.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page
    .locator('.menu__sections')
    .getByRole('button', { name: 'Agua mineral', exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agua mineral' });
  await dialog.getByRole('button', { name: /^Agregar \d/ }).click();
  await expect(dialog).toBeHidden();
  await goToCheckout(page);
  // The Taberna takes no guests: only the e-mail sign-in.
  await expect(page.getByRole('button', { name: 'Continuar como invitado' })).toHaveCount(0);
  await signInHere(page, uniqueEmail('clave'));

  const password = page.getByLabel('Clave Check In *');
  await expect(password).toBeVisible();
  await expect(page.getByText('Pídela al personal del local.')).toBeVisible();
  await page.getByLabel('Pago al recibir').check();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await expect(page.getByTestId('checkout-notice')).toHaveText('Faltan campos por completar: clave Check In');
  await password.fill('1111');
  await expect(page.getByTestId('checkout-notice')).toHaveCount(0);
  await confirmButton(page).click();
  // 'Clave Check In incorrecta' clears the field and shows 'CLAVE INCORRECTA' (spec/1 §8).
  await expect(page.getByTestId('checkin-password-wrong')).toHaveText('CLAVE INCORRECTA');
  await expect(password).toHaveValue('');
  await password.fill('2468');
  await expect(page.getByTestId('checkin-password-wrong')).toHaveCount(0);
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/r\/es\/taberna-del-arenal\/201\/checkin\/5\/[\w-]{16}$/);
  await expect(page.getByTestId('order-table')).toHaveText('Mesa 5');

  // Where only the table's QR code opens check-in (selfattableonly), {venue}/checkin says so.
  await page.goto('/r/es/taberna-del-arenal/201/checkin');
  await expect(page.getByTestId('checkin-bar')).toHaveText('Para Check-in, escanee código QR de la mesa');
}

import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newDeviceName, PIZZERIA, pairDevice } from '../kiosk/kiosk-device.ts';
import { orderPizzaUpToPayment } from '../kiosk/kiosk-flow.ts';
import {
  boardCard,
  expectAccessible,
  STAFF_EMAIL,
  staffSignIn,
  startCardPickup,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 14 item 6: {venue}/pedido/{orderId} and {venue}/order/{orderId}/paying for whoever holds the link.
test.setTimeout(120_000);

type Printed = { id: number; lines: string[]; complete: boolean; qr: string[] };

/** The diner's receipt the virtual printer received for order number `number` (its JSON at /printer). */
async function receiptOf(request: APIRequestContext, number: string): Promise<Printed | undefined> {
  const listed = (await (await request.get('/printer/tickets.json')).json()) as {
    data: { tickets: Printed[] };
  };
  return listed.data.tickets.find((t) => t.complete && t.lines.some((l) => l.includes(`APP-${number}`)));
}

/** The kiosk's diner pays cash at the desk; answers the order number PaymentReceived shows. */
async function payCashAtKiosk(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pagar en caja' }).click();
  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 20_000 });
  return (await page.locator('.payment-received-number strong').textContent())?.trim() ?? '';
}

test("a kiosk receipt's link opens the order for a phone with no account, and it follows the board live", async ({
  page: totem,
  browser,
}) => {
  const device = newDeviceName('order-link');
  await pairDevice(totem.request, device, PIZZERIA);
  const name = `Quique ${randomInt(100, 999)}`;
  await orderPizzaUpToPayment(totem, {
    path: `/kiosk/?device=${device}`,
    table: '7',
    name,
    email: 'quique.enlace@correo.cl',
  });
  const number = await payCashAtKiosk(totem);
  await expect.poll(() => receiptOf(totem.request, number), { timeout: 30_000 }).toBeTruthy();
  const [link] = (await receiptOf(totem.request, number))!.qr;
  expect(link).toMatch(/\/r\/cl\/pizzeria-forestal\/101\/pedido\/[\w-]{16}$/);
  const orderId = link!.split('/pedido/')[1]!;

  // A phone with no account opens the printed link.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto(link!);
  await expect(phone.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible();
  await expect(phone.getByText(`Pedido N° ${number}`, { exact: true })).toBeVisible();
  await expect(phone.getByText(/Pizza Margarita/).first()).toBeVisible();
  await expect(phone.getByText('Para comer aquí')).toBeVisible();
  await expect(phone.getByTestId('order-status')).toHaveText('Esperando confirmación');
  await expect(phone.getByText('Los cambios de estado aparecen aquí sin recargar.')).toBeVisible();
  // What the diner typed on the totem stays on the totem.
  const shown = ((await phone.locator('body').textContent()) ?? '').toLowerCase();
  expect(shown).not.toContain(name.toLowerCase());
  expect(shown).not.toContain('quique.enlace');
  await expectAccessible(phone);
  await phone.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The kitchen moves the order on its board; the phone follows without reloading.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, STAFF_EMAIL);
  const card = boardCard(staff, orderId);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(card.getByTestId('staff-status')).toHaveText('Confirmado');
  await expect(phone.getByTestId('order-status')).toHaveText('Confirmado');
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(phone.getByTestId('order-status')).toHaveText('Cancelado por el local');
  await expect(phone.getByTestId('order-closed')).toHaveText('Este pedido fue cancelado.');
  expect(await phone.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // A link to no order reads 'not found', not the home page.
  await phone.goto(link!.replace(orderId, 'AAAAAAAAAAAAAAAA'));
  await expect(phone.getByRole('heading', { level: 1, name: 'Pedido no encontrado' })).toBeVisible();
  await expect(phone.getByText('Revisa el enlace o el código QR de tu ticket.')).toBeVisible();
  await expect(phone).toHaveURL(/\/pedido\/AAAAAAAAAAAAAAAA$/);
  await staffContext.close();
  await phoneContext.close();
});

test('someone without an account pays a web order through {venue}/order/{id}/paying', async ({
  page: diner,
  browser,
}) => {
  // A diner's card payment is declined: the order waits, payable again.
  await startCardPickup(
    diner,
    uniqueEmail('enlace-pago'),
    'Agua mineral',
    `+56 9 ${randomInt(10_000_000, 99_999_999)}`,
  );
  await diner.getByRole('button', { name: 'Rechazar' }).click();
  await expect(diner.getByText('Pago no realizado.')).toBeVisible();
  await diner.getByRole('link', { name: 'Volver al pedido' }).click();
  await expect(diner).toHaveURL(/\/order\/[\w-]+$/);
  const orderId = new URL(diner.url()).pathname.split('/order/')[1] ?? '';
  expect(orderId).toMatch(/^[\w-]{16}$/);

  // A friend holding the order's link pays it: the paying page goes straight to the provider's page.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`/r/cl/pizzeria-forestal/101/pedido/${orderId}`);
  await expect(friend.getByTestId('order-payment')).toHaveText('Pago no realizado');
  const payNow = friend.getByRole('link', { name: 'Pagar ahora' });
  await expect(payNow).toHaveAttribute('href', `/r/cl/pizzeria-forestal/101/order/${orderId}/paying`);
  await friend.goto(`/r/cl/pizzeria-forestal/101/order/${orderId}/paying`);
  await expect(friend).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/, { timeout: 15_000 });
  await friend.getByRole('button', { name: 'Aprobar' }).click();
  // Back on the link's page, not a sign-in: paid, and nothing left to pay.
  await expect(friend).toHaveURL(new RegExp(`/pedido/${orderId}$`));
  await expect(friend.getByTestId('order-payment')).toHaveText('Pago recibido');
  await expect(friend.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);
  await friend.goto(`/r/cl/pizzeria-forestal/101/order/${orderId}/paying`);
  await expect(friend.getByText('Pago recibido. ¡Gracias!')).toBeVisible();
  await friendContext.close();
});

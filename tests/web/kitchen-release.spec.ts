import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  addProduct,
  boardCard,
  confirmButton,
  FORESTAL_MENU,
  goToCheckout,
  notice,
  openSavedOrder,
  STAFF_EMAIL,
  signInHere,
  staffSignIn,
  startCardPickup,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 13 item 1: when an order reaches the kitchen (packages/domain rules/kitchen-release.ts). Pizzería
// Forestal keeps the default: an order paid on receipt goes to the kitchen as it is saved; a card order when
// paid. The demo's totems of Forestal claim its kitchen tickets and print them to the virtual printer.

type Printed = { lines: string[]; complete: boolean };

/** Kitchen tickets on the virtual printer that carry this phone's digits. */
async function kitchenTicketsFor(request: APIRequestContext, digits: string) {
  const listed = (await (await request.get('/printer/tickets.json')).json()) as {
    data: { tickets: Printed[] };
  };
  return listed.data.tickets.filter(
    (t) =>
      t.complete &&
      t.lines.some((l) => l.startsWith('COCINA')) &&
      t.lines.some((l) => l.replace(/\D/g, '').endsWith(digits)),
  );
}

test('an order paid on receipt prints its kitchen ticket as it is saved, before anyone marks it paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const digits = String(randomInt(10_000_000, 99_999_999));
  await page.goto(FORESTAL_MENU);
  await addProduct(page, 'Agua mineral');
  await goToCheckout(page);
  await signInHere(page, uniqueEmail('al-recibir'));
  await page.getByLabel('Retiro en local').check();
  await page.getByLabel(/^Teléfono/).fill(`+56 9 ${digits}`);
  await page.getByLabel('Pago al recibir').check();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await expect(notice(page)).toBeHidden();
  await confirmButton(page).click();
  await openSavedOrder(page);
  await expect(page.getByTestId('order-payment')).not.toHaveText('Pago recibido');

  await expect
    .poll(async () => (await kitchenTicketsFor(page.request, digits)).length, { timeout: 30_000 })
    .toBe(1);
  const [ticket] = await kitchenTicketsFor(page.request, digits);
  expect(ticket!.lines).toContain('Retiro en local');
  expect(ticket!.lines).toContain('1 x Agua mineral');
  // Not paid yet: the kitchen's ticket says the money is still to collect, and how.
  expect(ticket!.lines.some((l) => l.startsWith('POR COBRAR'))).toBe(true);
});

test('a card order waits apart on the board, with nothing to do, and becomes the kitchen’s when paid', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(90_000);
  await staffSignIn(staff, STAFF_EMAIL);
  const digits = String(randomInt(10_000_000, 99_999_999));
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  await startCardPickup(diner, uniqueEmail('espera-pago'), 'Tiramisú', `+56 9 ${digits}`);
  // The diner leaves the pay page unpaid and opens the order: its id.
  await diner.goto('/l/cartc');
  await diner.getByTestId('order-card').getByRole('link', { name: 'Ver pedido' }).first().click();
  await expect(diner).toHaveURL(/\/order\/[\w-]+$/);
  const orderId = diner.url().split('/order/')[1] ?? '';
  await expect(diner.getByTestId('order-status')).toHaveText('Esperando pago');

  // On the board: in the 'Esperando pago' group, with no move offered, and in no column.
  const waiting = staff.locator(`[data-testid="staff-order-waiting"][data-iped="${orderId}"]`);
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByTestId('staff-waiting-payment').getByRole('heading', { level: 2 })).toContainText(
    'Esperando pago',
  );
  await expect(waiting).toContainText('Esperando pago');
  await expect(waiting.getByRole('button')).toHaveCount(0);
  await expect(boardCard(staff, orderId)).toHaveCount(0);
  // Nothing printed for the kitchen yet.
  expect(await kitchenTicketsFor(staff.request, digits)).toEqual([]);

  // The diner pays: the order leaves the group by itself and is the kitchen's, 'Preparar' included.
  await diner.getByRole('link', { name: 'Pagar ahora' }).click();
  await diner.getByRole('button', { name: 'Aprobar' }).click();
  await expect(diner.getByTestId('order-payment')).toHaveText('Pago recibido');
  const card = boardCard(staff, orderId);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Preparar' })).toBeEnabled();
  await expect
    .poll(async () => (await kitchenTicketsFor(staff.request, digits)).length, { timeout: 30_000 })
    .toBe(1);
  const [ticket] = await kitchenTicketsFor(staff.request, digits);
  expect(ticket!.lines.some((l) => l.startsWith('PAGADO'))).toBe(true);
  await dinerContext.close();
});

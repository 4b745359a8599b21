import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
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

/** A diner starts a card pickup at the pizzeria and leaves its pay page unpaid: the order's id. */
async function unpaidCardOrder(browser: Browser, email: string, digits: string) {
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  await startCardPickup(diner, email, 'Tiramisú', `+56 9 ${digits}`);
  await diner.goto('/l/cartc');
  await diner.getByTestId('order-card').getByRole('link', { name: 'Ver pedido' }).first().click();
  await expect(diner).toHaveURL(/\/order\/[\w-]+$/);
  const orderId = diner.url().split('/order/')[1] ?? '';
  await expect(diner.getByTestId('order-status')).toHaveText('Esperando pago');
  return { diner, dinerContext, orderId };
}

/** The order in the board's 'Esperando pago' group, with only the moves open while unpaid. */
async function expectWaitingApart(staff: Page, orderId: string) {
  const waiting = staff.locator(`[data-testid="staff-order-waiting"][data-iped="${orderId}"]`);
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByTestId('staff-waiting-payment').getByRole('heading', { level: 2 })).toContainText(
    'Esperando pago',
  );
  await expect(waiting).toContainText('Esperando pago');
  // No kitchen move: only 'Marcar pagado' and cancel, which the domain allows while the money is missing.
  await expect(waiting.getByRole('button')).toHaveText(['Marcar pagado', 'Cancelar pedido']);
  await expect(boardCard(staff, orderId)).toHaveCount(0);
  return waiting;
}

test('a card order waits apart on the board, with no kitchen move, and becomes the kitchen’s when paid', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(90_000);
  await staffSignIn(staff, STAFF_EMAIL);
  const digits = String(randomInt(10_000_000, 99_999_999));
  const { diner, dinerContext, orderId } = await unpaidCardOrder(browser, uniqueEmail('espera-pago'), digits);

  const waiting = await expectWaitingApart(staff, orderId);
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

test('staff mark a waiting card order paid: it becomes the kitchen’s and its ticket prints once', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(90_000);
  await staffSignIn(staff, STAFF_EMAIL);
  const digits = String(randomInt(10_000_000, 99_999_999));
  const { diner, dinerContext, orderId } = await unpaidCardOrder(browser, uniqueEmail('marcar-pago'), digits);
  const waiting = await expectWaitingApart(staff, orderId);

  // Cancel asks first, as on every card; 'No' keeps the order waiting.
  await waiting.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = staff.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Cancelar el pedido');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(waiting).toBeVisible();

  // The money came another way: 'Marcar pagado' sends the order to the kitchen.
  await waiting.getByRole('button', { name: 'Marcar pagado' }).click();
  const card = boardCard(staff, orderId);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Preparar' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Marcar pagado' })).toHaveCount(0);
  await expect(diner.getByTestId('order-payment')).toHaveText('Pago recibido', { timeout: 15_000 });

  // Its kitchen ticket prints once, marked paid — and a move on the board prints no second one.
  await expect
    .poll(async () => (await kitchenTicketsFor(staff.request, digits)).length, { timeout: 30_000 })
    .toBe(1);
  const [ticket] = await kitchenTicketsFor(staff.request, digits);
  expect(ticket!.lines.some((l) => l.startsWith('PAGADO'))).toBe(true);
  await card.getByRole('button', { name: 'Preparar' }).click();
  await expect(card.getByTestId('staff-status')).toContainText('En preparación');
  await staff.waitForTimeout(3_000);
  expect(await kitchenTicketsFor(staff.request, digits)).toHaveLength(1);
  await dinerContext.close();
});

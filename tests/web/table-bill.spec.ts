import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { technicianToken } from '../kiosk/kiosk-device.ts';
import {
  boardCard,
  codeFor,
  confirmButton,
  expectAccessible,
  goToCheckout,
  signInHere,
  uniqueEmail,
} from './checkout-helpers.ts';

// One bill for the table (issue 14 item 5; spec/1 §3 'Guest-order line', §4 'Check-in specifics', §8
// 'Payment'). La Taberna del Arenal takes payment at the table optionally (selfatpay 2): two diners at Mesa 7
// order paying on leaving, split the table's bill by lines — each sees the other's choice live — and both
// pay on the sandbox; the staff board shows both orders paid. It opens the taberna all day for a while, so it
// runs in the 'venue-hours' project, after every other spec (playwright.config.ts).

test.setTimeout(180_000);

const ARENAL = { ir: 'cmdDemoMadridTaberna000201', path: '/r/es/taberna-del-arenal/201' };
const TABLE = `${ARENAL.path}/checkin/7`;
const TECNICO = 'tecnico@comanda.demo';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The taberna's opening shifts now, to put back after the test opens it all day (tests run at any hour). */
async function shiftsOf(request: APIRequestContext): Promise<{ shifts: object[]; holidays: string[] }> {
  const res = await request.get(`/srv/backoffice/settings?ir=${ARENAL.ir}`, {
    headers: auth(await technicianToken(request)),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { shifts: object[]; holidays: string[] } }).data;
}
async function setShifts(request: APIRequestContext, hours: { shifts: object[]; holidays: string[] }) {
  const res = await request.post('/srv/backoffice/settings/hours', {
    headers: auth(await technicianToken(request)),
    data: { ir: ARENAL.ir, ...hours },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Adds a product of the open menu (prices here are euros, so the button is 'Agregar 4,50 €'). */
async function add(page: Page, name: string) {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.menu__sections').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: /^Agregar \d/ }).click();
  await expect(dialog).toBeHidden();
}

/** A diner sits at Mesa 7, orders, signs in and pays on leaving; lands on the order's page at the table. */
async function orderAtTable(context: BrowserContext, products: string[], first: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(TABLE);
  await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 7');
  for (const product of products) await add(page, product);
  await goToCheckout(page);
  await signInHere(page, uniqueEmail('cuenta-mesa'), { first, last: 'Mesa' });
  await page.getByLabel('Pago al recibir').check();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${TABLE}/[\\w-]{16}$`));
  return page;
}

const bill = (page: Page) => page.getByTestId('table-bill');
const line = (page: Page, name: string) => bill(page).getByRole('listitem').filter({ hasText: name });

test('two diners at one table split the bill by lines, both pay, and the board shows the table paid', async ({
  browser,
  request,
}) => {
  const hours = await shiftsOf(request);
  await setShifts(request, {
    shifts: [{ jid: 'todo-el-dia', hi: '00:00', hf: '24:00', d: 127 }],
    holidays: [],
  });
  try {
    const ana = await orderAtTable(await browser.newContext(), ['Pan con tomate', 'Caña'], 'Ana');
    const anaOrder = ana.url().split('/').pop() ?? '';
    const beto = await orderAtTable(await browser.newContext(), ['Vermut de grifo'], 'Beto');
    const betoOrder = beto.url().split('/').pop() ?? '';

    // Both read the one bill of Mesa 7, with every line of both orders.
    for (const page of [ana, beto]) {
      await expect(bill(page).getByRole('heading', { name: 'Cuenta de la mesa · Mesa 7' })).toBeVisible();
      await expect(bill(page).getByRole('listitem')).toHaveCount(3);
      await expect(bill(page).getByTestId('table-bill-total')).toHaveText('10,50 €');
    }

    // Ana ticks her lines; Beto sees them taken, live, and cannot tick them.
    await line(ana, '1× Pan con tomate').getByRole('checkbox').check();
    await line(ana, '1× Caña').getByRole('checkbox').check();
    await expect(line(ana, 'Caña').getByTestId('table-bill-state')).toHaveText('Lo pagas tú');
    await expect(line(beto, 'Pan con tomate').getByTestId('table-bill-state')).toHaveText(
      'Lo eligió otro comensal',
    );
    await expect(line(beto, 'Caña').getByRole('checkbox')).toBeDisabled();
    await line(beto, 'Vermut de grifo').getByRole('checkbox').check();
    await expect(line(ana, 'Vermut de grifo').getByTestId('table-bill-state')).toHaveText(
      'Lo eligió otro comensal',
    );
    await expectAccessible(ana);

    // Ana pays her 7,00 € with the taberna's 5 % tip on the sandbox, and is back at her order.
    await expect(bill(ana).getByTestId('table-bill-selected')).toHaveText('Tu selección: 7,00 €');
    await bill(ana).getByRole('button', { name: 'Pagar 7,35 €' }).click();
    await expect(ana).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=bill-/);
    await expect(ana.getByText('Cuenta de la mesa')).toBeVisible();
    await ana.getByRole('button', { name: 'Aprobar' }).click();
    await expect(ana).toHaveURL(new RegExp(`${TABLE}/${anaOrder}$`));
    await expect(line(ana, 'Pan con tomate').getByTestId('table-bill-state')).toHaveText('Pagado');
    await expect(bill(ana).getByTestId('table-bill-paid')).toHaveText('7,00 €');
    await expect(line(beto, 'Caña').getByTestId('table-bill-state')).toHaveText('Pagado');

    // Beto pays his vermut with no tip; the table's bill is paid.
    await bill(beto).getByLabel('Propina').selectOption({ label: 'Sin propina' });
    await bill(beto).getByRole('button', { name: 'Pagar 3,50 €' }).click();
    await beto.getByRole('button', { name: 'Aprobar' }).click();
    await expect(beto).toHaveURL(new RegExp(`${TABLE}/${betoOrder}$`));
    for (const page of [ana, beto]) {
      await expect(bill(page).getByTestId('table-bill-status')).toHaveText('Cuenta pagada');
      await expect(bill(page).getByTestId('table-bill-due')).toHaveText('0,00 €');
    }

    // Ana's orders at tables (spec/1 §2 screen 9), from her order's page, grouped by status, each opening its
    // table's bill — paid, hers opens to be seen: nothing is left to pay.
    await ana.getByRole('link', { name: 'Pedidos en la mesa' }).click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Pedidos en la mesa' })).toBeVisible();
    await expect(ana.getByRole('heading', { level: 2, name: 'Esperando confirmación' })).toBeVisible();
    const listed = ana.locator(`[data-testid="check-in-order"][data-iped="${anaOrder}"]`);
    await expect(listed).toContainText('Mesa 7');
    await expect(listed.getByRole('link', { name: 'Ver y pagar la cuenta' })).toHaveCount(0);
    await listed.getByRole('link', { name: 'Ver el pedido' }).click();
    await expect(ana).toHaveURL(new RegExp(`${TABLE}/${anaOrder}$`));
    await expect(bill(ana).getByTestId('table-bill-status')).toHaveText('Cuenta pagada');

    // The staff board of the taberna shows both orders of Mesa 7 paid.
    const staff = await (await browser.newContext()).newPage();
    await staff.goto('/staff');
    await staff.getByLabel('Correo electrónico').fill(TECNICO);
    await staff.getByRole('button', { name: 'Enviar código' }).click();
    // Read the outbox once this code is sent (its field shows): the address may hold an older one.
    await expect(staff.getByLabel('Código recibido por correo')).toBeVisible();
    await staff.getByLabel('Código recibido por correo').fill(await codeFor(staff, TECNICO));
    await staff.getByRole('button', { name: 'Entrar' }).click();
    await staff
      .getByRole('region', { name: 'Elige el local' })
      .getByRole('button', { name: 'Taberna del Arenal' })
      .click();
    for (const order of [anaOrder, betoOrder]) {
      await expect(boardCard(staff, order)).toContainText('Mesa 7');
      await expect(boardCard(staff, order)).toContainText('Pagado');
    }
  } finally {
    await setShifts(request, hours);
  }
});

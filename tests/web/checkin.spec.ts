import { expect, test } from '@playwright/test';
import {
  addProduct,
  boardCard,
  confirmButton,
  goToCheckout,
  STAFF_EMAIL,
  signInHere,
  staffSignIn,
  totals,
  uniqueEmail,
} from './checkout-helpers.ts';

// Ordering at the table, dispatch type 3 (spec/1 §1, §2 '/checkin/{table}', §4 'Check-in specifics',
// 'Checkout readiness'; spec/2 §3 'Check-in helper modal'). Pizzería Forestal has check-in on, tables 1 to 12,
// the helper banner on and payment mandatory at the table (selfatpay 1, card 5011).

const FORESTAL = '/r/cl/pizzeria-forestal/101';
const TABLE_5 = `${FORESTAL}/checkin/5`;

/** Opens the table's link in an empty browser: the helper shows once; the menu orders at Mesa 5. */
async function sitAtTable5(page: import('@playwright/test').Page) {
  await page.goto(TABLE_5);
  const helper = page.getByRole('dialog', { name: 'Pide desde tu mesa' });
  await expect(helper).toBeVisible();
  await expect(helper).toContainText('Confirma tu pedido y espéralo en la mesa.');
  await helper.getByRole('button', { name: 'Entendido' }).click();
  await expect(helper).toBeHidden();
  await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 5');
  await expect(page.getByRole('button', { name: 'En la mesa', pressed: true })).toBeVisible();
}

test.describe('ordering at the table (check-in)', () => {
  test('from the table link to the kitchen board: sign in, pay by card, the board and the order show Mesa 5', async ({
    page: staff,
    browser,
  }) => {
    test.setTimeout(90_000);
    await staffSignIn(staff, STAFF_EMAIL);
    const diner = await (await browser.newContext()).newPage();
    await sitAtTable5(diner);

    // $1.900 is far below the $10.000 delivery minimum, which does not apply at the table (spec/1 §4).
    await addProduct(diner, 'Agua mineral');
    await goToCheckout(diner);
    await signInHere(diner, uniqueEmail('mesa'));
    await expect(diner.getByRole('radio', { name: 'En la mesa' })).toBeChecked();
    await expect(diner.getByTestId('checkout-table')).toHaveText('Te lo llevamos a Mesa 5.');
    await expect(diner.getByLabel('Nombre y apellido *')).toHaveValue('Ana Pérez');
    // Payment mandatory at the table: only the online method is offered; the 10 % tip with it.
    await expect(diner.getByLabel('Pago al recibir')).toHaveCount(0);
    await diner.getByLabel('Tarjeta', { exact: true }).check();
    await expect(totals(diner).getByTestId('total-total')).toHaveText('$2.090');
    await diner.getByLabel('Acepto los términos y condiciones').check();
    await expect(confirmButton(diner)).toHaveText('Pagar y confirmar $2.090');
    await confirmButton(diner).click();
    await expect(diner).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/);
    await diner.getByRole('button', { name: 'Aprobar' }).click();
    // The pay page returns a table's diner to the table's order page (spec/1 §1 '/checkin/{table}/{orderId}').
    await expect(diner).toHaveURL(new RegExp(`${TABLE_5}/[\\w-]{16}$`));
    const orderId = diner.url().split('/').pop() ?? '';
    await expect(diner.getByTestId('order-table')).toHaveText('Mesa 5');
    await expect(diner.getByTestId('order-payment')).toHaveText('Pago recibido');

    const card = boardCard(staff, orderId);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('staff-table')).toHaveText('· Mesa 5');
    await expect(card).toContainText('1× Agua mineral');
  });

  test('a total of zero confirms with no payment and lands on {venue}/checkin/5/{orderId}', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await sitAtTable5(page);
    await addProduct(page, 'Agua mineral');
    await goToCheckout(page);
    await signInHere(page, uniqueEmail('mesa-cero'));
    // The fixed $3.000 coupon is capped at the $1.900 subtotal: nothing to pay (spec/1 §4 'Check-in specifics').
    await page.getByLabel('Código de cupón').fill('PIZZA3000');
    await page.getByRole('button', { name: 'Agregar cupón' }).click();
    await expect(totals(page).getByTestId('total-total')).toHaveText('$0');
    await expect(page.getByTestId('checkout-no-payment')).toHaveText(
      'Este pedido no tiene costo: se confirma sin pago.',
    );
    await page.getByLabel('Acepto los términos y condiciones').check();
    await expect(confirmButton(page)).toHaveText('Confirmar pedido');
    await confirmButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${TABLE_5}/[\\w-]{16}$`));
    await expect(page.getByTestId('order-table')).toHaveText('Mesa 5');
    // 'A check-in order with total zero auto-confirms with no payment' (spec/1 §4 'Check-in specifics').
    await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
    // 'Pedir más' goes back to the table's menu.
    await page.getByRole('link', { name: 'Pedir más' }).click();
    await expect(page).toHaveURL(new RegExp(`${TABLE_5}$`));
    await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 5');
  });

  test('a table QR code scanned after another table’s takes the device; a sign-in comes back to it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Mesa 5's link first (a link shared from the next table, or the wrong QR code), then Mesa 7's scanned
    // within the 1800 s: the diner orders at Mesa 7 (spec/1 §9's first path is where a sign-in returns).
    await sitAtTable5(page);
    await page.goto(`${FORESTAL}/checkin/7`);
    await expect(page).toHaveURL(new RegExp(`${FORESTAL}/checkin/7$`));
    await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 7');
    // Signing in from the side menu comes back to the table scanned last, not to the account.
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Menú del sitio' })
      .getByRole('link', { name: 'Ingresar' })
      .click();
    await expect(page).toHaveURL(/\/l\/profilelogin$/);
    await signInHere(page, uniqueEmail('mesa-vuelta'));
    await expect(page).toHaveURL(new RegExp(`${FORESTAL}/checkin/7$`));
    await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 7');
  });

  test('an unknown table reads "Mesa no encontrada"; a venue without check-in only browses', async ({
    page,
  }) => {
    await page.goto(`${FORESTAL}/checkin/99`);
    await expect(page.getByTestId('checkin-bar')).toHaveText('Mesa no encontrada');
    await page
      .locator('.menu__sections')
      .getByRole('button', { name: 'Agua mineral', exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Agua mineral' })).toHaveCount(0);

    await page.goto('/r/cl/sanguches-del-mapocho/102/checkin/3');
    await expect(page).toHaveURL(/\/r\/cl\/sanguches-del-mapocho\/102\/checkin\/menu$/);
    await expect(page.getByTestId('checkin-bar')).toHaveText('Para realizar pedido, escanee QR de la mesa');
  });
});

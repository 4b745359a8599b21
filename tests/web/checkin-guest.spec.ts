import { expect, test } from '@playwright/test';
import { addProduct, confirmButton, goToCheckout, totals } from './checkout-helpers.ts';

// Guests at a table and the check-in password (issue 14 items 1–2; spec/1 §4 'Check-in specifics', §5, §6, §8;
// spec/2 §2 'An anonymous guest button', §4 'Guest login by table'). Pizzería Forestal takes guests
// (selfAnonymousLogin, selfGenerateQR) and asks for payment at the table (card); the Taberna del Arenal takes
// no guests and only opens check-in by a table's QR code. The password's screen is tested in the checkout's
// unit tests and the server's (no demo venue asks for one: the table-bill tests order at the Taberna).

const FORESTAL = '/r/cl/pizzeria-forestal/101';
const TABLE_7 = `${FORESTAL}/checkin/7`;

test('a guest at a table orders and pays with no account and lands on the table’s order, seeing its status', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(TABLE_7);
  const helper = page.getByRole('dialog', { name: 'Pide desde tu mesa' });
  // The venue takes guests: the helper says an account is optional (spec/2 §4 'Guest login by table').
  await expect(helper).toContainText('Ingresa a tu cuenta o sigue como invitado, sin cuenta.');
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
  await page.getByLabel('Tarjeta', { exact: true }).check();
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

test('where only the table’s QR code opens check-in, {venue}/checkin says so', async ({ page }) => {
  await page.goto('/r/es/taberna-del-arenal/201/checkin');
  await expect(page.getByTestId('checkin-bar')).toHaveText('Para Check-in, escanee código QR de la mesa');
});

test('a signed-out diner at a table that takes guests calls the waiter as a guest, with no account', async ({
  page,
}) => {
  await page.goto(`${FORESTAL}/checkin/10`);
  const helper = page.getByRole('dialog', { name: 'Pide desde tu mesa' });
  await helper.getByRole('button', { name: 'Entendido' }).click();
  await page.getByRole('button', { name: 'Llamar al mesero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Llamar al mesero' });
  // spec/2 §4 'Guest login by table': beside 'Ingresar', the guest button.
  await expect(dialog).toContainText('Para llamar al mesero, ingresa a tu cuenta.');
  await dialog.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(dialog).toContainText('Estás en Mesa 10');
  await dialog.getByRole('button', { name: 'Llamar al mesero' }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Avisamos al personal' })).toBeVisible();
});

test('an English guest stays in English, and finds its paid order among its orders at tables by clicking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const TABLE_12 = `${FORESTAL}/checkin/12`;
  await page.goto(TABLE_12);
  await page
    .getByRole('dialog', { name: 'Pide desde tu mesa' })
    .getByRole('button', { name: 'Entendido' })
    .click();
  await addProduct(page, 'Agua mineral');
  await page.getByRole('button', { name: 'English' }).click();
  await goToCheckout(page);
  // The guest's profile keeps the language the site showed (spec/2 §4 'Languages'): nothing turns Spanish.
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page.getByTestId('checkout-guest')).toHaveText('You are ordering as a guest at this table.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(/^(Card|Tarjeta)$/).check();
  await expect(totals(page).getByTestId('total-total')).toHaveText('$2.090');
  await page.getByLabel('I accept the terms and conditions').check();
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`${TABLE_12}/[\\w-]{16}$`));
  const orderId = page.url().split('/').pop() ?? '';
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByTestId('order-payment')).toHaveText('Payment received');
  await reloaded;
  await expect(page.getByTestId('order-payment')).toHaveText('Payment received');

  // Its orders at tables (spec/1 §2 screen 9), from the order's page: paid, nothing to pay, so no pay button.
  await page.getByRole('link', { name: 'Orders at the table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders at the table' })).toBeVisible();
  const listed = page.locator(`[data-testid="check-in-order"][data-iped="${orderId}"]`);
  await expect(listed).toContainText('Mesa 12');
  await expect(listed.getByRole('link', { name: 'See and pay the bill' })).toHaveCount(0);
  await listed.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(new RegExp(`${TABLE_12}/${orderId}$`));
  await expect(page.getByTestId('order-payment')).toHaveText('Payment received');
});

test('the profile page’s login offers the guest button to a diner whose cart is at a guest table, and goes on to the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${FORESTAL}/checkin/3`);
  await page
    .getByRole('dialog', { name: 'Pide desde tu mesa' })
    .getByRole('button', { name: 'Entendido' })
    .click();
  await addProduct(page, 'Agua mineral');
  // /l/profile, from the call-waiter modal's 'Ingresar' (spec/2 §2: the page variant of the login panel).
  await page.getByRole('button', { name: 'Llamar al mesero' }).click();
  await page
    .getByRole('dialog', { name: 'Llamar al mesero' })
    .getByRole('link', { name: 'Ingresar' })
    .click();
  await expect(page).toHaveURL(/\/l\/profile$/);
  // A guest signed in there goes on to its cart: it has no profile to keep.
  await page.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(page).toHaveURL(/\/l\/cart$/);
  await expect(page.getByTestId('checkout-guest')).toHaveText('Pides como invitado en esta mesa.');
});

test('away from a table the login pages offer no guest button', async ({ page }) => {
  for (const path of ['/l/profile', '/l/profilelogin']) {
    await page.goto(path);
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar como invitado' })).toHaveCount(0);
  }
});

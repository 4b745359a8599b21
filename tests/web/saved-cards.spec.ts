import { expect, test } from '@playwright/test';
import {
  addProduct,
  boardCard,
  confirmButton,
  expectAccessible,
  FORESTAL_MENU,
  goToCheckout,
  notice,
  openSavedOrder,
  signInHere,
  staffSignIn,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 16 item 4: a diner saves a card through the sandbox card vault ('Mis tarjetas', /l/createcard, the
// vault's form, /l/createcardok), pays an order at Pizzería Forestal with it (5009), and the kitchen's board
// shows the order paid. Screenshots at 360×740 and 1280×800 go to SCREENSHOTS_DIR when set.

const shots = process.env.SCREENSHOTS_DIR;
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('save a card through the sandbox vault, pay an order with it, and the kitchen sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(FORESTAL_MENU);
  await addProduct(page, 'Agua mineral');
  await goToCheckout(page);
  await signInHere(page, uniqueEmail('tarjetas'));
  await page.setViewportSize({ width: 360, height: 740 });

  // 'Mis tarjetas': none yet; 'Agregar tarjeta' says what will happen.
  await page.goto('/l/mycards');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeVisible();
  await expect(page.getByText('Aún no tienes tarjetas guardadas.')).toBeVisible();
  await page.getByRole('link', { name: 'Agregar tarjeta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar tarjeta' })).toBeVisible();
  await expect(
    page.getByText('Para verificar tu tarjeta haremos un cargo de $1.700 que se reversa de inmediato.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'create-card-360');

  // The vault's hosted form: a mistyped number is refused there, then the card is taken.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/pay\/vault\/sandbox\/form\?token=/);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByRole('alert')).toHaveText('El número de tarjeta no es válido.');
  // The hosted form, with its error, passes axe too (issue 15 Proof: 'Guardar tarjeta' was 4.21:1).
  await expectAccessible(page);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page).toHaveURL(/\/l\/createcardok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta guardada' })).toBeVisible();
  await expect(page.getByText('Tu tarjeta fue guardada con éxito.')).toBeVisible();

  await page.getByRole('link', { name: 'Ver mis tarjetas' }).click();
  const card = page.getByTestId('saved-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visa terminada en 4242');
  await expect(card).toContainText('Vence 12/29');
  await expect(card).toContainText('Predeterminada');
  await expectAccessible(page);
  await shot(page, 'my-cards-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'my-cards-1280');

  // Checkout: the saved card is a payment choice; the order is paid as it is saved.
  await page.goto('/l/cart');
  await page.getByLabel('Retiro en local').check();
  await page.getByLabel(/^Teléfono/).fill('+56 9 8765 4321');
  await page.getByLabel('Tarjeta Visa terminada en 4242').check();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await expect(notice(page)).toBeHidden();
  await expect(confirmButton(page)).toContainText('Pagar y confirmar');
  await shot(page, 'checkout-saved-card-1280');
  await confirmButton(page).click();
  // A saved order lands on tab 1, the diner's orders in progress (issue 15 item 3).
  const orderId = await openSavedOrder(page);
  await expect(page.getByTestId('order-payment')).toHaveText('Pago recibido');

  // The kitchen's board: the order is the kitchen's at once, paid.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff);
  await expect(boardCard(staff, orderId)).toBeVisible({ timeout: 15_000 });
  await expect(boardCard(staff, orderId).getByRole('button', { name: 'Preparar' })).toBeEnabled();
  await staffContext.close();

  // Deleting asks first.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/l/mycards');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar tarjeta' });
  await expect(confirm).toContainText('¿Quieres eliminar la tarjeta Visa terminada en 4242?');
  await expectAccessible(page);
  await shot(page, 'delete-card-360');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('saved-card')).toHaveCount(0);
  await expect(page.getByText('Aún no tienes tarjetas guardadas.')).toBeVisible();
});

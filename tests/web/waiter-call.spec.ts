import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, STAFF_EMAIL, signInHere, staffSignIn, uniqueEmail } from './checkout-helpers.ts';

// Issue 14 item 4, calling the waiter from the table (spec/1 §2 screen 13, §4 'Check-in specifics' steps 0–3,
// §8 'Call-waiter read failure'). Pizzería Forestal shows the call-waiter button in its footer and takes a
// comment with the call; its kitchen (cocina@comanda.demo) watches the board.

const FORESTAL = '/r/cl/pizzeria-forestal/101';
const TABLE_11 = `${FORESTAL}/checkin/11`;

/** Opens the table's link: the check-in helper the first time (spec/2 §3), then the menu at Mesa 11. */
async function sitAtTable11(page: Page, firstTime: boolean) {
  await page.goto(TABLE_11);
  if (firstTime) {
    const helper = page.getByRole('dialog', { name: 'Pide desde tu mesa' });
    await helper.getByRole('button', { name: 'Entendido' }).click();
    await expect(helper).toBeHidden();
  }
  await expect(page.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 11');
  // The server drew the page: its buttons answer once the browser has taken it over.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

const callsPanel = (staff: Page) => staff.getByTestId('waiter-calls');

test.describe('calling the waiter from the table', () => {
  test('a diner at Mesa 11 calls the waiter with a comment and asks for the bill; the board shows both live and acknowledges them, and the diner sees it', async ({
    page: staff,
    browser,
  }) => {
    test.setTimeout(120_000);
    await staffSignIn(staff, STAFF_EMAIL);
    await expect(callsPanel(staff)).toBeVisible();

    const diner = await (await browser.newContext()).newPage();
    await sitAtTable11(diner, true);
    await diner.getByRole('button', { name: 'Llamar al mesero' }).click();
    let dialog = diner.getByRole('dialog', { name: 'Llamar al mesero' });
    // Calls need a signed-in diner: the dialog says so and leads to the sign-in.
    await expect(dialog).toContainText('Para llamar al mesero, ingresa a tu cuenta.');
    await dialog.getByRole('link', { name: 'Ingresar' }).click();
    await signInHere(diner, uniqueEmail('mesero'));
    await sitAtTable11(diner, false);

    // Step 0 → 1 (comments on) → 2: the comment is sent and the diner waits for the staff.
    await diner.getByRole('button', { name: 'Llamar al mesero' }).click();
    dialog = diner.getByRole('dialog', { name: 'Llamar al mesero' });
    await expect(dialog).toContainText('Estás en Mesa 11');
    await dialog.getByRole('button', { name: 'Llamar al mesero' }).click();
    const comment = dialog.getByLabel('Comentario para el mesero (opcional)');
    await expect(comment).toHaveAttribute('maxlength', '80');
    await expectAccessible(diner);
    await comment.fill('Sin hielo, por favor');
    await expect(dialog).toContainText('20 de 80 caracteres');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('heading', { name: 'Avisamos al personal' })).toBeVisible();
    const status = dialog.getByTestId('waiter-call-status');
    await expect(status).toHaveText('Esperando que el personal vea tu llamada…');

    // The board hears it live, with the table and the comment, and announces it.
    const waiterCard = callsPanel(staff)
      .getByTestId('waiter-call-card')
      .filter({ hasText: 'Mesa 11 llama al mesero' });
    await expect(waiterCard).toBeVisible();
    await expect(waiterCard).toContainText('Comentario: “Sin hielo, por favor”');
    await expect(waiterCard).toContainText('Sector Terraza');
    await expect(staff.getByTestId('waiter-calls-alert')).toContainText('Mesa 11 llama al mesero');
    await expectAccessible(staff);
    await waiterCard.getByRole('button', { name: 'Atender la llamada de Mesa 11' }).click();
    await expect(waiterCard).toBeHidden();

    // The diner sees the acknowledgement live.
    await expect(status).toHaveText('El mesero va en camino');
    await expect(status).toHaveAttribute('data-acknowledged', 'true');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    // Asking for the bill: step 3, straight away with pay_account.
    await diner.getByRole('button', { name: 'Llamar al mesero' }).click();
    await dialog.getByRole('button', { name: 'Pedir la cuenta' }).click();
    await expect(dialog.getByRole('heading', { name: 'Pediste la cuenta' })).toBeVisible();
    await expect(status).toHaveText('Esperando que el personal vea tu llamada…');
    const billCard = callsPanel(staff)
      .getByTestId('waiter-call-card')
      .filter({ hasText: 'Mesa 11 pide la cuenta' });
    await expect(billCard).toBeVisible();
    await expect(billCard).toHaveAttribute('data-kind', 'bill');
    await billCard.getByRole('button', { name: 'Atender la llamada de Mesa 11' }).click();
    await expect(status).toHaveText('Estamos preparando tu cuenta');

    // A board opened later shows only calls still open: none of these two.
    await staff.reload();
    await expect(callsPanel(staff)).toBeVisible();
    await expect(callsPanel(staff).getByText('Mesa 11', { exact: false })).toHaveCount(0);
  });

  test("without a table read from a QR, the dialog says 'Error de lectura'", async ({ page }) => {
    await page.goto(`${FORESTAL}/menu`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Llamar al mesero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error de lectura' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Vuelve a intentar escanear el código QR de tu mesa.');
  });
});

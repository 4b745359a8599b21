import { expect, test } from '@playwright/test';
import {
  boardCard,
  codeFor,
  expectAccessible,
  placePickupOrder,
  STAFF_EMAIL,
  staffSignIn,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 4, the kitchen's board (spec/3 §4 'Staff gating'; spec/1 §4 statuses): module 5000, the demo account
// cocina@comanda.demo has the kitchen role for restaurant 101 (Pizzería Forestal).

test.describe('staff order board', () => {
  test('a diner without a kitchen role is refused with the server message', async ({ page }) => {
    const email = uniqueEmail('norole');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos del local' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    // Read the outbox once this code is sent (its field shows): the address may hold an older one.
    await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
    await page.getByLabel('Código recibido por correo').fill(await codeFor(page, email));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('No tienes permisos para este módulo');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  });

  test('new orders appear live; every move reaches the diner live; cancelling asks first', async ({
    page: staff,
    browser,
  }) => {
    test.setTimeout(60_000);
    await staffSignIn(staff, STAFF_EMAIL);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(
      'Pedidos del local · Pizzería Forestal',
    );
    await expect(staff.getByText('En vivo: los pedidos nuevos aparecen sin recargar.')).toBeVisible();
    await staff.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    // A diner orders in another browser: the order shows up on the open board.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    const orderId = await placePickupOrder(diner, uniqueEmail('board'), 'Bruschetta de tomate');
    const card = boardCard(staff, orderId);
    await expect(card).toBeVisible();
    await expect(card).toContainText('1× Bruschetta de tomate');
    await expect(card).toContainText('Ana Pérez');
    await expect(card.getByTestId('staff-status')).toHaveText('Por confirmar');
    await expectAccessible(staff);

    const step = async (button: string, staffStatus: string, dinerStatus: string, kitchen?: string) => {
      await card.getByRole('button', { name: button, exact: true }).click();
      await expect(card.getByTestId('staff-status')).toHaveText(staffStatus);
      await expect(diner.getByTestId('order-status')).toHaveText(dinerStatus);
      if (kitchen) await expect(diner.getByTestId('order-kitchen')).toHaveText(kitchen);
    };
    await step('Confirmar', 'Confirmado', 'Confirmado');
    await step('Preparar', 'En preparación', 'En preparación', 'Preparando');
    await step('Listo', 'En preparación · Listo para entregar', 'En preparación', 'Listo');
    await card.getByRole('button', { name: 'Marcar pagado' }).click();
    await expect(diner.getByTestId('order-payment')).toHaveText('Pago recibido');
    await expect(diner.getByTestId('order-total-label')).toHaveText('Total pagado');
    await step('Entregar', 'Terminado', 'Terminado', 'Entregado');
    // Finished: no move is left, only the recall (issue 13 item 2).
    await expect(
      card.getByRole('button', {
        name: /^(Confirmar|Preparar|Listo|Entregar|Marcar pagado|Cancelar pedido)$/,
      }),
    ).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Ver pedido' })).toBeVisible();

    // A second order is cancelled by the restaurant, after a confirmation.
    const second = await placePickupOrder(diner, null, 'Tiramisú');
    const secondCard = boardCard(staff, second);
    await expect(secondCard).toBeVisible();
    await secondCard.getByRole('button', { name: 'Cancelar pedido' }).click();
    const ask = staff.getByRole('alertdialog');
    await expect(ask).toContainText('¿Cancelar el pedido');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(secondCard.getByTestId('staff-status')).toHaveText('Por confirmar');
    await secondCard.getByRole('button', { name: 'Cancelar pedido' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(secondCard.getByTestId('staff-status')).toHaveText('Cancelado');
    await expect(diner.getByTestId('order-status')).toHaveText('Cancelado por el local');
    expect(await staff.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await dinerContext.close();
  });
});

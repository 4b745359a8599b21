import { expect, type Page, test } from '@playwright/test';
import {
  boardCard,
  expectAccessible,
  placePickupOrder,
  staffSignIn,
  startCardPickup,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 4, changes to an order after it is placed, seen live by the diner:
// - spec/1 §4 'Delivery / kitchen sub-status' (kitchen-line 170 cancelled; 'Hay Productos anulados' advising
//   to check the total) and §8 'Cancelled products': the kitchen cancels one product line;
// - spec/1 §4 'Pay later', 'Payment status sp', §7 'Pay redirect', §8 'Payment' ('Pago no realizado.'):
//   after a declined payment the diner pays again through a new attempt.

/** A mark on the window: it survives only if the page is never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

test.describe('order changes, live', () => {
  test('the kitchen cancels one product line; the diner sees it "Anulado" and "Hay Productos anulados" live, total kept', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const orderId = await placePickupOrder(page, uniqueEmail('line'), ['Agua mineral', 'Tiramisú']);
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByText('Hay Productos anulados')).toHaveCount(0);
    const total = (await page.getByTestId('order-total').textContent()) ?? '';
    expect(total).toMatch(/^\$\d/);
    await markPage(page);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staffSignIn(staff);
    const card = boardCard(staff, orderId);
    await expect(card).toContainText('1× Tiramisú');
    // Asked first; 'No' changes nothing.
    await card.getByRole('button', { name: 'Anular 1× Tiramisú' }).click();
    const ask = staff.getByRole('alertdialog');
    await expect(ask).toContainText('¿Anular 1× Tiramisú del pedido');
    await expect(ask).toContainText('el total del pedido no cambia');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(card.locator('[data-testid="staff-line"][data-cancelled="true"]')).toHaveCount(0);
    await card.getByRole('button', { name: 'Anular 1× Tiramisú' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Sí, anular' }).click();
    const cancelledLine = card.locator('[data-testid="staff-line"][data-cancelled="true"]');
    await expect(cancelledLine).toHaveCount(1);
    await expect(cancelledLine).toContainText('1× Tiramisú');
    await expect(cancelledLine).toContainText('Anulado');
    // That line offers nothing more; the other line still can be cancelled; the order is still to confirm.
    await expect(card.getByRole('button', { name: 'Anular 1× Tiramisú' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Anular 1× Agua mineral' })).toBeVisible();
    await expect(card.getByTestId('staff-status')).toHaveText('Por confirmar');
    await expectAccessible(staff);

    // The diner's open page changes by itself: the warning, the line's label, the same total.
    const warning = detail.getByRole('alert').filter({ hasText: 'Hay Productos anulados' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Revisa el total de tu pedido.');
    const line = detail.locator('li[data-cancelled="true"]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Tiramisú');
    await expect(line).toContainText('Anulado');
    await expect(detail.locator('li[data-cancelled="false"]')).toContainText('Agua mineral');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByTestId('order-status')).toHaveText('Esperando confirmación');
    expect(await stillSamePage(page)).toBe(true);
    await expectAccessible(page);
    await staffContext.close();
  });

  test('a declined online payment is paid again through a new attempt; the order page follows it live', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await startCardPickup(page, uniqueEmail('repay'), 'Tiramisú', '+56 9 5555 3333');
    const firstAttempt = page.url();
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText('Pago no realizado.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al pedido' }).click();
    await expect(page).toHaveURL(/\/order\/[\w-]+$/);
    const orderUrl = page.url();
    await expect(page.getByTestId('order-payment')).toHaveText('Pago no realizado');
    await expect(page.getByTestId('order-detail').getByRole('alert')).toHaveText('Pago no realizado.');
    const payNow = page.getByRole('link', { name: 'Pagar ahora' });
    await expect(payNow).toBeVisible();

    // A second tab keeps the order page open: it must follow every step without a reload.
    const watcher = await context.newPage();
    await watcher.goto(orderUrl);
    await expect(watcher.getByTestId('order-payment')).toHaveText('Pago no realizado');
    await markPage(watcher);

    await payNow.click();
    await expect(page).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/);
    const secondAttempt = page.url();
    expect(new URL(secondAttempt).searchParams.get('idpr')).not.toBe(
      new URL(firstAttempt).searchParams.get('idpr'),
    );
    // Opening the new page: payment in progress, awaiting payment (-22), live on the other tab.
    await expect(watcher.getByTestId('order-payment')).toHaveText('Pago en proceso');
    await expect(watcher.getByTestId('order-status')).toHaveText('Esperando pago');

    // The declined attempt can never be approved again, neither by its page nor by its form.
    const old = await context.newPage();
    await old.goto(firstAttempt);
    await expect(old.getByRole('heading', { name: 'Pago no realizado.' })).toBeVisible();
    await expect(old.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
    await old.close();
    const forged = await page.request.post(`${firstAttempt}&d=approve`, { maxRedirects: 0 });
    expect(forged.status()).toBe(303);
    await expect(watcher.getByTestId('order-payment')).toHaveText('Pago en proceso');

    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByTestId('order-payment')).toHaveText('Pago recibido');
    await expect(page.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);

    await expect(watcher.getByTestId('order-payment')).toHaveText('Pago recibido');
    await expect(watcher.getByTestId('order-total-label')).toHaveText('Total pagado');
    await expect(watcher.getByTestId('order-status')).toHaveText('Esperando confirmación');
    await expect(watcher.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);
    expect(await stillSamePage(watcher)).toBe(true);
    await expectAccessible(watcher);
  });
});

import { expect, test } from '@playwright/test';
import {
  addProduct,
  confirmButton,
  expectAccessible,
  FORESTAL_MENU,
  goToCheckout,
  notice,
  signInHere,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 15 item 3: the flow after saving (spec/1 §4 'Order saving' 3–5, 'Cancellation'), on a phone and a desktop.
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`after saving (${size})`, () => {
    test.use({ viewport });

    test('an order on receipt: processing, received, tab 1; cancelling closes it, reloads and announces', async ({
      page,
    }) => {
      await page.goto(FORESTAL_MENU);
      await addProduct(page, 'Agua mineral');
      if (size === 'phone') await page.getByRole('button', { name: /^Ver pedido/ }).click();
      await goToCheckout(page);
      await signInHere(page, uniqueEmail(`flujo-${size}`));
      await page.getByLabel('Retiro en local').check();
      await page.getByLabel(/^Teléfono/).fill('+56 9 4444 1111');
      await page.getByLabel('Pago al recibir').check();
      await page.getByLabel('Acepto los términos y condiciones').check();
      await expect(notice(page)).toBeHidden();
      await confirmButton(page).click();

      const processing = page.getByTestId('processing');
      await expect(processing.getByText('¡Pedido recibido!')).toBeVisible();
      await expect(processing.getByTestId('processed-message')).toHaveText(
        'Tu pedido fue enviado al local. Pagas al retirarlo; te avisamos cuando esté listo.',
      );
      await page.screenshot({ path: test.info().outputPath(`received-${size}.png`) });
      // The view goes to tab 1, the orders in progress, with the new order.
      await expect(page).toHaveURL(/\/l\/cartc$/);
      await expect(page.getByRole('link', { name: 'En curso' })).toHaveAttribute('aria-current', 'page');
      const card = page.getByTestId('order-card').first();
      await expect(card).toContainText('Esperando confirmación');
      await expectAccessible(page);

      await card.getByRole('link', { name: 'Ver pedido' }).click();
      await expect(page).toHaveURL(/\/order\/[\w-]{16}$/);
      const orderId = page.url().split('/order/')[1] ?? '';
      await page.getByRole('button', { name: 'Cancelar pedido' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar' }).click();
      // The detail closes: back at tab 1, reloaded, and the cancellation announced.
      await expect(page).toHaveURL(/\/l\/cartc$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Tu pedido en Pizzería Forestal fue cancelado.' }),
      ).toBeVisible();
      await expect(page.locator(`a[href$="/order/${orderId}"]`)).toHaveCount(0);

      // A cancelled order never asks for payment.
      await page.getByRole('link', { name: 'Historial' }).click();
      await page.locator(`a[href$="/order/${orderId}"]`).click();
      await expect(page.getByTestId('order-status')).toHaveText('Cancelado por ti');
      await expect(page.getByTestId('order-payment')).toHaveText('Sin cobro: pedido cancelado');
      await expect(page.getByTestId('order-total-label')).toHaveText('Total');
      await expect(page.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`cancelled-${size}.png`), fullPage: true });
      await expectAccessible(page);
    });

    test("a prepaid order: never 'received' before paid, the provider's button after 7 s, received once paid", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(FORESTAL_MENU);
      await addProduct(page, 'Tiramisú');
      if (size === 'phone') await page.getByRole('button', { name: /^Ver pedido/ }).click();
      await goToCheckout(page);
      await signInHere(page, uniqueEmail(`prepago-${size}`));
      await page.getByLabel('Retiro en local').check();
      await page.getByLabel(/^Teléfono/).fill('+56 9 4444 2222');
      await page.getByLabel('Tarjeta', { exact: true }).check();
      await page.getByRole('group', { name: 'Propina' }).getByRole('button', { name: 'Sin propina' }).click();
      await page.getByLabel('Acepto los términos y condiciones').check();
      // The provider's page answers nothing to show (204): the browser stays on the redirect view.
      let held = true;
      await page.route('**/pay/mw/payments/paypayment**', async (route) => {
        if (held) await route.fulfill({ status: 204 });
        else await route.continue();
      });
      const started = Date.now();
      await confirmButton(page).click();

      const redirect = page.getByTestId('payment-redirect');
      await expect(redirect.getByRole('heading', { name: 'Completa el pago' })).toBeVisible();
      await expect(redirect).toContainText(
        'Completa el pago para que el local reciba tu pedido; luego lo retiras en el local.',
      );
      await expect(page.getByText('¡Pedido recibido!')).toHaveCount(0);
      const button = redirect.getByRole('link', { name: 'Pagar con Tarjeta' });
      await expect(button).toBeHidden();
      await expect(button).toBeVisible({ timeout: 12_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(6_500);
      await expect(button.locator('svg[data-provider="5011"]')).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`provider-button-${size}.png`) });
      await expectAccessible(page);

      held = false;
      await button.click();
      // The provider's page is a diner screen too: no serious axe violation ('Aprobar' was 4.21:1, issue 15).
      await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Aprobar' }).click();
      await expect(page).toHaveURL(/\/order\/[\w-]{16}$/);
      await expect(page.getByTestId('order-received')).toContainText('¡Pedido recibido!');
      await expect(page.getByTestId('order-received')).toContainText(
        'Pago recibido: tu pedido fue enviado al local.',
      );
      await expect(page.getByTestId('order-payment')).toHaveText('Pago recibido');
      // Paid and awaiting confirmation: no cancel button, and why.
      await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
      await expect(page.getByTestId('order-no-cancel')).toContainText('Este pedido ya está pagado');
      await page.screenshot({ path: test.info().outputPath(`paid-${size}.png`), fullPage: true });
      await expectAccessible(page);
    });
  });
}

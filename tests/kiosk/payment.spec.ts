import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { invoke, newDeviceName, PIZZERIA, pairDevice, screenPath } from './kiosk-device.ts';
import { orderPizzaUpToPayment } from './kiosk-flow.ts';

// axe-core is injected as an inline script, which the renderer's CSP forbids (as it should).
test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });
test.setTimeout(90_000);

type Listed = { tickets: { lines: string[]; complete: boolean }[] };

const noSeriousViolations = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

/** A paired device walks the flow up to SelectPaymentMethod with a pizza. */
async function orderUpToPayment(page: Page, prefix: string): Promise<string> {
  const device = newDeviceName(prefix);
  await pairDevice(page.request, device, PIZZERIA);
  await orderPizzaUpToPayment(page, {
    path: `/kiosk/?device=${device}`,
    table: '3',
    name: 'Ana',
    email: 'ana@correo.cl',
  });
  return device;
}

test('cash at the desk: received at once, the ticket reaches the printer once, back to Welcome', async ({
  page,
}) => {
  const device = await orderUpToPayment(page, 'cash');
  await page.getByRole('button', { name: 'Pagar en caja' }).click();

  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 15_000 });
  // Not paid yet: the diner pays at the counter with the number (issue 12 item 3).
  await expect(page.getByRole('heading', { name: 'Paga en caja' })).toBeVisible();
  await expect(page.getByText('Pago recibido. Tu pizza ya entra al horno.')).toHaveCount(0);
  // adte is off for this venue: 'printed' starts true (spec/3 §4).
  await expect(page.getByRole('button', { name: 'Volver al menú principal' })).toBeVisible();
  const number = (await page.locator('.payment-received-number strong').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);
  await noSeriousViolations(page);
  await page.screenshot({ path: screenPath('payment-received') });
  expect(await invoke(page.request, device, 'cart.get')).toBeNull();

  // The server's outbox jobs, printed over TCP to the virtual printer: exactly one copy of the diner's
  // receipt, and one kitchen ticket ('COCINA', issue 13 item 1: cash at the desk is paid on receipt, so the
  // order reaches the kitchen as it is saved), whichever device of the venue claimed it.
  const ticketsOfOrder = async (kitchen: boolean) => {
    const listed = (await (await page.request.get('/printer/tickets.json')).json()) as { data: Listed };
    // Numbers count per restaurant and day: another restaurant's ticket may carry the same one.
    return listed.data.tickets.filter(
      (t) =>
        t.complete &&
        t.lines.some((l) => l.includes('Pizzería Forestal')) &&
        t.lines.some((l) => l.startsWith('COCINA')) === kitchen &&
        t.lines.some((l) => l.includes(`APP-${number}`) || l === `#${number}`),
    ).length;
  };
  await expect.poll(() => ticketsOfOrder(false), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => ticketsOfOrder(true), { timeout: 20_000 }).toBeGreaterThan(0);

  // Welcome after 20 s (spec/3 §9 'Times').
  await expect(page).toHaveURL(/#\/KioskWelcome$/, { timeout: 30_000 });
  expect(await ticketsOfOrder(false)).toBe(1);
  expect(await ticketsOfOrder(true)).toBe(1);
});

test('a card payment approved by the sandbox terminal goes to PaymentReceived', async ({ page }) => {
  const device = await orderUpToPayment(page, 'card-ok');
  await invoke(page.request, device, 'dev.cardTerminal', { mode: 'approve' });
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  await expect(page).toHaveURL(/#\/PayOrder\/5025$/);
  await expect(page.getByText('Sigue las instrucciones del terminal de pago.')).toBeVisible();
  await expect(page.getByText('$11.900')).toBeVisible();
  await noSeriousViolations(page);
  await page.screenshot({ path: screenPath('pay-order-card') });
  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '¡Pago recibido!' })).toBeVisible();
});

test('a declined card: the payment error after 2.5 s, back to methods or cancel the order', async ({
  page,
}) => {
  const device = await orderUpToPayment(page, 'card-no');
  await invoke(page.request, device, 'dev.cardTerminal', { mode: 'decline' });
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  await expect(page.getByText('Sigue las instrucciones del terminal de pago.')).toBeVisible();
  const charging = Date.now();

  await expect(page).toHaveURL(/#\/KioskError\/payment$/, { timeout: 15_000 });
  // The terminal answers after 0.8 s; the error screen waits 2.5 s more.
  expect(Date.now() - charging).toBeGreaterThanOrEqual(2500);
  await expect(page.getByText('Hubo en error en el procesamiento del pedido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a medios de pago' })).toBeVisible();
  await noSeriousViolations(page);

  // Back to the methods keeps the same order: a retry with the card finds it again.
  await page.getByRole('button', { name: 'Volver a medios de pago' }).click();
  await expect(page).toHaveURL(/#\/SelectPaymentMethod$/);
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  await expect(page).toHaveURL(/#\/KioskError\/payment$/, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  expect(await invoke(page.request, device, 'cart.get')).toBeNull();
});

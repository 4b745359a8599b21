import { expect, test } from '@playwright/test';
import { invoke } from './kiosk-device.ts';
import { orderPizzaUpToPayment } from './kiosk-flow.ts';

/** The browser host's name for the totem at /kiosk/ (packages/kiosk-device browser-host.ts). */
const DEFAULT_DEVICE = 'default';

// Issue 10 item 2: the totem `npm start` runs at /kiosk/ (the webServer runs the same entry, npm run demo)
// is a real device of the first demo restaurant with a kiosk configuration, its token issued by the
// server: a newcomer orders with no pairing, and the ticket comes out at /printer.
test.use({ viewport: { width: 1080, height: 1920 } });
test.setTimeout(90_000);

test('the demo totem places a cash order without pairing, and its ticket shows at /printer', async ({
  page,
}) => {
  await orderPizzaUpToPayment(page, { path: '/kiosk/', table: '5', name: 'Nueva', email: 'nueva@correo.cl' });
  await page.getByRole('button', { name: 'Pagar en caja' }).click();

  // Saved at the platform with the device token (an empty or forged token is refused there).
  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 15_000 });
  const number = (await page.locator('.payment-received-number strong').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);

  // The server's ticket job, printed by the totem over TCP to the demo's virtual printer.
  await page.goto('/printer');
  const ticket = page.locator('pre.text').filter({ hasText: new RegExp(`(APP-|#)${number}\\b`) });
  await expect(async () => {
    await page.reload();
    await expect(ticket.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('the demo totem pays by card (the sandbox terminal approves), and its receipt says it was paid', async ({
  page,
}) => {
  await orderPizzaUpToPayment(page, {
    path: '/kiosk/',
    table: '6',
    name: 'Tarjeta',
    email: 'tarjeta@correo.cl',
  });
  await invoke(page.request, DEFAULT_DEVICE, 'dev.cardTerminal', { mode: 'approve' });
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click();
  await expect(page).toHaveURL(/#\/PaymentReceived$/, { timeout: 20_000 });
  const number = (await page.locator('.payment-received-number strong').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);

  // The diner's receipt, printed by the demo totem: the amount paid and the method.
  const receipt = async () => {
    const listed = (await (await page.request.get('/printer/tickets.json')).json()) as {
      data: { tickets: { lines: string[]; complete: boolean }[] };
    };
    return listed.data.tickets.find((t) => t.complete && t.lines.some((l) => l.includes(`APP-${number}`)));
  };
  await expect.poll(receipt, { timeout: 20_000 }).toBeTruthy();
  const lines = (await receipt())!.lines;
  expect(lines.some((l) => /^Pagado\s+\$\d/.test(l.trim()))).toBe(true);
  expect(lines.some((l) => l.startsWith('Pago: Tarjeta'))).toBe(true);
});

import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { newDeviceName, PIZZERIA, pairDevice, technicianToken } from './kiosk-device.ts';

// Issue 13 item 3, availability by dispatch type at the totem: a product offered only to eat here is not on the
// menu of a diner who chose take away, and is on the menu of one who chose to eat here.
test.setTimeout(90_000);

const run = randomBytes(3).toString('hex');
const EAT_HERE_ONLY = {
  ip: `e2e-kx-sopa-${run}`,
  np: `Sopa del día ${run}`,
  pm: 2900,
  jp: ['003'],
  tipos: [5],
};

/** From the welcome screen to the product menu with an order type (and a locator where the totem asks one). */
async function startOrder(page: Page, type: 'Para llevar' | 'Comer aquí') {
  await page.getByRole('button', { name: 'Toca para comenzar' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: type }).click();
  await expect(page).toHaveURL(/#\/(OrderTable|ProductMenu)$/);
  if (page.url().endsWith('/OrderTable')) {
    const keypad = page.getByRole('group', { name: 'Teclado numérico' });
    await keypad.getByRole('button', { name: '7', exact: true }).click();
    await keypad.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page).toHaveURL(/#\/ProductMenu$/);
  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('button', { name: 'Entradas' })
    .click();
}

test('a product offered only to eat here is on the totem’s eat-here menu, not on its take-away menu', async ({
  page,
}) => {
  const token = await technicianToken(page.request);
  const saved = await page.request.post('/srv/backoffice/product', {
    headers: { authorization: `Bearer ${token}` },
    data: { ir: PIZZERIA.ir, product: { ...EAT_HERE_ONLY, sort: `9${EAT_HERE_ONLY.ip}` } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    const device = newDeviceName('tipos');
    await page.setViewportSize({ width: 1080, height: 1920 });
    await pairDevice(page.request, device, PIZZERIA);
    const card = page.getByRole('listitem').filter({ hasText: EAT_HERE_ONLY.np });

    await page.goto(`/kiosk/?device=${device}`);
    await startOrder(page, 'Para llevar');
    await expect(page.getByRole('listitem').filter({ hasText: 'Bruschetta' }).first()).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByRole('button', { name: /Volver al inicio/ }).click();
    await startOrder(page, 'Comer aquí');
    await expect(card).toBeVisible();
  } finally {
    await page.request.post('/srv/backoffice/delete', {
      headers: { authorization: `Bearer ${token}` },
      data: { ir: PIZZERIA.ir, kind: 'product', id: EAT_HERE_ONLY.ip },
    });
  }
});

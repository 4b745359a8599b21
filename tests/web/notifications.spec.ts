import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  boardCard,
  expectAccessible,
  FORESTAL_MENU,
  placePickupOrder,
  staffSignIn,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 15 item 6 (spec/1 §8, spec/3 §2 and §8): one notification system with the spec's times and the
// 5 s dedupe, and the bell counting each unread status change, on a phone and on a desktop.

/** Pizzería Forestal's promotion without choices to make (resources/demo). */
const PROMO = 'Promo dúo de pastas';

const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Nothing on the page is wider than the screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    // What sticks out, to say so when it fails.
    wider: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
      .slice(0, 5),
  }));
  expect(widths.page, widths.wider.join(', ')).toBeLessThanOrEqual(widths.screen);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`notifications (${size} ${viewport.width}×${viewport.height})`, () => {
    test('each status change the kitchen makes rings the bell; its panel lists them and fits the screen', async ({
      page,
      browser,
    }) => {
      // The order is placed at desktop width (the phone's checkout has its own tests), then seen at this size.
      const orderId = await placePickupOrder(page, uniqueEmail(`bell-${size}`));
      await page.setViewportSize(viewport);
      await expect(page.getByTestId('order-status')).toHaveText('Esperando confirmación');
      await expect(page.getByTestId('bell-badge')).toHaveCount(0);

      const staffContext = await browser.newContext();
      const staff = await staffContext.newPage();
      await staffSignIn(staff);
      await boardCard(staff, orderId).getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
      await expect(page.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
      await boardCard(staff, orderId).getByRole('button', { name: 'Preparar' }).click();
      await expect(page.getByTestId('order-status')).toHaveText('En preparación');
      // Two changes of one order: two unread, not one order.
      await expect(page.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeVisible();
      await expect(page.getByTestId('bell-badge')).toHaveText('2');
      await staffContext.close();

      await page.getByTestId('bell').click();
      const panel = page.getByRole('region', { name: 'Notificaciones' });
      const items = panel.getByTestId('bell-item');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText('Pizzería Forestal');
      await expect(items.nth(0)).toContainText('En preparación');
      await expect(items.nth(0)).toContainText('Preparando');
      await expect(items.nth(1)).toContainText('Confirmado');
      await expect(items.nth(0)).toContainText(/Pedido N° \d+/);
      await expect(items.nth(0).locator('time')).toHaveText(/hace (1 minuto|\d+ minutos) · \d{2}:\d{2}/);
      // Opening read them: the badge is gone.
      await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
      await expect(page.getByTestId('bell-badge')).toHaveCount(0);

      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`bell-${size}.png`) });

      // A reload keeps them read.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
      await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    });

    test('a refusal repeated within 5 s shows once, as an alert that can be dismissed', async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(FORESTAL_MENU);
      // A promotion goes once per order (spec/1 §9 'promotion product limit 1').
      await addProduct(page, PROMO);
      // 'Agregado a tu pedido' is a polite status.
      await expect(page.getByRole('status').filter({ hasText: 'Agregado a tu pedido' })).toBeVisible();

      // A second one is refused, with the slow error's 10 s (spec/3 §8); pressed again at once, the same
      // words within 5 s are dropped (spec/1 §8 'Duplicate notifications').
      await page.locator('.menu__sections').getByRole('button', { name: PROMO, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: PROMO });
      const add = dialog.getByRole('button', { name: /^Agregar \$/ });
      const refusal = dialog
        .getByRole('alert')
        .filter({ hasText: 'Puedes pedir como máximo 1 de este producto' });
      await add.click();
      await expect(refusal).toHaveCount(1);
      await add.click();
      await add.click();
      // The repeats were handled (the button is free again) and dropped.
      await expect(add).toBeEnabled();
      await page.waitForTimeout(300);
      await expect(refusal).toHaveCount(1);
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`refusal-${size}.png`) });

      // Dismissed, it goes at once.
      await refusal.getByRole('button', { name: 'Cerrar' }).click();
      await expect(refusal).toHaveCount(0);
    });
  });
}

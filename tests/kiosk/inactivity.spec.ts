import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { invoke, newDeviceName, PIZZERIA, pairDevice, screenPath } from './kiosk-device.ts';

test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });

// The watchdog's clock runs 20× faster on this device only (dev.timeScale, refused in production):
// the modal at 150 s becomes 7.5 s, the reset at 180 s becomes 9 s.
const SCALE = 20;

test('inactivity: the modal counts down, continue keeps the order, then the reset clears it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const device = newDeviceName('idle');
  await pairDevice(page.request, device, PIZZERIA);
  await invoke(page.request, device, 'dev.timeScale', { scale: SCALE });

  await page.goto(`/kiosk/?device=${device}#/ProductMenu`);
  await page.getByRole('button', { name: 'Tiramisú', exact: true }).click();
  await page.getByRole('button', { name: /^Agregar al pedido/ }).click();
  await expect(page).toHaveURL(/#\/ProductMenu$/);

  const modal = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  // Real time while the modal is inspected: at 20× the reset is 1.5 s away, less than axe may take.
  await invoke(page.request, device, 'dev.timeScale', { scale: 1 });
  await expect(modal).toContainText(/Tu pedido se cancelará en \d+ segundos/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('inactivity-modal') });
  await modal.getByRole('button', { name: 'Sí, continuar' }).click();
  await expect(modal).toBeHidden();
  expect(await invoke(page.request, device, 'cart.get')).not.toBeNull();
  await invoke(page.request, device, 'dev.timeScale', { scale: SCALE });

  // Nobody touches it again: reset at 180 s (scaled) — cart gone, back to Welcome after a reload.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/#\/KioskWelcome$/, { timeout: 15_000 });
  expect(await invoke(page.request, device, 'cart.get')).toBeNull();
});

test('inactivity on a portal kiosk returns to the restaurant chooser', async ({ page }) => {
  test.setTimeout(60_000);
  const device = newDeviceName('idle-portal');
  await pairDevice(page.request, device, { portal: 'patio-santiago' });
  await invoke(page.request, device, 'dev.timeScale', { scale: 60 });
  await page.goto(`/kiosk/?device=${device}`);
  await page.getByRole('button', { name: /Pizzería Forestal/ }).click();
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  await page.getByRole('button', { name: 'Toca para comenzar' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL(/#\/OrderType$/);
  await expect(page).toHaveURL(/#\/SelectRestaurant$/, { timeout: 15_000 });
});

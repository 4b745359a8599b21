import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { invoke, newDeviceName, pairDevice, screenPath } from './kiosk-device.ts';

test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });

test('a portal kiosk lists its restaurants and opens the chosen one', async ({ page }) => {
  const device = newDeviceName('portal');
  await pairDevice(page.request, device, { portal: 'patio-santiago' });
  expect(await invoke(page.request, device, 'device.identity')).toBeNull();
  expect(await invoke(page.request, device, 'device.portal')).toMatchObject({ idPortal: 'patio-santiago' });

  await page.goto(`/kiosk/?device=${device}`);
  await expect(page).toHaveURL(/#\/SelectRestaurant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patio Santiago' })).toBeVisible();
  // Only restaurants with a kiosk configuration can sell here (Sánguches del Mapocho has none).
  await expect(page.getByRole('button', { name: /Pizzería Forestal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mapocho/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('select-restaurant') });

  await page.getByRole('button', { name: /Pizzería Forestal/ }).click();
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible({
    timeout: 10_000,
  });
  await page.screenshot({ path: screenPath('welcome-portal') });
});

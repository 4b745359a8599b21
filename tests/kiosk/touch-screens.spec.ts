import { expect, type Page, test } from '@playwright/test';
import { invoke, newDeviceName, PIZZERIA, pairDevice } from './kiosk-device.ts';
import { checkScreen, TOTEM_SIZES, type TotemSize } from './touch.ts';

// Issue 12 item 5, the rest of the totem's screens (touch.spec.ts walks the order): pairing, the
// portal's restaurant list, every error screen, /testPrint and the inactivity modal, in es and en at 1080×1920 and 1920×1080 —
// axe without serious or critical violations, no character that needs an emoji font, nothing wider
// than the screen, and a screenshot of each.
// axe-core is injected as an inline script, which the renderer's CSP forbids (as it should).
test.use({ bypassCSP: true, hasTouch: true });
test.setTimeout(120_000);

const ERRORS = ['payment', 'shift', 'others', 'inactive', 'notAvailable'] as const;
const ENGLISH = 'English';

/** Opens a screen of the running renderer as the app does, keeping the diner's language. */
async function openScreen(page: Page, hash: string, heading: string) {
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
}

for (const size of Object.keys(TOTEM_SIZES) as TotemSize[]) {
  test.describe(`a ${size} totem`, () => {
    test.use({ viewport: TOTEM_SIZES[size] });

    for (const lang of ['es', 'en'] as const) {
      const en = lang === 'en';

      test(`pairing and the portal's restaurant list in ${lang}`, async ({ page }) => {
        const shot = (screen: string) => checkScreen(page, `${size}-${lang}-${screen}`);
        await page.goto(`/kiosk/?device=${newDeviceName(`touch-pair-${size}`)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Emparejar este totem' })).toBeVisible({
          timeout: 15_000,
        });
        if (en) await page.getByRole('button', { name: ENGLISH }).tap();
        await expect(
          page.getByRole('heading', { name: en ? 'Pair this kiosk' : 'Emparejar este totem' }),
        ).toBeVisible();
        await shot('profile-login');

        const portal = newDeviceName(`touch-portal-${size}`);
        await pairDevice(page.request, portal, { portal: 'patio-santiago' });
        await page.goto(`/kiosk/?device=${portal}`);
        await expect(page.getByRole('button', { name: /Pizzería Forestal/ })).toBeVisible({
          timeout: 15_000,
        });
        if (en) await page.getByRole('button', { name: ENGLISH }).tap();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await shot('select-restaurant');
      });

      test(`the error screens, /testPrint and the inactivity modal in ${lang}`, async ({ page }) => {
        const shot = (screen: string) => checkScreen(page, `${size}-${lang}-${screen}`);
        const device = newDeviceName(`touch-errors-${size}`);
        await pairDevice(page.request, device, PIZZERIA);
        await page.goto(`/kiosk/?device=${device}`);
        await expect(page.getByRole('button', { name: 'Toca para comenzar' })).toBeVisible({
          timeout: 15_000,
        });
        if (en) await page.getByRole('button', { name: ENGLISH }).tap();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);

        const titles = {
          payment: 'Error',
          shift: en ? 'Shift problem' : 'Problemas con el turno',
          others: 'Error',
          inactive: en ? 'Restaurant not available' : 'Restaurante no disponible',
          notAvailable: en ? 'Device not available' : 'Dispositivo no disponible',
        };
        for (const error of ERRORS) {
          await openScreen(page, `#/KioskError/${error}`, titles[error]);
          await shot(`kiosk-error-${error}`);
        }
        await openScreen(page, '#/testPrint', en ? 'Printer test' : 'Prueba de impresora');
        await expect(page.getByTestId('printer-status')).toBeVisible();
        await shot('test-print');

        // The inactivity modal over the menu: the device's clock 20× faster until it shows (7.5 s),
        // then real time again while axe looks at it (dev.timeScale, as inactivity.spec.ts does).
        await page.evaluate(() => {
          window.location.hash = '#/ProductMenu';
        });
        await expect(
          page.getByRole('button', { name: en ? 'Cancel order' : 'Cancelar pedido' }),
        ).toBeVisible();
        await invoke(page.request, device, 'dev.timeScale', { scale: 20 });
        const modal = page.getByRole('alertdialog', { name: en ? 'Are you still there?' : '¿Sigues ahí?' });
        await expect(modal).toBeVisible({ timeout: 15_000 });
        await invoke(page.request, device, 'dev.timeScale', { scale: 1 });
        await shot('inactivity-modal');
      });
    }
  });
}

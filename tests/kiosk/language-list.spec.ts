import { expect, test } from '@playwright/test';
import { newDeviceName, PIZZERIA, pairDevice } from './kiosk-device.ts';

// spec/2 §4: the totem's switch offers the languages the platform lists for the kiosk module, as the device
// hands them over (platform.languages, its own test covers the platform call); the embedded es/en when the
// device cannot get the list.
test.use({ viewport: { width: 1080, height: 1920 } });

const LANGUAGES_CHANNEL = '**/kiosk-host/invoke/platform.languages';

async function openTotem(page: import('@playwright/test').Page, name: string) {
  const device = newDeviceName(name);
  await pairDevice(page.request, device, PIZZERIA);
  await page.goto(`/kiosk/?device=${device}`);
  await expect(page.getByRole('button', { name: 'Toca para comenzar' })).toBeVisible({ timeout: 15_000 });
}

test("the totem's switch shows the platform's languages, named as it names them", async ({ page }) => {
  await page.route(LANGUAGES_CHANNEL, (route) =>
    route.fulfill({
      json: {
        ok: true,
        data: [
          { ix: 'es', nati: 'Castellano', pr: 100, ac: true },
          { ix: 'en', nati: 'English (US)', pr: 99, ac: true },
          { ix: 'fr', nati: 'Français', pr: 98, ac: true },
        ],
      },
    }),
  );
  await openTotem(page, 'langs');
  const languages = page.getByRole('group', { name: 'Idioma' });
  await expect(languages.getByRole('button', { name: 'English (US)' })).toBeVisible();
  await expect(languages.getByRole('button')).toHaveText(['Castellano', 'English (US)']);
  await languages.getByRole('button', { name: 'English (US)' }).click();
  await expect(page.getByRole('button', { name: 'Touch to start' })).toBeVisible();
});

test('the real device hands over the platform list: Español and English', async ({ page }) => {
  const listed = page.waitForResponse(LANGUAGES_CHANNEL);
  await openTotem(page, 'langs-real');
  expect((await (await listed).json()).data).toEqual([
    { ix: 'es', nati: 'Español', pr: 100, ac: true },
    { ix: 'en', nati: 'English', pr: 99, ac: true },
  ]);
  await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button')).toHaveText([
    'Español',
    'English',
  ]);
});

test('without the list the totem offers the embedded Spanish and English', async ({ page }) => {
  await page.route(LANGUAGES_CHANNEL, (route) =>
    route.fulfill({ json: { ok: false, error: { code: 'network', message: 'sin red' } } }),
  );
  await openTotem(page, 'langs-none');
  await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button')).toHaveText([
    'Español',
    'English',
  ]);
});

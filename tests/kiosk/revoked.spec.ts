import { expect, test } from '@playwright/test';
import { invoke, newDeviceName, PIZZERIA, pairDevice, technicianToken } from './kiosk-device.ts';

// Issue 12 item 1: a totem whose device is revoked learns it within a minute, idle on Welcome, and shows
// the pairing screen — not at its next reload.
test.use({ viewport: { width: 1080, height: 1920 } });
test.setTimeout(120_000);

test('a revoked totem shows the pairing screen within a minute, without a touch', async ({ page }) => {
  const device = newDeviceName('revoked');
  await pairDevice(page.request, device, PIZZERIA);
  const identity = await invoke<{ iu: string }>(page.request, device, 'device.identity');
  await page.goto(`/kiosk/?device=${device}`);
  await expect(page.getByRole('button', { name: 'Toca para comenzar' })).toBeVisible({ timeout: 15_000 });

  const revoke = await page.request.post('/srv/kiosk/revoke', {
    headers: { authorization: `Bearer ${await technicianToken(page.request)}` },
    data: { id: identity.iu },
  });
  expect(revoke.ok(), await revoke.text()).toBe(true);
  const revokedAt = Date.now();

  await expect(page).toHaveURL(/#\/ProfileLogin$/, { timeout: 60_000 });
  expect(Date.now() - revokedAt).toBeLessThan(60_000);
  // The device forgot the restaurant: it asks for a new code to be paired again.
  expect(await invoke(page.request, device, 'device.identity')).toBeNull();
});

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { newDeviceName } from './kiosk-device.ts';

test.use({ viewport: { width: 1080, height: 1920 } });

// A totem whose device store was damaged (a disk fault, a power cut on a file system without ordered writes)
// still opens: it shows its pairing code, and the damaged file is kept for a technician (issue 12 item 7).
test('a totem with a damaged device store asks to be paired again, and keeps the damaged file aside', async ({
  page,
}) => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const device = newDeviceName('damaged');
  // The folder browser mode keeps this totem's files in (apps/server/src/dev/main.ts, browser-host.ts).
  const folder = join(dataDir, 'kiosk-browser', 'devices', device);
  mkdirSync(folder, { recursive: true });
  const damaged = '{"KIOUSER": {"ir": "r1", "il": "l1", "nm": "Totem", "to": "tok';
  writeFileSync(join(folder, 'device-store.json'), damaged);

  await page.goto(`/kiosk/?device=${device}`);
  await expect(page).toHaveURL(/#\/ProfileLogin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emparejar este totem' })).toBeVisible();
  // Pairing starts with the technician's new PIN (issue 12 item 6), typed twice; then the code shows.
  const keypad = page.getByRole('group', { name: 'Teclado numérico' });
  for (const _entry of ['choose', 'repeat']) {
    for (const digit of '2468') await keypad.getByRole('button', { name: digit, exact: true }).click();
    await keypad.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page.locator('.pairing-code [aria-hidden="true"]')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, {
    timeout: 10_000,
  });

  const aside = readdirSync(folder).filter((name) => name.startsWith('device-store.json.corrupt-'));
  expect(aside).toHaveLength(1);
  expect(readFileSync(join(folder, aside[0] ?? ''), 'utf8')).toBe(damaged);
  // The new store holds nothing of the damaged one.
  const store = join(folder, 'device-store.json');
  if (existsSync(store)) expect(readFileSync(store, 'utf8')).not.toContain('KIOUSER');
});

import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import {
  invoke,
  newDeviceName,
  PIZZERIA,
  pairDevice,
  screenPath,
  TEST_PIN,
  technicianToken,
} from './kiosk-device.ts';

// axe-core is injected as an inline script, which the renderer's CSP forbids (as it should).
test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });

type Listed = { tickets: { lines: string[]; complete: boolean; columns: number }[] };

/** The hidden gesture (issue 12 item 6): five quick taps in the top-left corner. */
async function fiveCornerTaps(page: Page) {
  for (let i = 0; i < 5; i++) await page.mouse.click(24, 24);
}

async function typePin(page: Page, pin: string) {
  const keypad = page.getByRole('group', { name: 'Teclado numérico' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Confirmar' }).click();
}

test('five taps in the corner and the PIN open the technician menu; its test print reaches /printer at 80 mm in pesos', async ({
  page,
}) => {
  const device = newDeviceName('tech');
  await pairDevice(page.request, device, { ...PIZZERIA, nm: 'Totem técnico' });
  await page.goto(`/kiosk/?device=${device}#/KioskWelcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible({
    timeout: 10_000,
  });

  await fiveCornerTaps(page);
  await expect(page).toHaveURL(/#\/technician$/);
  await expect(page.getByRole('heading', { name: 'PIN de técnico' })).toBeVisible();
  await typePin(page, '1111');
  await expect(page.getByRole('alert')).toHaveText('PIN incorrecto. Te quedan 4 intentos.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('technician-pin') });
  await typePin(page, TEST_PIN);

  await expect(page.getByRole('heading', { level: 1, name: 'Menú de técnico' })).toBeVisible();
  const about = page.getByTestId('technician-about');
  await expect(about).toContainText(/Versión de la app\s*\d+\.\d+\.\d+ \(browser\)/);
  await expect(about).toContainText('Totem técnico');
  await expect(about).toContainText('Pizzería Forestal · 101');
  await expect(page.getByTestId('printer-status')).toContainText('Conectada');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('technician-menu'), fullPage: true });

  await page.getByRole('radio', { name: '80 mm (48 columnas)' }).check();
  await page.getByRole('button', { name: 'Imprimir ticket de prueba' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket de prueba impreso.' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByText('Texto del ticket').click();
  const text = (await page.locator('.test-print-preview pre').textContent()) ?? '';
  const stamp = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.endsWith('America/Santiago'));
  expect(stamp).toBeTruthy();
  await page.screenshot({ path: screenPath('technician-menu-printed'), fullPage: true });

  // The same paper on the demo's printer page: 48 columns, the restaurant's pesos.
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get('/printer/tickets.json')).json()) as { data: Listed };
      const ticket = listed.data.tickets.find((t) => t.complete && t.lines.includes(stamp ?? ''));
      return ticket && { columns: ticket.columns, total: ticket.lines.find((l) => l.startsWith('TOTAL')) };
    })
    .toEqual({ columns: 48, total: expect.stringMatching(/^TOTAL\s+\$9\.500$/) });
  expect(await (await page.request.get('/printer')).text()).toContain('48 columnas');

  // Closing locks the menu again: the gesture asks for the PIN anew.
  await page.getByRole('button', { name: 'Cerrar menú de técnico' }).click();
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  expect(await invoke(page.request, device, 'technician.status')).toMatchObject({ open: false });
});

test('/staff/kiosks shows the demo totem’s recent last contact, and revoking a totem sends it to pairing', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const device = newDeviceName('revoke');
  const name = `Totem ${device.slice(-8)}`;
  await pairDevice(page.request, device, { ...PIZZERIA, nm: name });
  const { iu } = await invoke<{ iu: string }>(page.request, device, 'device.identity');
  await page.goto(`/kiosk/?device=${device}#/KioskWelcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzería Forestal' })).toBeVisible({
    timeout: 10_000,
  });

  // The technician is signed in (sign-in itself has its own test in pairing.spec.ts).
  const token = await technicianToken(page.request);
  const staff = await context.newPage();
  await staff.addInitScript((t) => sessionStorage.setItem('comanda.staff.token', t), token);
  await staff.goto('/staff/kiosks');
  const devices = staff.getByRole('region', { name: 'Dispositivos del local' });
  await expect(devices).toBeVisible();
  await devices.getByLabel('Local').selectOption({ label: 'Pizzería Forestal · 101' });

  // The demo totem of npm start reports every 30 s: its last contact is seconds old.
  const demo = staff.locator('li[data-device="kio-demo-browser"]');
  await expect(demo).toContainText(/Último contacto\s*hace \d{1,2} s/, { timeout: 40_000 });
  await expect(demo).toContainText(/Versión\s*\d+\.\d+\.\d+/);
  await expect(demo).toContainText('Conectada');
  const mine = staff.locator(`li[data-device="${iu}"]`);
  await expect(mine).toContainText(/hace \d{1,2} s/, { timeout: 15_000 });
  await expect(mine).toContainText('Activo');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await staff.screenshot({ path: screenPath('staff-kiosks-devices'), fullPage: true });

  await mine.getByRole('button', { name: `Revocar ${name}` }).click();
  await mine.getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(staff.getByRole('status')).toContainText(`«${name}» quedó revocado.`);
  await expect(mine).toContainText('Revocado');

  // The totem learns it at its next report (within 30 s) and goes back to pairing, which asks for a new PIN.
  await expect(page).toHaveURL(/#\/ProfileLogin$/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Elige el PIN de técnico' })).toBeVisible();
  expect(await invoke(page.request, device, 'device.identity')).toBeNull();
});

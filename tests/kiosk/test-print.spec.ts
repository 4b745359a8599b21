import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { newDeviceName, PIZZERIA, pairDevice, screenPath } from './kiosk-device.ts';

// axe-core is injected as an inline script, which the renderer's CSP forbids (as it should).
test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });

type Listed = {
  address: string | null;
  tickets: { lines: string[]; qr: string[]; complete: boolean; columns: number }[];
};

/**
 * spec/3 §2 /testPrint in browser mode: the device service prints over real TCP to the server's virtual
 * printer (the e2e server starts it on a free port; the browser host hands its address to every device
 * in place of printerConfig.tbpip), the screen shows the preview decoded from the bytes sent, and the
 * same ticket appears on the server's /printer page.
 */
test('a technician prints the test ticket, sees its preview and the printer status', async ({ page }) => {
  const device = newDeviceName('print');
  await pairDevice(page.request, device, PIZZERIA);
  const printer = (await (await page.request.get('/printer/tickets.json')).json()) as { data: Listed };
  expect(printer.data.address).toMatch(/^tcp:\/\/127\.0\.0\.1:\d+$/);

  await page.goto(`/kiosk/?device=${device}#/testPrint`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de impresora' })).toBeVisible();
  const status = page.getByTestId('printer-status');
  await expect(status).toContainText(printer.data.address ?? '');
  await expect(status).toContainText('Conectada');

  // 58 mm paper: the ticket is laid out in 32 columns (issue 12 item 6).
  await page.getByRole('radio', { name: '58 mm (32 columnas)' }).check();
  await page.getByRole('button', { name: 'Imprimir ticket de prueba' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket de prueba impreso.' })).toBeVisible({
    timeout: 15_000,
  });
  const preview = page.getByRole('figure', { name: 'Vista previa del ticket (lo que sale en el papel)' });
  await expect(preview.locator('.symbol.qr svg')).toBeVisible();
  await expect(preview.locator('.symbol.pdf417 svg')).toBeVisible();
  // Double width on 32 columns: the title takes two lines.
  await expect(preview).toContainText('PRUEBA DE');
  await expect(preview).toContainText('IMPRESIÓN');
  await expect(preview).toContainText('á é í ó ú ü ñ Ñ ¿? ¡! €');
  await expect(status).toContainText('Con papel');
  await expect(status).toContainText('Ninguno');

  // The time printed is the restaurant's (Santiago), not the server's; with the kiosk's name it identifies
  // this ticket among those other tests print.
  await page.getByText('Texto del ticket').click();
  const text = (await page.locator('.test-print-preview pre').textContent()) ?? '';
  // 58 mm is narrow: the zone wraps onto the line below the date and time.
  const stamp = text
    .split('\n')
    .find((line) => /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/.test(line.trim()))
    ?.trim();
  expect(stamp).toBeTruthy();
  expect(text).toContain(`${stamp}\nAmerica/Santiago`);
  // The sample prices in the restaurant's money: Chilean pesos, no cents.
  expect(text).toMatch(/TOTAL\s+\$9\.500/);
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get('/printer/tickets.json')).json()) as { data: Listed };
      return listed.data.tickets.find(
        (t) => t.complete && t.lines.some((l) => l.trim() === stamp) && t.qr.length === 1,
      )?.columns;
    })
    .toBe(32);
  const paper = await page.request.get('/printer');
  expect(await paper.text()).toContain(stamp ?? '');

  // Targets a finger can hit, everything labelled.
  for (const name of ['Imprimir ticket de prueba', 'Actualizar estado', 'Volver']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('test-print'), fullPage: true });
});

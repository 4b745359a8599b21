import { readFileSync } from 'node:fs';
import { formatMoney, type TSalesReport, ZSalesReport } from '@comanda/domain';
import { expect, type Page, test } from '@playwright/test';
import { codeFor, expectAccessible, placePickupOrder, uniqueEmail } from './checkout-helpers.ts';

// Issue 13 item 4: a manager reads the day's report at closing. tecnico@comanda.demo has an admin-module
// (9000) row for every venue; the server tests cover a manager's row of one venue. Other specs order at the same pizzeria meanwhile, so the page's figures
// are compared with the report the API answers at the same moment, and this test's own order is looked for.

const MANAGER = 'tecnico@comanda.demo';
const FORESTAL = 'cmdDemoSantiagoPizza00001-1';
const CLP = {
  code: 'CLP',
  symbol: '$',
  symbolPosition: 'before',
  decimalSeparator: ',',
  decimals: 0,
  thousandsSeparator: '.',
} as const;

/** A calendar day around now, 'YYYY-MM-DD' (UTC's; the range below is wide enough for Santiago's). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signInAsManager(page: Page) {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.goto('/staff/reports');
    await page.getByLabel('Correo electrónico').fill(MANAGER);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    // Read the outbox once this code is sent (its field shows): the address may hold an older one.
    await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
    await page.getByLabel('Código recibido por correo').fill(await codeFor(page, MANAGER));
    await page.getByRole('button', { name: 'Entrar' }).click();
    const signedIn = await Promise.race([
      page
        .getByRole('button', { name: 'Cerrar sesión' })
        .waitFor()
        .then(() => true),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => false),
    ]);
    if (signedIn) return;
  }
  throw new Error(`${MANAGER} could not sign in to /staff/reports`);
}

/** The report the API answers now, with the page's own session. */
async function apiReport(page: Page, from: string, to: string): Promise<TSalesReport> {
  const token = await page.evaluate(() => sessionStorage.getItem('comanda.staff.token'));
  const res = await page.request.get(`/srv/staff/reports/sales?irl=${FORESTAL}&from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ZSalesReport.parse((await res.json()).data);
}

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] dd`);

test('a manager signs in, sees the day’s orders in the report and downloads its CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A diner orders at the pizzeria, paying on receipt.
  const dinerContext = await browser.newContext();
  const orderId = await placePickupOrder(await dinerContext.newPage(), uniqueEmail('report'), 'Agua mineral');
  await dinerContext.close();

  // The staff pages link to the report.
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Informe de ventas' }).click();
  await expect(page).toHaveURL(/\/staff\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de ventas' })).toBeVisible();
  await expectAccessible(page);
  await signInAsManager(page);

  const from = dayFromNow(-1);
  const to = dayFromNow(1);
  await expect(page.getByLabel('Local')).toContainText('Pizzería Forestal');
  await page.getByLabel('Local').selectOption(FORESTAL);
  await page.getByLabel('Desde').fill(from);
  await page.getByLabel('Hasta').fill(to);

  // The page shows what the API sums, read again until no other spec's order lands in between.
  await expect(async () => {
    await page.getByRole('button', { name: 'Ver informe' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Pizzería Forestal');
    const report = await apiReport(page, from, to);
    await expect(figure(page, 'orders')).toHaveText(String(report.totals.orders), { timeout: 2_000 });
    await expect(figure(page, 'revenue')).toHaveText(formatMoney(report.totals.revenue, CLP), {
      timeout: 2_000,
    });
    await expect(figure(page, 'cancelled')).toHaveText(String(report.totals.cancelled), { timeout: 2_000 });
    await expect(figure(page, 'outstanding')).toHaveText(String(report.totals.outstanding), {
      timeout: 2_000,
    });
    await expect(figure(page, 'outstandingAmount')).toHaveText(
      formatMoney(report.totals.outstandingAmount, CLP),
      { timeout: 2_000 },
    );
    await expect(figure(page, 'expired')).toHaveText(String(report.totals.expired), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const report = await apiReport(page, from, to);
  expect(report.totals.orders).toBeGreaterThanOrEqual(1);
  // This test's order, paid on receipt and not handed over yet, is money still to collect, not revenue.
  expect(report.totals.outstanding).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Por cobrar', { exact: true }).first()).toBeVisible();

  // This test's order is in: a web order paid on receipt, in this hour of Santiago's clock.
  const webRow = page.locator('[data-table="reports-by-channel"] [data-row="web"]');
  await expect(webRow.locator('th')).toHaveText('Web');
  await expect(page.locator('[data-table="reports-by-payment"] [data-row="0"]')).toBeVisible();
  const hourHere = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Santiago',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const bar = page.locator(`.reports-chart [data-hour="${hourHere}"]`);
  expect(Number(await bar.getAttribute('data-orders'))).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('img', { name: /Pedidos por hora/ })).toBeVisible();
  expect(orderId).not.toBe('');
  await expectAccessible(page);

  // The CSV: the file a spreadsheet opens, named after the venue and the days.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`informe-ventas-101-${from}-${to}.csv`);
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Sección,Detalle,Pedidos,Ingresos (CLP),Propinas (CLP),Descuentos (CLP),Por cobrar,Monto por cobrar (CLP),' +
      'Anulaciones,Monto anulado (CLP),Anulados por tiempo,Monto anulado por tiempo (CLP)',
  );
  expect(lines[1]).toMatch(new RegExp(`^Total,${from} – ${to}(,\\d+){10}$`));
  expect(Number(lines[1]!.split(',')[2])).toBeGreaterThanOrEqual(report.totals.orders);
  expect(lines.some((l) => l.startsWith('Canal,Web,'))).toBe(true);
  expect(lines.filter((l) => l.startsWith('Hora,'))).toHaveLength(24);

  // A range that ends before it starts is refused with the server's words, and no report is shown.
  await page.getByLabel('Desde').fill(to);
  await page.getByLabel('Hasta').fill(from);
  await page.getByRole('button', { name: 'Ver informe' }).click();
  await expect(page.getByRole('alert')).toContainText('La fecha final no puede ser anterior a la inicial');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);

  // On a phone the tables scroll inside their own regions: the page itself is never wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Desde').fill(from);
  await page.getByLabel('Hasta').fill(to);
  await page.getByRole('button', { name: 'Ver informe' }).click();
  await expect(figure(page, 'orders')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});

test('the report page in English on a phone: readable, accessible, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff/reports');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

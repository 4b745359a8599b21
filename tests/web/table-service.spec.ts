import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminHeaders, adminPost, inviteManager, managerSignIn } from './back-office-helpers.ts';

// Table service in the back office (issue 14; spec/1 §4 selfatpay, spec/2 §4 guests, spec/1 §2 screen 1's
// call-waiter button), followed as a manager would. It changes a venue's settings for a while, so it runs in the
// 'venue-settings' project, after the specs that order at the demo venues (playwright.config.ts).
const ARENAL = { ir: 'cmdDemoMadridTaberna000201', table: '/r/es/taberna-del-arenal/201/checkin/4' };

async function tableServiceOf(request: APIRequestContext): Promise<Record<string, number | boolean>> {
  const res = await request.get(`/srv/backoffice/settings?ir=${ARENAL.ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { tableService: Record<string, number | boolean> } }).data
    .tableService;
}

const saveTableService = (request: APIRequestContext, tableService: object) =>
  adminPost(request, '/srv/backoffice/settings/table-service', { ir: ARENAL.ir, tableService });

test('a manager turns on the call-waiter bell in table service and a diner at a table finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const original = await tableServiceOf(page.request);
  const email = await inviteManager(
    page.request,
    ARENAL.ir,
    `gerente-${randomBytes(4).toString('hex')}@example.com`,
  );
  const diner = await (await browser.newContext()).newPage();
  try {
    // Before: the Taberna shows no call-waiter button at its tables.
    await diner.goto(ARENAL.table);
    await expect(diner.getByTestId('checkin-bar')).toContainText('4');
    await expect(diner.getByTestId('call-waiter')).toHaveCount(0);

    await managerSignIn(page, email);
    const section = page.getByRole('region', { name: 'Servicio en mesa' });
    // The Taberna lets diners pay at the table when they like (selfatpay 2, spec/1 §4).
    await expect(section.getByLabel('Pago de los pedidos en la mesa')).toHaveValue('2');
    await section.getByLabel('Campana para llamar al mesero').check();
    await section.getByRole('button', { name: 'Guardar · Servicio en mesa' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
    expect((await tableServiceOf(page.request)).callWaiterIcon).toBe(true);

    await diner.reload();
    await expect(diner.getByRole('button', { name: 'Llamar al mesero' })).toBeVisible();
  } finally {
    await diner.context().close();
    await saveTableService(page.request, original);
  }
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminHeaders, adminPost } from './back-office-helpers.ts';
import { codeFor, expectAccessible, signInHere, uniqueEmail } from './checkout-helpers.ts';

// Issue 14 item 4; spec/1 §5 'Table and sector selectors appear only when self-at-table is off and the
// ask-for-table flag is on (sector "ZB." means all tables)': at Sánguches del Mapocho, which takes no orders at
// the table, a diner calls the waiter from the menu by picking their sector and table, and the venue's board
// hears the call for that table. The spec gives the Mapocho tables and the call-waiter settings for a while, so
// it runs with the venue-changing specs, alone (playwright.config.ts).
const MAPOCHO = { ir: 'cmdDemoSantiagoSanguche0002', menu: '/r/cl/sanguches-del-mapocho/102/menu' };
const MANAGER_EMAIL = 'encargada@comanda.demo';
const TABLES = [
  { id: '1', nm: 'Mesa 1', sector: 'Terraza' },
  { id: '2', nm: 'Mesa 2', sector: 'Salón' },
  { id: '3', nm: 'Barra 3', sector: 'Salón' },
];

type Settings = { tables: object[]; tableService: Record<string, unknown> };
async function settingsOf(request: APIRequestContext): Promise<Settings> {
  const res = await request.get(`/srv/backoffice/settings?ir=${MAPOCHO.ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Settings }).data;
}
const saveSettings = async (request: APIRequestContext, { tables, tableService }: Settings) => {
  await adminPost(request, '/srv/backoffice/settings/tables', { ir: MAPOCHO.ir, tables });
  await adminPost(request, '/srv/backoffice/settings/table-service', { ir: MAPOCHO.ir, tableService });
};

test('off check-in, a diner picks sector and table to call the waiter; the board hears that table', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(120_000);
  const original = await settingsOf(staff.request);
  const diner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  try {
    await saveSettings(staff.request, {
      tables: TABLES,
      tableService: { ...original.tableService, callWaiterFooter: true, callWaiterAskTable: true },
    });

    // The venue's manager opens Mapocho's board.
    await staff.goto('/staff');
    await staff.getByLabel('Correo electrónico').fill(MANAGER_EMAIL);
    await staff.getByRole('button', { name: 'Enviar código' }).click();
    await expect(staff.getByLabel('Código recibido por correo')).toBeVisible();
    await staff.getByLabel('Código recibido por correo').fill(await codeFor(staff, MANAGER_EMAIL));
    await staff.getByRole('button', { name: 'Entrar' }).click();
    await staff
      .getByRole('region', { name: 'Elige el local' })
      .getByRole('button', { name: 'Sánguches del Mapocho' })
      .click();
    const calls = staff.getByTestId('waiter-calls');
    await expect(calls).toBeVisible();

    // A signed-in diner on the menu, with no table read from a QR.
    await diner.goto('/l/profile');
    await signInHere(diner, uniqueEmail('picker'));
    await diner.goto(MAPOCHO.menu);
    await diner.locator('html[data-live]').waitFor({ state: 'attached' });
    await diner.getByRole('button', { name: 'Llamar al mesero' }).click();
    const dialog = diner.getByRole('dialog', { name: 'Llamar al mesero' });
    const sector = dialog.getByRole('combobox', { name: 'Sector' });
    const table = dialog.getByRole('combobox', { name: 'Mesa' });
    const call = dialog.getByRole('button', { name: 'Llamar al mesero' });
    // Nothing picked: no table offered, nothing to send.
    await expect(sector.locator('option')).toHaveText(['Elige…', 'Todas las mesas', 'Terraza', 'Salón']);
    await expect(table.locator('option')).toHaveText(['Elige…']);
    await expect(call).toBeDisabled();
    // A sector offers its own tables; 'Todas las mesas' (ZB.) every one.
    await sector.selectOption({ label: 'Salón' });
    await expect(table.locator('option')).toHaveText(['Elige…', 'Mesa 2', 'Barra 3']);
    await sector.selectOption({ label: 'Todas las mesas' });
    await expect(table.locator('option')).toHaveText(['Elige…', 'Mesa 1', 'Mesa 2', 'Barra 3']);
    await table.selectOption({ label: 'Barra 3' });
    await expectAccessible(diner);
    await call.click();
    await expect(dialog.getByRole('heading', { name: 'Avisamos al personal' })).toBeVisible();
    const status = dialog.getByTestId('waiter-call-status');
    await expect(status).toHaveText('Esperando que el personal vea tu llamada…');

    // The board hears the table the diner picked, and its sector; acknowledged, the diner sees it live.
    const card = calls.getByTestId('waiter-call-card').filter({ hasText: 'Barra 3' });
    await expect(card).toContainText('Barra 3 llama al mesero');
    await expect(card).toContainText('Sector Salón');
    await card.getByRole('button', { name: 'Atender la llamada de Barra 3' }).click();
    await expect(status).toHaveText('El mesero va en camino');
  } finally {
    await diner.context().close();
    await saveSettings(staff.request, original);
  }
});

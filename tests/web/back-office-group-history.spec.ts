import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { PIZZERIA } from '../kiosk/kiosk-device.ts';
import { adminHeaders, adminPost, inviteManager, managerSignIn } from './back-office-helpers.ts';
import { expectAccessible, FORESTAL_MENU } from './checkout-helpers.ts';

// Issue 13 item 3, the extras-groups screen and the change history, followed as a manager on a phone would
// (360×740): a new group with two extras, a price typed wrong and corrected at its field, the group attached to
// a product in the same save; a diner's product dialog offers it with its prices; the history lists the save
// (one row for group, extras and product together), filtered by kind. Changes the pizzeria's menu: in the
// 'venue-settings' project, and the test's product and group go again at the end whatever happens.
test.setTimeout(150_000);

const run = randomBytes(3).toString('hex');
const PANINO = { ip: `e2e-gh-panino-${run}`, np: `Panino ${run}`, pm: 4000, jp: ['003'] };
const GROUP = `e2e-gh-salsas-${run}`;
const GROUP_NAME = `Salsas ${run}`;
const SCREENS = process.env.BACK_OFFICE_SCREENS_DIR ?? 'test-results/back-office';

/** A manager (module 9000) of the pizzeria, invited by the platform's admin, signed in to the menu's back office. */
async function signInManager(page: Page) {
  const email = await inviteManager(page.request, PIZZERIA.ir, `gerente-gh-${run}@example.com`);
  await managerSignIn(page, email, '/staff/admin/menu');
  await expect(page.getByLabel('Local')).toHaveValue(PIZZERIA.ir);
  return email;
}

/** Nothing wider than the phone's screen. */
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('a manager on a phone builds an extras group with two extras for a product; a diner’s dialog offers it with prices; the history lists the one save', async ({
  page: manager,
  browser,
}) => {
  await manager.setViewportSize({ width: 360, height: 740 });
  await adminPost(manager.request, '/srv/backoffice/product', {
    ir: PIZZERIA.ir,
    product: { ...PANINO, sort: `9${PANINO.ip}` },
  });
  try {
    const email = await signInManager(manager);
    await manager.getByRole('tab', { name: 'Grupos de extras' }).click();
    await manager.getByRole('button', { name: 'Nuevo grupo de extras' }).click();

    const form = manager.locator('form.bo-editor');
    const extras = form.getByRole('group', { name: 'Extras', exact: true });
    await form.getByLabel('Código', { exact: true }).first().fill(GROUP);
    await form.getByLabel('Nombre (español)').first().fill(GROUP_NAME);
    await form.getByLabel('Nombre (inglés)').first().fill(`Sauces ${run}`);
    await form.getByLabel('Mínimo').fill('0');
    await form.getByLabel('Máximo (0: sin límite)').fill('2');
    const first = extras.getByRole('group', { name: 'Extra 1' });
    await first.getByLabel('Código').fill(`${GROUP}-pesto`);
    await first.getByLabel('Nombre (español)').fill('Pesto');
    await first.getByLabel('Precio', { exact: true }).fill('600');
    await extras.getByRole('button', { name: 'Agregar extra' }).click();
    const second = extras.getByRole('group', { name: 'Extra 2' });
    await second.getByLabel('Código').fill(`${GROUP}-picante`);
    await second.getByLabel('Nombre (español)').fill('Salsa picante');
    await second.getByLabel('Precio', { exact: true }).fill('cuatrocientos');
    await form.getByRole('group', { name: 'Productos que ofrecen este grupo' }).getByLabel(PANINO.np).check();

    // A price in words is refused at its field, which takes the focus; the name left empty at its own.
    await first.getByLabel('Nombre (español)').fill('');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const price = second.getByLabel('Precio', { exact: true });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Escribe un precio válido para el extra «Salsa picante»');
    await expect(price).toBeFocused();
    await expect(manager.getByRole('status')).toHaveText('No se guardó: corrige el campo marcado.');
    await price.fill('400');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const name = first.getByLabel('Nombre (español)');
    await expect(name).toHaveAccessibleDescription(/Mínimo 1 caracteres/);
    await expect(name).toBeFocused();
    await fitsThePhone(manager);
    await expectAccessible(manager);
    await manager.screenshot({ path: `${SCREENS}/extras-group-refused-360.png`, fullPage: true });
    await name.fill('Pesto');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(manager.getByRole('status')).toHaveText('Guardado. La carta y los totems ya lo muestran.');
    const row = manager.locator(`[data-group="${GROUP}"]`);
    await expect(row).toContainText(`Lo ofrecen: ${PANINO.np}`);
    await fitsThePhone(manager);

    // A diner opening the panino sees the group with each extra's price.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    await diner.goto(FORESTAL_MENU);
    await diner.locator('html[data-live]').waitFor({ state: 'attached' });
    await diner
      .locator('.menu__sections')
      .getByRole('button', { name: PANINO.np, exact: true })
      .first()
      .click();
    const dialog = diner.getByRole('dialog', { name: PANINO.np });
    const offered = dialog.getByRole('group', { name: new RegExp(GROUP_NAME) });
    await expect(offered).toBeVisible();
    await expect(offered.getByText('Pesto')).toBeVisible();
    await expect(offered.getByText('Salsa picante')).toBeVisible();
    await expect(offered).toContainText(/\$\s?600/);
    await expect(offered).toContainText(/\$\s?400/);
    await dinerContext.close();

    // The history: one row for the whole save (group, extras and the product that offers it), by its author.
    await manager.getByRole('tab', { name: 'Historial' }).click();
    const history = manager.getByRole('tabpanel');
    await history.getByLabel('Tipo de cambio').selectOption({ label: 'Grupo de extras guardado' });
    const saved = history.getByRole('row').filter({ hasText: GROUP });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Grupo de extras guardado');
    await expect(saved).toContainText(email);
    await expect(saved).toContainText('creado');

    // A price changed later shows before → after; a product's save is not of this kind.
    await manager.getByRole('tab', { name: 'Grupos de extras' }).click();
    await row.getByRole('button', { name: `Editar ${GROUP_NAME}` }).click();
    await extras.getByRole('group', { name: 'Extra 2' }).getByLabel('Precio', { exact: true }).fill('450');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(manager.getByRole('status')).toHaveText('Guardado. La carta y los totems ya lo muestran.');
    await manager.getByRole('tab', { name: 'Historial' }).click();
    await history.getByLabel('Tipo de cambio').selectOption({ label: 'Grupo de extras guardado' });
    await expect(history.getByRole('row').filter({ hasText: GROUP })).toHaveCount(2);
    await expect(history.getByRole('row').filter({ hasText: GROUP }).first()).toContainText(
      'Extras · Salsa picante · Precio: $400 → $450',
    );
    await history.getByLabel('Tipo de cambio').selectOption({ label: 'Producto eliminado' });
    await expect(history.getByRole('row').filter({ hasText: GROUP })).toHaveCount(0);
    await fitsThePhone(manager);
    await expectAccessible(manager);
    await manager.screenshot({ path: `${SCREENS}/change-history-360.png`, fullPage: true });
  } finally {
    // The test's product, then its group (once no product offers it), go again.
    const headers = await adminHeaders(manager.request);
    for (const [kind, id] of [
      ['product', PANINO.ip],
      ['extraGroup', GROUP],
    ] as const)
      await manager.request.post('/srv/backoffice/delete', { headers, data: { ir: PIZZERIA.ir, kind, id } });
  }
});

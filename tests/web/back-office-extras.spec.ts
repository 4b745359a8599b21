import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PIZZERIA } from '../kiosk/kiosk-device.ts';
import { adminPost, inviteManager, managerSignIn, markPage, stillSamePage } from './back-office-helpers.ts';
import {
  addProduct,
  confirmButton,
  expectAccessible,
  FORESTAL_MENU,
  goToCheckout,
  notice,
  openSavedOrder,
  signInHere,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 13 item 3's last gaps, followed as people would: a manager builds an extras group in the back office
// and attaches it to a product; a diner's open menu offers it without reloading and the diner orders it. Then
// the manager marks a product 'not for delivery': it leaves the delivery menu live and stays in pickup.
test.setTimeout(150_000);

const run = randomBytes(3).toString('hex');
const FOCACCIA = { ip: `e2e-bx-focaccia-${run}`, np: `Focaccia ${run}`, pm: 3000, jp: ['003'] };
const HELADO = { ip: `e2e-bx-helado-${run}`, np: `Helado ${run}`, pm: 2500, jp: ['004'] };
const GROUP = `e2e-bx-aceite-${run}`;
const SCREENS = process.env.BACK_OFFICE_SCREENS_DIR ?? 'test-results/back-office';

/** A product card of the diner's menu, by its name. */
const card = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a manager builds an extras group and attaches it; an open menu offers it live and a diner orders it; a product not for delivery leaves the delivery menu only', async ({
  page: manager,
  browser,
}) => {
  for (const product of [FOCACCIA, HELADO])
    await adminPost(manager.request, '/srv/backoffice/product', {
      ir: PIZZERIA.ir,
      product: { ...product, sort: `9${product.ip}` },
    });

  // Two diners have the pizzeria's menu open: one will order the focaccia, the other stays on delivery.
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  await diner.goto(FORESTAL_MENU);
  await expect(card(diner, FOCACCIA.np)).toBeVisible();
  await markPage(diner);
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto(FORESTAL_MENU);
  await watcher.locator('html[data-live]').waitFor({ state: 'attached' });
  await watcher.getByRole('button', { name: 'Delivery', exact: true }).click();
  await expect(watcher.getByRole('button', { name: 'Delivery', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(watcher, HELADO.np)).toBeVisible();
  await markPage(watcher);

  // The manager signs in to the menu's back office and opens the extras groups.
  const email = await inviteManager(manager.request, PIZZERIA.ir, `gerente-bx-${run}@example.com`);
  await managerSignIn(manager, email, '/staff/admin/menu');
  await expect(manager.getByLabel('Local')).toHaveValue(PIZZERIA.ir);
  await manager.getByRole('tab', { name: 'Grupos de extras' }).click();
  await manager.getByRole('button', { name: 'Nuevo grupo de extras' }).click();

  const form = manager.locator('form.bo-editor');
  const extras = form.getByRole('group', { name: 'Extras', exact: true });
  await form.getByLabel('Código', { exact: true }).first().fill(GROUP);
  await form.getByLabel('Nombre (español)').first().fill('Aceite');
  await form.getByLabel('Nombre (inglés)').first().fill('Oil');
  await form.getByLabel('Mínimo').fill('3');
  await form.getByLabel('Máximo (0: sin límite)').fill('1');
  const first = extras.getByRole('group', { name: 'Extra 1' });
  await first.getByLabel('Código').fill(`${GROUP}-oliva`);
  await first.getByLabel('Nombre (español)').fill('Aceite de oliva');
  await first.getByLabel('Nombre (inglés)').fill('Olive oil');
  await first.getByLabel('Precio', { exact: true }).fill('500');
  await extras.getByRole('button', { name: 'Agregar extra' }).click();
  const second = extras.getByRole('group', { name: 'Extra 2' });
  await second.getByLabel('Código').fill(`${GROUP}-picante`);
  await second.getByLabel('Nombre (español)').fill('Aceite picante');
  await second.getByLabel('Precio', { exact: true }).fill('700');
  await form.getByRole('group', { name: 'Productos que ofrecen este grupo' }).getByLabel(FOCACCIA.np).check();
  await expectAccessible(manager);
  await manager.screenshot({ path: `${SCREENS}/extras-group-editor-es.png`, fullPage: true });

  // A minimum above the maximum is refused, readably next to the maximum, and nothing changes.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByLabel('Máximo (0: sin límite)')).toHaveAccessibleDescription(
    /El mínimo no puede superar al máximo/,
  );
  await expect(manager.getByRole('status')).toHaveText('No se guardó: corrige el campo marcado.');
  await form.getByLabel('Mínimo').fill('0');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(manager.getByRole('status')).toHaveText('Guardado. La carta y los totems ya lo muestran.');
  const row = manager.locator(`[data-group="${GROUP}"]`);
  await expect(row).toContainText('Aceite');
  await expect(row).toContainText(`Lo ofrecen: ${FOCACCIA.np}`);
  await expectAccessible(manager);

  // Deleting it while the focaccia offers it is refused, naming the product.
  await row.getByRole('button', { name: 'Eliminar Aceite' }).click();
  await expect(manager.getByRole('status')).toContainText(
    `El grupo 'Aceite' lo usan productos (${FOCACCIA.np})`,
  );
  // The same refusal in English, for a manager reading the back office in English.
  await manager.getByRole('button', { name: 'English' }).click();
  await row.getByRole('button', { name: 'Delete Aceite' }).click();
  await expect(manager.getByRole('status')).toContainText(
    `Group 'Aceite' is used by products (${FOCACCIA.np})`,
  );
  await manager.getByRole('button', { name: 'Español' }).click();
  await expect(manager.getByRole('tab', { name: 'Productos' })).toBeVisible();

  // The diner's open menu offers the new extras without a reload; the diner orders the focaccia with one.
  await addProduct(diner, FOCACCIA.np, ['Aceite de oliva']);
  expect(await stillSamePage(diner)).toBe(true);
  await goToCheckout(diner);
  await signInHere(diner, uniqueEmail('extras'));
  await diner.getByLabel('Retiro en local').check();
  await diner.getByLabel(/^Teléfono/).fill('+56 9 1234 5678');
  await diner.getByLabel('Pago al recibir').check();
  await diner.getByLabel('Acepto los términos y condiciones').check();
  await expect(notice(diner)).toBeHidden();
  await confirmButton(diner).click();
  await openSavedOrder(diner);
  await expect(diner.getByText('Aceite de oliva')).toBeVisible();

  // The manager marks the ice cream 'not for delivery'.
  await manager.getByRole('tab', { name: 'Productos' }).click();
  await manager.getByRole('button', { name: `Editar ${HELADO.np}` }).click();
  const types = manager.getByRole('group', { name: 'Disponible para' });
  await expect(types.getByLabel('Delivery')).toBeChecked();
  await types.getByLabel('Delivery').uncheck();
  await manager.locator('form.bo-editor').getByRole('button', { name: 'Guardar' }).click();
  await expect(manager.getByRole('status')).toHaveText('Guardado. La carta y los totems ya lo muestran.');

  // It leaves the open delivery menu live, and is there for pickup.
  await expect(card(watcher, HELADO.np)).toHaveCount(0, { timeout: 10_000 });
  await expect(card(watcher, FOCACCIA.np)).toBeVisible();
  await watcher.getByRole('button', { name: 'Retiro', exact: true }).click();
  await expect(card(watcher, HELADO.np)).toBeVisible();
  expect(await stillSamePage(watcher)).toBe(true);

  // The test's products and group go again (the group once no product offers it).
  for (const [kind, id] of [
    ['product', FOCACCIA.ip],
    ['product', HELADO.ip],
    ['extraGroup', GROUP],
  ] as const)
    await adminPost(manager.request, '/srv/backoffice/delete', { ir: PIZZERIA.ir, kind, id });
  await dinerContext.close();
  await watcherContext.close();
});

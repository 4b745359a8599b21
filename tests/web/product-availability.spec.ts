import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PIZZERIA } from '../kiosk/kiosk-device.ts';
import {
  adminHeaders,
  adminPost,
  inviteManager,
  managerSignIn,
  markPage,
  stillSamePage,
} from './back-office-helpers.ts';
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

// Issue 13 item 3, availability by dispatch type, followed as people would: the pizzeria's manager marks its
// craft beer 'not for delivery' in the back office; a diner's open delivery menu loses it without reloading; the
// diner adds it for pickup, switches to delivery and is told, in the cart and at the checkout, that it is not
// offered for delivery (the confirm button waits); choosing pickup, the order goes. The beer is put back as it
// was in `finally` — this changes a demo venue's catalog, so it runs in the 'venue-settings' project.
test.setTimeout(150_000);

const BEER = { ip: 'fz-cerveza', np: 'Cerveza artesanal' };
const run = randomBytes(3).toString('hex');
const SCREENS = process.env.BACK_OFFICE_SCREENS_DIR ?? 'test-results/back-office';

type ProductDraft = Record<string, unknown> & { ip: string };

/** The beer as the back office holds it now, without its stock fields (a product save does not take them). */
async function beerDraft(request: APIRequestContext): Promise<ProductDraft> {
  const res = await request.get(`/srv/backoffice/menu?ir=${PIZZERIA.ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const products = (await res.json()).data.menu.products as (ProductDraft & object)[];
  const { stock: _s, crinvol: _c, agot: _a, ...draft } = products.find((p) => p.ip === BEER.ip)!;
  return draft as ProductDraft;
}

const saveProduct = (request: APIRequestContext, product: ProductDraft) =>
  adminPost(request, '/srv/backoffice/product', { ir: PIZZERIA.ir, product });

/** A product card of the diner's menu, by its name. */
const card = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The menu's dispatch switch. */
const dispatch = (page: Page, name: 'Delivery' | 'Retiro') =>
  page.locator('.dispatch-switch').getByRole('button', { name: new RegExp(`^${name}`) });

test('a manager marks the beer not for delivery: an open delivery menu loses it live, a delivery checkout holds it, a pickup order takes it', async ({
  page: manager,
  browser,
}) => {
  const original = await beerDraft(manager.request);
  expect(original).not.toHaveProperty('tipos');
  const dinerContext = await browser.newContext();
  try {
    // A diner has the pizzeria's menu open for delivery, the beer on it.
    const diner = await dinerContext.newPage();
    await diner.goto(FORESTAL_MENU);
    await diner.locator('html[data-live]').waitFor({ state: 'attached' });
    await dispatch(diner, 'Delivery').click();
    await expect(dispatch(diner, 'Delivery')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(diner, BEER.np)).toBeVisible();
    await markPage(diner);

    // The manager signs in to the menu's back office and unticks 'Delivery' for the beer.
    const email = await inviteManager(manager.request, PIZZERIA.ir, `gerente-tipos-${run}@example.com`);
    await managerSignIn(manager, email, '/staff/admin/menu');
    await expect(manager.getByLabel('Local')).toHaveValue(PIZZERIA.ir);
    await manager.getByRole('button', { name: `Editar ${BEER.np}` }).click();
    const types = manager.getByRole('group', { name: 'Disponible para' });
    for (const type of ['Delivery', 'Retiro en el local']) await expect(types.getByLabel(type)).toBeChecked();
    await types.getByLabel('Delivery').uncheck();
    await manager.locator('form.bo-editor').getByRole('button', { name: 'Guardar' }).click();
    await expect(manager.getByRole('status')).toHaveText('Guardado. La carta y los totems ya lo muestran.');
    expect((await beerDraft(manager.request)).tipos).not.toContain(2);

    // The open delivery menu loses the beer without a reload; for pickup it is there, and the diner adds it.
    await expect(card(diner, BEER.np)).toHaveCount(0, { timeout: 10_000 });
    expect(await stillSamePage(diner)).toBe(true);
    await dispatch(diner, 'Retiro').click();
    await expect(card(diner, BEER.np)).toBeVisible();
    await addProduct(diner, BEER.np);

    // Back to delivery: the cart says why the beer cannot go.
    await dispatch(diner, 'Delivery').click();
    const cartLine = diner.locator('.cart-line').filter({ hasText: BEER.np });
    await expect(cartLine).toContainText('No se ofrece para delivery');
    await diner.locator('.cart-panel').screenshot({ path: `${SCREENS}/cart-not-offered-es.png` });

    // The delivery checkout holds it, naming it, before anything else.
    await goToCheckout(diner);
    await signInHere(diner, uniqueEmail('tipos'));
    await diner.getByLabel('Delivery', { exact: true }).check();
    await expect(diner.locator('.summary__lines')).toContainText('No se ofrece para delivery');
    await expect(notice(diner)).toHaveText(
      `No se ofrece para delivery: ${BEER.np}. Quítalo del carrito o elige otro tipo de pedido.`,
    );
    await expect(confirmButton(diner)).toBeDisabled();
    await expectAccessible(diner);
    await diner.screenshot({ path: `${SCREENS}/checkout-not-offered-es.png`, fullPage: true });

    // For pickup the same cart goes.
    await diner.getByLabel('Retiro en local').check();
    await expect(diner.locator('.summary__lines')).not.toContainText('No se ofrece');
    await diner.getByLabel(/^Teléfono/).fill('+56 9 1234 5678');
    await diner.getByLabel('Pago al recibir').check();
    await diner.getByLabel('Acepto los términos y condiciones').check();
    await expect(notice(diner)).toBeHidden();
    await confirmButton(diner).click();
    await openSavedOrder(diner);
    await expect(diner.getByText(BEER.np)).toBeVisible();
  } finally {
    // The beer as it was: offered for every type.
    await saveProduct(manager.request, original);
    await dinerContext.close();
  }
  expect(await beerDraft(manager.request)).not.toHaveProperty('tipos');
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

// Issue 3: the product detail and the cart against the real server (fresh database, demo data).
// 101 Pizzería Forestal (delivery and pickup); 102 Sánguches del Mapocho (pickup only).
// Every test starts from an empty browser context, so from an empty cart.

const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';
const MAPOCHO_MENU = '/r/cl/sanguches-del-mapocho/102/menu';

const open = async (page: Page, name: string) => {
  // The server drew the page: tap once the browser has taken it over (apps/web/src/boot.tsx marks
  // <html data-live>); a tap before is held and replayed (menu-ssr.spec.ts), after the app's start-up.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.menu__sections').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
};
const addButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /^(Agregar|Add) \$/ });
const cart = (page: Page) => page.getByRole('region', { name: /^(Tu pedido|Your order)$/ });

test.describe('product detail and cart (desktop)', () => {
  test('a required size blocks the add with a toast, then the pizza goes in', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    const dialog = await open(page, 'Pizza Margarita');
    await expect(dialog.getByRole('radiogroup', { name: /Elige tu tamaño/ })).toContainText('Obligatorio');
    await addButton(page).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Debes agregar extras para continuar' }),
    ).toHaveText('Debes agregar extras para continuar');
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Debes agregar extras para continuar' }),
    ).toBeHidden({
      timeout: 3000,
    });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Mediana (30 cm)').check();
    await expect(addButton(page)).toHaveText('Agregar $11.900');
    await addButton(page).click();
    await expect(dialog).toBeHidden();
    await expect(cart(page)).toContainText('Pizza Margarita');
    await expect(cart(page)).toContainText('Mediana (30 cm)');
    await expect(cart(page).getByTestId('cart-subtotal')).toHaveText('$11.900');
    await expect(cart(page).getByTestId('cart-subtotal')).toHaveAttribute('data-synced', 'true');
    await expect(page.getByRole('button', { name: /Delivery/ })).toContainText('1');
  });

  test('the same plain product twice makes one line; it survives a reload; edit and delete', async ({
    page,
  }) => {
    await page.goto(FORESTAL_MENU);
    for (let i = 0; i < 2; i++) {
      await open(page, 'Agua mineral');
      await addButton(page).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    // The line's quantity is its stepper's value (issue 15 item 4).
    await expect(cart(page).getByRole('status', { name: 'Cantidad de Agua mineral' })).toHaveText('2');
    await expect(cart(page).getByTestId('cart-subtotal')).toHaveText('$3.800');

    await page.reload();
    await expect(cart(page).getByRole('listitem')).toContainText('Agua mineral');
    await expect(cart(page).getByTestId('cart-subtotal')).toHaveText('$3.800');

    // Edit: the detail reopens with the line's values; one more and a comment.
    await cart(page).getByRole('button', { name: 'Editar Agua mineral' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agua mineral' });
    await expect(dialog.getByRole('status', { name: 'Cantidad' })).toHaveText('2');
    await dialog.getByRole('button', { name: 'Agregar uno' }).click();
    await dialog.getByLabel('Comentario').fill('sin gas');
    await dialog.getByRole('button', { name: /^Actualizar/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByRole('status', { name: 'Cantidad de Agua mineral' })).toHaveText('3');
    await expect(cart(page).getByRole('listitem')).toContainText('sin gas');
    await expect(cart(page).getByTestId('cart-subtotal')).toHaveText('$5.700');

    // Delete asks first; cancelling keeps the line.
    await cart(page).getByRole('button', { name: 'Eliminar Agua mineral' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    await cart(page).getByRole('button', { name: 'Eliminar Agua mineral' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(cart(page)).toContainText('Aún no has agregado ningún producto a tu pedido.');
  });

  test("another restaurant's product is refused while the cart holds this one's", async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await open(page, 'Agua mineral');
    await addButton(page).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);

    await page.goto(MAPOCHO_MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Sánguches del Mapocho' })).toBeVisible();
    // Pickup only: the switch offers just pickup.
    await expect(page.getByRole('button', { name: /^Retiro/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Delivery/ })).toHaveCount(0);
    await open(page, 'Empanada de pino');
    await addButton(page).click();
    // The refusal names the other venue and offers to empty its cart (issue 15 item 4); the diner keeps it.
    const other = page.getByRole('alertdialog', { name: 'Hay productos pendientes de otro local' });
    await expect(other).toContainText('Tu pedido tiene productos de Pizzería Forestal.');
    await other.getByRole('button', { name: 'Mantener mi pedido' }).click();
    await expect(other).toBeHidden();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  });

  test('empty the cart with confirmation, then switch to English', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await open(page, 'Tiramisú');
    await addButton(page).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    await cart(page).getByRole('button', { name: 'Vaciar pedido' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Vaciar pedido' }).click();
    await expect(cart(page)).toContainText('Aún no has agregado ningún producto a tu pedido.');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(cart(page)).toContainText("You haven't added any products to your order yet.");
    const dialog = await open(page, 'Margherita pizza');
    await addButton(page).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Add the required extras to continue' }),
    ).toHaveText('Add the required extras to continue');
    await expect(dialog.getByRole('radiogroup', { name: /Choose your size/ })).toContainText('Required');
  });

  test('a stock-limited pizza stops at 5 and a sold-out one cannot be added', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    const dialog = await open(page, 'Pizza Trufa y Hongos');
    await dialog.getByLabel('Individual (22 cm)').check();
    const more = dialog.getByRole('button', { name: 'Agregar uno' });
    for (let i = 0; i < 4; i++) await more.click();
    await expect(dialog.getByRole('status', { name: 'Cantidad' })).toHaveText('5');
    await expect(more).toBeDisabled();
    await addButton(page).click();
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByRole('status', { name: 'Cantidad de Pizza Trufa y Hongos' })).toHaveText(
      '5',
    );

    // Nothing is left for a sixth: the reservation took the stock, so the pizza now reads sold out.
    await page
      .locator('.menu__sections')
      .getByRole('button', { name: 'Pizza Trufa y Hongos', exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Agotado' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    const cheese = await open(page, 'Pizza Cuatro Quesos');
    await expect(cheese.getByRole('button', { name: 'Agotado' })).toBeDisabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the footer shows 'Ver pedido' with count and the server's subtotal", async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await open(page, 'Agua mineral');
    await addButton(page).click();
    const footer = page.getByRole('button', { name: /^Ver pedido: 1 producto, \$1\.900$/ });
    await expect(footer).toBeVisible();
    await footer.click();
    await expect(page.getByRole('dialog', { name: 'Tu pedido' })).toContainText('Agua mineral');
  });
});

test.describe('accessibility with the product detail and the cart open (axe-core)', () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  const severe = async (page: Page) => {
    // Run as code, not added as a <script>: the Content-Security-Policy refuses inline scripts.
    await page.evaluate(readFileSync(axePath, 'utf8'));
    const violations = await page.evaluate(async () => {
      type Violation = { id: string; impact: string | null; nodes: { target: unknown }[] };
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run();
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target),
      }));
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };

  test('menu with the product detail open', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await open(page, 'Pizza Margarita');
    const found = await severe(page);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  test('menu with a cart line (desktop) and the cart drawer (phone)', async ({ page }) => {
    await page.goto(FORESTAL_MENU);
    await open(page, 'Agua mineral');
    await addButton(page).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    let found = await severe(page);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Ver pedido/ }).click();
    await expect(page.getByRole('dialog', { name: 'Tu pedido' })).toBeVisible();
    found = await severe(page);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
});

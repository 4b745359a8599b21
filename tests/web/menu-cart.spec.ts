import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FORESTAL_MENU, MAPOCHO_MENU } from './checkout-helpers.ts';

// Issue 15 item 4: the menu and cart a first diner meets, on a phone and a desktop.
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

const open = async (page: Page, name: string) => {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.menu__sections').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
};
/** The cart: the sidebar on a desktop, the drawer the footer opens on a phone. */
const openCart = async (page: Page, phone: boolean) => {
  if (phone) await page.getByRole('button', { name: /^Ver pedido/ }).click();
  return page.getByRole('region', { name: 'Tu pedido' });
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const phone = size === 'phone';
  test.describe(`menu and cart (${size})`, () => {
    test.use({ viewport });

    test("'Arma tu pizza' opens at its 'Desde' price; radios, the comment's counter, steppers, banners", async ({
      page,
    }) => {
      await page.goto(FORESTAL_MENU);
      // Promotion banners are drawn whole, at their own aspect ratio (the demo's are 800×300).
      const banner = page.locator('.carousel--banners img').first();
      await banner.scrollIntoViewIfNeeded();
      await expect(banner).toBeVisible();
      const ratio = await banner.evaluate((img: HTMLImageElement) => img.clientWidth / img.clientHeight);
      expect(ratio).toBeCloseTo(800 / 300, 1);

      const dialog = await open(page, 'Arma tu pizza');
      await expect(dialog.getByTestId('product-price')).toHaveText('Desde $6.900');
      const base = dialog.getByRole('radiogroup', { name: /Elige la base/ });
      await expect(base.getByRole('radio', { name: /individual/i })).toBeChecked();
      await expect(dialog.getByRole('button', { name: /^Agregar \$/ })).toHaveText('Agregar $6.900');
      // One pick of a single-choice group is a radio: the larger base replaces the smaller one.
      await base.getByRole('radio', { name: /mediana/i }).check();
      await expect(base.getByRole('radio', { name: /individual/i })).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: /^Agregar \$/ })).toHaveText('Agregar $8.900');

      const comment = dialog.getByLabel('Comentario');
      await comment.fill('Bien cocida');
      await expect(dialog.getByTestId('comment-counter')).toHaveText('11 de 200');
      await comment.fill('x'.repeat(250));
      await expect(comment).toHaveValue('x'.repeat(200));
      await expect(dialog.getByTestId('comment-counter')).toHaveText('200 de 200');
      await expect(dialog).toContainText('Hasta 200 caracteres');
      await page.screenshot({ path: test.info().outputPath(`pizza-${size}.png`) });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
      await expect(dialog).toBeHidden();

      const cart = await openCart(page, phone);
      await cart.getByRole('button', { name: 'Agregar una unidad de Arma tu pizza' }).click();
      await expect(cart.getByRole('status', { name: 'Cantidad de Arma tu pizza' })).toHaveText('2');
      await expect(cart.getByTestId('cart-subtotal')).toHaveText('$17.800');
      await expect(cart.getByTestId('cart-subtotal')).toHaveAttribute('data-synced', 'true');
      await cart.getByRole('button', { name: 'Quitar una unidad de Arma tu pizza' }).click();
      await expect(cart.getByTestId('cart-subtotal')).toHaveText('$8.900');
      // Taking the last unit away asks first.
      await cart.getByRole('button', { name: 'Quitar una unidad de Arma tu pizza' }).click();
      const ask = page.getByRole('dialog', { name: '¿Quitar Arma tu pizza de tu pedido?' });
      await expect(ask).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`cart-${size}.png`) });
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await expect(ask).toBeHidden();
      await expectAccessible(page);
    });

    test("another venue's cart is named and may be emptied to add this product", async ({ page }) => {
      await page.goto(FORESTAL_MENU);
      const water = await open(page, 'Agua mineral');
      await water.getByRole('button', { name: /^Agregar \$/ }).click();
      await expect(water).toBeHidden();

      await page.goto(MAPOCHO_MENU);
      await expect(page.getByRole('heading', { level: 1, name: 'Sánguches del Mapocho' })).toBeVisible();
      const empanada = await open(page, 'Empanada de pino');
      await empanada.getByRole('button', { name: /^Agregar \$/ }).click();
      const other = page.getByRole('alertdialog', { name: 'Hay productos pendientes de otro local' });
      await expect(other).toContainText('Tu pedido tiene productos de Pizzería Forestal.');
      await page.screenshot({ path: test.info().outputPath(`other-venue-${size}.png`) });
      await expectAccessible(page);
      await other.getByRole('button', { name: 'Vaciar y agregar este' }).click();
      await expect(other).toBeHidden();
      await expect(empanada).toBeHidden();
      const cart = await openCart(page, phone);
      await expect(cart.getByRole('listitem')).toHaveCount(1);
      await expect(cart).toContainText('Empanada de pino');
      await expect(cart).not.toContainText('Agua mineral');
    });
  });
}

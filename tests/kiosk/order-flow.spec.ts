import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { invoke, newDeviceName, PIZZERIA, pairDevice, screenPath } from './kiosk-device.ts';

test.use({ bypassCSP: true, viewport: { width: 1080, height: 1920 } });
// A long walk through the whole flow, with axe on every screen.
test.setTimeout(90_000);

const shot = (page: Page, name: string) => page.screenshot({ path: screenPath(name) });
const noSeriousViolations = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

test('orders up to SelectPaymentMethod: type, locator, required extras, edit, delete, user data', async ({
  page,
}) => {
  const device = newDeviceName('flow');
  await pairDevice(page.request, device, PIZZERIA);
  await page.goto(`/kiosk/?device=${device}`);
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  await page.getByRole('button', { name: 'Toca para comenzar' }).click({ timeout: 10_000 });

  // orderType 3: the diner chooses.
  await expect(page).toHaveURL(/#\/OrderType$/);
  await noSeriousViolations(page);
  await shot(page, 'order-type');
  await page.getByRole('button', { name: 'Comer aquí' }).click();

  // enable_order_draft_association: the locator keypad, checked against the restaurant's tables.
  await expect(page).toHaveURL(/#\/OrderTable$/);
  await expect(page.getByRole('heading', { name: 'Número de localizador' })).toBeVisible();
  const keypad = page.getByRole('group', { name: 'Teclado numérico' });
  await expect(keypad.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  for (const key of ['9', '9', '9']) await keypad.getByRole('button', { name: key, exact: true }).click();
  await keypad.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mesa no encontrada');
  await noSeriousViolations(page);
  await shot(page, 'order-table');
  for (let i = 0; i < 3; i++) await keypad.getByRole('button', { name: 'Borrar último dígito' }).click();
  await keypad.getByRole('button', { name: '3', exact: true }).click();
  await keypad.getByRole('button', { name: 'Confirmar' }).click();

  // A pizza needs its size: add stays disabled until one is chosen.
  await expect(page).toHaveURL(/#\/ProductMenu$/);
  await page.getByRole('button', { name: 'Pizza Margarita', exact: true }).click();
  await expect(page).toHaveURL(/#\/KioskProduct\/fz-margarita$/);
  const add = page.getByRole('button', { name: /^Agregar al pedido/ });
  await expect(add).toBeDisabled();
  await expect(page.getByRole('group', { name: /Elige tu tamaño/ })).toContainText('Obligatorio');
  await noSeriousViolations(page);
  await shot(page, 'kiosk-product');
  await page.getByRole('checkbox', { name: /Mediana/ }).check();
  await page.getByLabel('Comentario para la cocina').fill('bien cocida');
  await expect(add).toBeEnabled();
  await expect(add).toContainText('$11.900');
  await add.click();

  // A second product, to delete later.
  await expect(page).toHaveURL(/#\/ProductMenu$/);
  await page.getByRole('button', { name: 'Tiramisú', exact: true }).click();
  await page.getByRole('button', { name: /^Agregar al pedido/ }).click();
  await expect(page).toHaveURL(/#\/ProductMenu$/);
  await page.getByRole('button', { name: /Ver pedido/ }).click();

  // No drink in the cart: one last craving?
  await expect(page).toHaveURL(/#\/upselling$/);
  await expect(page.getByRole('heading', { name: '¿Un último antojo?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Limonada/ })).toBeVisible();
  await noSeriousViolations(page);
  await shot(page, 'upselling');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/#\/KioskCart$/);
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('1 × Pizza Margarita');
  await expect(lines.first()).toContainText('Mediana (30 cm)');
  await expect(lines.first()).toContainText('bien cocida');
  // Total by the server's price check: 11.900 + 4.900.
  await expect(page.locator('.cart-total')).toContainText('$16.800');
  await expect(page.getByText('Localizador Mesa 3')).toBeVisible();
  await noSeriousViolations(page);
  await shot(page, 'kiosk-cart');

  // The cart is the device's: a reload (a crashed page) finds it again.
  await page.reload();
  await expect(lines).toHaveCount(2);

  // Edit reopens the product with the line's values.
  await page.getByRole('button', { name: 'Editar Pizza Margarita' }).click();
  await expect(page.getByRole('checkbox', { name: /Mediana/ })).toBeChecked();
  await expect(page.getByLabel('Comentario para la cocina')).toHaveValue('bien cocida');
  await page.getByRole('checkbox', { name: /Familiar/ }).check();
  await expect(page.getByRole('checkbox', { name: /Mediana/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Agregar uno de Pizza Margarita' }).click();
  await page.getByRole('button', { name: /^Guardar cambios/ }).click();
  await expect(page).toHaveURL(/#\/KioskCart$/);
  await expect(lines.first()).toContainText('2 × Pizza Margarita');
  await expect(lines.first()).toContainText('Familiar (38 cm)');
  await expect(lines).toHaveCount(2);

  // Delete after confirmation.
  await page.getByRole('button', { name: 'Eliminar Tiramisú' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Eliminar este producto del pedido?');
  await noSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.locator('.cart-total')).toContainText('$29.800');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // userDataForm with e-mail required.
  await expect(page).toHaveURL(/#\/UserData$/);
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Nombre').fill(' Al ');
  await page.getByLabel('Correo electrónico').fill('ana@');
  await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeDisabled();
  await shot(page, 'user-data');
  await page.getByLabel('Nombre').fill('Ana');
  await page.getByLabel('Correo electrónico').fill('ana@correo.cl');
  await expect(next).toBeEnabled();
  await noSeriousViolations(page);
  await next.click();

  await expect(page).toHaveURL(/#\/SelectPaymentMethod$/);
  await expect(page.getByRole('button', { name: 'Pagar en caja' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeVisible();
  await noSeriousViolations(page);
  await shot(page, 'select-payment');
});

test('cancelling the order empties the cart after confirmation and goes back to Welcome', async ({
  page,
}) => {
  const device = newDeviceName('cancel');
  await pairDevice(page.request, device, PIZZERIA);
  await page.goto(`/kiosk/?device=${device}#/ProductMenu`);
  await page.getByRole('button', { name: 'Tiramisú', exact: true }).click();
  await page.getByRole('button', { name: /^Agregar al pedido/ }).click();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(page).toHaveURL(/#\/KioskWelcome$/);
  expect(await invoke(page.request, device, 'cart.get')).toBeNull();
});

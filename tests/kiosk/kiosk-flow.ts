import { expect, type Page } from '@playwright/test';

/**
 * A diner at the totem of `path` walks the flow of spec/3 §2 up to SelectPaymentMethod: eat here at
 * `table`, a medium Pizza Margarita (its size is a required extra), the cart, name and e-mail.
 */
export async function orderPizzaUpToPayment(
  page: Page,
  { path, table, name, email }: { path: string; table: string; name: string; email: string },
): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Toca para comenzar' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Comer aquí' }).click();
  const keypad = page.getByRole('group', { name: 'Teclado numérico' });
  for (const digit of table) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: 'Pizza Margarita', exact: true }).click();
  await page.getByRole('checkbox', { name: /Mediana/ }).check();
  await page.getByRole('button', { name: /^Agregar al pedido/ }).click();
  await page.getByRole('button', { name: /Ver pedido/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/#\/KioskCart$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/#\/SelectPaymentMethod$/);
}

import { expect, test } from '@playwright/test';
import { inviteManager, managerSignIn } from './back-office-helpers.ts';

// Issue 13 item 3 ('managers type ids' no more): a manager adds products from the back office without inventing
// codes — an empty code is made from the name, a second product of the same name gets its own — and a code
// another product already has is refused in words instead of overwriting that product, which the diner's menu
// shows unchanged.
const TABERNA = { ir: 'cmdDemoMadridTaberna000201' };
const TABERNA_MENU = '/r/es/taberna-del-arenal/201/menu';
const run = Date.now().toString(36);
// A manager of its own: a sign-in code sent to a shared one would void another spec's code sent a moment before.
const MANAGER = `e2e-new-product-${run}@example.com`;
const NAME = `Leche frita ${run}`;
const CODE = `leche-frita-${run}`;

test('new products take their codes from their names; a taken code is refused and overwrites nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await inviteManager(page.request, TABERNA.ir, MANAGER);
  await managerSignIn(page, MANAGER, '/staff/admin/menu');
  await expect(page.getByLabel('Local')).toHaveValue(TABERNA.ir);

  const addProduct = async (name: string, price: string, code = '') => {
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await page.getByLabel('Nombre (español)').fill(name);
    await page.getByLabel('Precio', { exact: true }).fill(price);
    if (code) await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  };

  // The code is left empty: the editor says what it becomes, and the save keeps that.
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await page.getByLabel('Nombre (español)').fill(NAME);
  await expect(page.getByLabel('Código')).toHaveAccessibleDescription(`Si lo dejas vacío: ${CODE}`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await addProduct(NAME, '4,50');
  await expect(page.getByText('Guardado. La carta y los totems ya lo muestran.')).toBeVisible();
  await expect(page.locator(`[data-product="${CODE}"]`)).toContainText('4,50 €');

  // The same name again is another product, with a code of its own.
  await addProduct(NAME, '5,00');
  await expect(page.locator(`[data-product="${CODE}-2"]`)).toContainText('5,00 €');
  await expect(page.locator(`[data-product="${CODE}"]`)).toContainText('4,50 €');

  // A code the first one has: refused in words at the code field, which takes the focus; the editor keeps what
  // was typed.
  await addProduct('Torrija', '3,00', CODE);
  const code = page.getByLabel('Código');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(
    `El código '${CODE}' ya es de '${NAME}': elige otro, o déjalo vacío y se crea a partir del nombre`,
  );
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nombre (español)')).toHaveValue('Torrija');
  // Typing another code takes the refusal off the field.
  await code.fill('torrija-casera');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  // Cancelled, the refusal goes with the editor it was about.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText(`El código '${CODE}' ya es de`)).toHaveCount(0);
  await expect(page.locator(`[data-product="${CODE}"]`)).toContainText(NAME);
  await expect(page.locator(`[data-product="${CODE}"]`)).toContainText('4,50 €');

  // The diner's menu has both, the first one as it was saved.
  const diner = await browser.newPage();
  await diner.goto(TABERNA_MENU);
  const cards = diner.locator('.menu__sections').getByRole('button', { name: NAME, exact: true });
  await expect(cards).toHaveCount(2);
  await expect(diner.locator('.menu__sections')).not.toContainText('Torrija');
  await diner.close();

  // The test's products go again.
  const token = await page.evaluate(() => sessionStorage.getItem('comanda.staff.token'));
  for (const id of [CODE, `${CODE}-2`]) {
    const res = await page.request.post('/srv/backoffice/delete', {
      headers: { authorization: `Bearer ${token}` },
      data: { ir: TABERNA.ir, kind: 'product', id },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, signInHere, uniqueEmail } from './checkout-helpers.ts';

// Issue 16 items 2–3, the way a diner goes: the profile's steps and card, addresses added by search and by
// dragging the pin, verified or out of coverage (the sandbox geocoder, no map tiles), and the profile's
// country changing its phone rules and address labels.

const open = (page: Page) => page.locator('dialog[open]');

async function signInToProfile(page: Page, tag: string) {
  await page.goto('/l/profile');
  await signInHere(page, uniqueEmail(tag), { first: 'Carla', last: 'Soto' });
}

async function addAddressBySearch(page: Page, typed: string, suggestion: string) {
  await page.getByRole('button', { name: '+ Agregar dirección' }).click();
  await open(page).getByRole('button', { name: 'Ingresar la dirección' }).click();
  await open(page).getByRole('searchbox', { name: 'Buscar dirección' }).fill(typed);
  // Debounced 1 s (spec/2 §5), then the platform's suggestions.
  await open(page).getByRole('button', { name: suggestion }).click();
  // The suggestion fills the form when the platform's answer about the place comes: wait for it, not the tap.
  await expect(open(page).getByLabel('Calle y número')).not.toHaveValue('');
  await open(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(open(page).getByRole('heading', { name: 'Confirma la ubicación' })).toBeVisible();
}

async function finish(page: Page, alias: string, expected: RegExp) {
  const dialog = open(page);
  await expect(dialog.getByRole('heading', { name: 'Verifica tu dirección' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await dialog.getByLabel(/^Alias/).fill(alias);
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
}

/** From the map through verification to the last form (each step's heading awaited before its button). */
async function toComplete(page: Page) {
  await expect(open(page).getByRole('heading', { name: 'Confirma la ubicación' })).toBeVisible();
  await open(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(open(page).getByRole('heading', { name: 'Verifica tu dirección' })).toBeVisible();
  await open(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(open(page).getByRole('heading', { name: 'Completa tu dirección' })).toBeVisible();
}

async function savedModal(page: Page, title: string, text: string) {
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toContainText(text);
  await modal.getByRole('button', { name: 'Aceptar' }).click();
  await expect(modal).toBeHidden();
}

async function dragPin(page: Page, pin: Locator, dx: number, dy: number) {
  const box = await pin.boundingBox();
  if (!box) throw new Error('no pin');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the profile card, then addresses by search and by dragging the pin, verified or out of coverage', async ({
      page,
    }, info) => {
      await signInToProfile(page, 'perfil-direcciones');
      // Step 0: the card with the client code's QR, the user id and the e-mail; the step menu.
      const qr = page.getByRole('img', { name: /^Código QR de tu código de cliente [0-9A-F]{10}$/ });
      await expect(qr).toBeVisible();
      await expect(page.getByText(/^ID de usuario: \d+$/)).toBeVisible();
      for (const entry of ['Datos personales', 'Mis direcciones', 'Mis tarjetas', 'Términos y condiciones'])
        await expect(page.getByRole('link', { name: entry })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath('profile-menu.png'), fullPage: true });

      await page.getByRole('link', { name: 'Mis direcciones' }).click();
      await expect(page).toHaveURL(/\/l\/profile\?step=2$/);

      // By search: the suggestion fills street, commune, city and the point.
      await addAddressBySearch(page, 'Irarrazaval 2500', 'Avenida Irarrázaval 2500, Ñuñoa, Santiago, Chile');
      await expect(open(page).locator('.pin-map__pin')).toBeVisible();
      await expect(open(page).getByLabel('Latitud')).toHaveValue('-33.454');
      await expect(open(page).getByText(/Mapa sin imágenes de fondo/)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath('address-map.png') });
      await open(page).getByRole('button', { name: 'Siguiente' }).click();
      await finish(page, 'Casa', /^Dirección validada$/);
      // Step 4: the profile has no phone yet; Next stays off while it is invalid.
      await open(page).getByRole('textbox', { name: 'Teléfono', exact: true }).fill('12345');
      await expect(open(page).getByText('Teléfono inválido')).toBeVisible();
      await expect(open(page).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
      await open(page).getByRole('textbox', { name: 'Teléfono', exact: true }).fill('9 8765 4321');
      await open(page).getByRole('button', { name: 'Siguiente' }).click();
      await savedModal(page, 'Dirección validada', 'Tenemos restaurantes que llegan a tu dirección.');
      const casa = page.getByRole('listitem').filter({ hasText: 'Casa' });
      await expect(casa).toContainText('Con cobertura');

      // By dragging the pin: a street the geocoder does not know opens the map at the city, pin to move.
      await page.getByRole('button', { name: '+ Agregar dirección' }).click();
      await open(page).getByRole('button', { name: 'Ingresar la dirección' }).click();
      await open(page)
        .getByRole('textbox', { name: 'Calle y número', exact: true })
        .fill('Pasaje Los Aromos 1234');
      await open(page).getByRole('textbox', { name: 'Comuna', exact: true }).fill('Providencia');
      await open(page).getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Santiago');
      await open(page).getByRole('button', { name: 'Siguiente' }).click();
      const latitude = open(page).getByLabel('Latitud');
      await expect(latitude).toHaveValue('-33.4378');
      await dragPin(page, open(page).locator('.pin-map__pin'), 90, 60);
      await expect(latitude).not.toHaveValue('-33.4378');
      const dragged = Number(await latitude.inputValue());
      expect(dragged).toBeLessThan(-33.4378);
      expect(dragged).toBeGreaterThan(-33.45);
      await open(page).getByRole('button', { name: 'Siguiente' }).click();
      await finish(page, 'Oficina', /^Dirección validada$/);
      await savedModal(page, 'Dirección validada', 'Tenemos restaurantes que llegan a tu dirección.');
      await expect(page.getByRole('listitem').filter({ hasText: 'Oficina' })).toBeVisible();

      // Out of coverage: Valparaíso is beyond every demo venue's reach.
      await addAddressBySearch(page, 'Condell 1550', 'Condell 1550, Valparaíso, Chile');
      await open(page).getByRole('button', { name: 'Siguiente' }).click();
      await finish(page, 'Playa', /Zona fuera de cobertura/);
      await savedModal(
        page,
        'Zona fuera de cobertura',
        'Todavía no llegamos a tu zona, ¡pero pronto lo haremos!',
      );
      await expect(page.getByRole('listitem').filter({ hasText: 'Playa' })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath('addresses.png'), fullPage: true });
    });

    test("switching the profile's country changes its phone rules and address labels", async ({
      page,
    }, info) => {
      await signInToProfile(page, 'perfil-pais');
      await page.getByRole('link', { name: 'Datos personales' }).click();
      const country = page.getByRole('combobox', { name: 'País', exact: true });
      const phone = page.getByRole('textbox', { name: 'Teléfono', exact: true });
      await expect(page.getByRole('textbox', { name: 'RUT', exact: true })).toBeVisible();
      await page.getByRole('textbox', { name: 'RUT', exact: true }).fill('12.345.678-6');
      await expect(page.getByText('RUT inválido: revisa el dígito verificador')).toBeVisible();
      await page.getByRole('textbox', { name: 'RUT', exact: true }).fill('12.345.678-5');
      await phone.fill('2 2345 6789');
      await expect(page.getByText('Teléfono inválido')).toBeHidden();

      // Spain: the same number is no Spanish phone; the tax id is no RUT.
      await country.selectOption('es');
      await expect(page.getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('ES');
      await expect(page.getByText('Teléfono inválido')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Número de identificación tributaria' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Número de identificación tributaria' }).fill('X1234567L');
      await phone.fill('612 34 56 78');
      await expect(page.getByText('Teléfono inválido')).toBeHidden();
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Perfil actualizado')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath('personal-data.png'), fullPage: true });

      // A Spanish address asks for its Codigo Postal; apartment is not 'Opcional' there.
      await page.getByRole('link', { name: /Volver a mi perfil/ }).click();
      await page.getByRole('link', { name: 'Mis direcciones' }).click();
      await addAddressBySearch(page, 'Calle Mayor 5', 'Calle Mayor 5, Centro, Madrid, España');
      await toComplete(page);
      await expect(open(page).getByLabel('Codigo Postal')).toHaveValue('28013');
      await expect(open(page).getByLabel('Depto., piso u oficina', { exact: true })).toBeVisible();
      await open(page).getByRole('button', { name: 'Volver' }).click();
      await open(page).getByRole('button', { name: 'Volver' }).click();
      await open(page).getByRole('button', { name: 'Volver' }).click();
      await open(page).getByRole('button', { name: 'Cancelar' }).click();

      // Back to Chile: the phone input follows, the address form marks 'Opcional' and has no postal code.
      await page.getByRole('link', { name: /Volver a mi perfil/ }).click();
      await page.getByRole('link', { name: 'Datos personales' }).click();
      await expect(page.getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('ES');
      await country.selectOption('cl');
      // The Spanish tax id is no Chilean RUT: refused until a RUT with its check digit is typed.
      await expect(page.getByText('RUT inválido: revisa el dígito verificador')).toBeVisible();
      await page.getByRole('textbox', { name: 'RUT', exact: true }).fill('11.111.111-1');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Perfil actualizado')).toBeVisible();
      await page.getByRole('link', { name: /Volver a mi perfil/ }).click();
      await page.getByRole('link', { name: 'Mis direcciones' }).click();
      await addAddressBySearch(page, 'Merced 345', 'Merced 345, Santiago, Chile');
      await toComplete(page);
      await expect(open(page).getByLabel('Depto., piso u oficina (Opcional)')).toBeVisible();
      await expect(open(page).getByLabel('Codigo Postal')).toHaveCount(0);
    });
  });
}

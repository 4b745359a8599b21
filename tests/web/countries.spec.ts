import { expect, type Page, test } from '@playwright/test';
import { signInHere, uniqueEmail } from './checkout-helpers.ts';

// Issue 18 item 4: the profile's country choice and its phone input name countries from the country table
// (@comanda/domain/countries, spec/2 §3): the country's own name to a Spanish reader, the English name to an
// English one, the phone's countries with their dialling prefix.

const optionTexts = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).locator('option').allTextContents();

test("a diner's personal data names countries from the country table, in Spanish and English", async ({
  page,
}) => {
  await page.goto('/l/profile');
  await signInHere(page, uniqueEmail('paises'), { first: 'Inés', last: 'Rojas' });
  await page.getByRole('link', { name: 'Datos personales' }).click();

  expect(await optionTexts(page, 'País')).toEqual([
    'Argentina',
    'Chile',
    'Colombia',
    'España',
    'México',
    'Perú',
    'United States',
  ]);
  expect(await optionTexts(page, 'País del teléfono')).toEqual([
    'Chile (+56)',
    'Argentina (+54)',
    'Perú (+51)',
    'Colombia (+57)',
    'Ecuador (+593)',
    'Bolivia (+591)',
    'México (+52)',
    'United States (+1)',
    'España (+34)',
    'Panamá (+507)',
    'Belize (+501)',
  ]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await optionTexts(page, 'Country')).toContain('Spain');
  expect(await optionTexts(page, 'Phone country')).toEqual(
    expect.arrayContaining(['Chile (+56)', 'Spain (+34)', 'Mexico (+52)', 'United States (+1)']),
  );
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { qrCodesOfPdf } from '../../apps/server/src/testing/pdf-qr.ts';
import { PIZZERIA } from '../kiosk/kiosk-device.ts';
import { inviteManager, managerSignIn } from './back-office-helpers.ts';

// Issue 14 item 7: a venue's manager downloads the tables' QR sheet from the back office; each page's code,
// read from the rendered PDF, opens that table's page.
test.setTimeout(120_000);

test("a manager downloads the tables' QR codes; the first page's code opens that table", async ({
  page,
  browser,
}) => {
  // The platform's admin invites a manager of Pizzería Forestal (module 9000), who signs in by e-mail code.
  const email = `gerente-qr-${randomBytes(4).toString('hex')}@example.com`;
  await inviteManager(page.request, PIZZERIA.ir, email, 'Gerente QR');
  await managerSignIn(page, email);
  await expect(page.getByRole('heading', { level: 3, name: 'Mesas y sectores' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar los códigos QR de las mesas (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mesas-qr-101.pdf');
  const pages = qrCodesOfPdf(readFileSync(await download.path()));
  expect(pages.length).toBeGreaterThan(1);
  const origin = new URL(page.url()).origin;
  pages.forEach((codes, i) => {
    expect(codes).toEqual([`${origin}/r/cl/pizzeria-forestal/101/checkin/${i + 1}`]);
  });

  // A diner's phone reads the first table's code: the table's menu, ordering at Mesa 1.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto(pages[0]![0]!);
  const helper = phone.getByRole('dialog', { name: 'Pide desde tu mesa' });
  await helper.getByRole('button', { name: 'Entendido' }).click();
  await expect(phone.getByTestId('checkin-bar')).toHaveText('Estás pidiendo en Mesa 1');
  await phoneContext.close();
});

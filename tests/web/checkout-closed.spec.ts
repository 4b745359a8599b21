import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDate, nextOpening, type TShift } from '@comanda/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { technicianToken } from '../kiosk/kiosk-device.ts';
import {
  addProduct,
  confirmButton,
  expectAccessible,
  goToCheckout,
  MAPOCHO_MENU,
  notice,
  signInHere,
  totals,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 15 item 2: a closed venue's checkout says so with its next opening (spec/1 §4 'Closed or uncovered',
// the 0.8 s notice of §9) and keeps its amounts; the deferral wizard offers only days with times, never the
// closed one. 102 Sánguches del Mapocho is closed all today by a holiday the back office sets, and opens
// again on its next shift. It changes a venue's settings, so it runs in the 'venue-settings' project.

const MAPOCHO = 'cmdDemoSantiagoSanguche0002';
const TZ = 'America/Santiago';
const SCREENS = join('test-results', 'checkout-screens');

/** From the menu to the checkout as a person does: on a phone through the 'Ver pedido' bar's cart. */
async function toCheckout(page: Page) {
  const bar = page.locator('.cart-footer').getByRole('button');
  if (await bar.isVisible()) await bar.click();
  await goToCheckout(page);
}
const shifts = (
  JSON.parse(readFileSync('resources/demo/restaurants/sanguches-del-mapocho.json', 'utf8')) as {
    shifts: TShift[];
  }
).shifts;

async function setHolidays(request: APIRequestContext, holidays: string[]) {
  const token = await technicianToken(request);
  const res = await request.post('/srv/backoffice/settings/hours', {
    headers: { authorization: `Bearer ${token}` },
    data: { ir: MAPOCHO, shifts, holidays },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe
  .serial("a closed venue's checkout", () => {
    test.beforeAll(async ({ request }) => setHolidays(request, [localDate(new Date(), TZ)]));
    test.afterAll(async ({ request }) => setHolidays(request, []));

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      test(`says it is closed and when it opens, keeps the amounts, and offers tomorrow's slots (${viewport.width}×${viewport.height})`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        const now = new Date();
        const today = localDate(now, TZ);
        const opens = nextOpening(shifts, now, TZ, [today]);
        expect(opens).not.toBeNull();
        const day = Number(opens!.date.slice(8));

        await page.goto(MAPOCHO_MENU);
        await addProduct(page, 'Empanada de pino');
        await toCheckout(page);
        // 'Este local está cerrado.' about 0.8 s after the checkout opens; the summary says when it opens.
        await expect(
          page.getByRole('alert').filter({ hasText: 'Este local está cerrado.' }).first(),
        ).toBeVisible();
        const closed = page.getByTestId('checkout-closed');
        await expect(closed).toContainText(`Este local está cerrado. Abre `);
        await expect(closed).toContainText(`${day} de`);
        await expect(closed).toContainText(`a las ${opens!.time}.`);

        await signInHere(page, uniqueEmail('closed'));
        await page.getByLabel(/^Teléfono/).fill('+56 9 2222 3333');
        await page.getByLabel('Pago al retirar').check();
        await expect(totals(page).getByTestId('total-subtotal')).toHaveText('$2.900');
        await expect(totals(page).getByTestId('total-total')).toHaveText('$2.900');
        await expect(closed).toContainText(`a las ${opens!.time}.`);
        await expect(closed).toContainText('Puedes programar tu pedido para cuando abra.');
        // Closed now, the checkout does not start at 'Lo antes posible' (today does not offer it): it asks for a time.
        await expect(page.getByTestId('checkout-when')).toHaveText('Elige la fecha y la hora');
        await expect(page.getByText('Lo antes posible')).toHaveCount(0);
        await expect(notice(page)).toHaveText('Faltan campos por completar: fecha y hora');
        await expect(confirmButton(page)).toHaveAttribute('aria-disabled', 'true');
        await expectAccessible(page);
        await page.screenshot({ path: join(SCREENS, `closed-${viewport.width}.png`), fullPage: true });

        // The wizard: today (the holiday) is not offered; tomorrow's 30-minute slots, no 'lo antes posible'.
        await page.getByRole('button', { name: 'Editar fecha y hora' }).click();
        const days = page.getByRole('dialog', { name: 'Editar entrega: (1 de 2)' });
        await expect(days.getByRole('radio', { name: /^hoy/i })).toHaveCount(0);
        await days.getByRole('radio', { name: /^mañana/i }).check();
        await days.getByRole('button', { name: 'Siguiente' }).click();
        const slots = page.getByRole('dialog', { name: 'Editar entrega: (2 de 2)' });
        await expect(slots.getByRole('radio', { name: 'Lo antes posible' })).toHaveCount(0);
        const first = slots.getByRole('radio').first();
        const label = (await first.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
        expect(label).toMatch(/^\d{2}:[03]0$/);
        await expectAccessible(page);
        await first.check();
        await slots.getByRole('button', { name: 'Listo' }).click();

        // For tomorrow's slot the order can go: nothing left to explain but the terms.
        await expect(page.getByTestId('checkout-explain')).toHaveCount(0);
        await expect(notice(page)).toHaveText('Debe aceptar términos y condiciones para finalizar su pedido');
      });
    }

    test("the menu's closed notice follows a switch to English: one notice, in English only", async ({
      page,
    }) => {
      await page.goto(MAPOCHO_MENU);
      const notices = page.getByTestId('notifications').getByRole('alert');
      await expect(notices.filter({ hasText: 'Este local está cerrado.' })).toHaveCount(1);
      // Switched while it shows (10 s, spec/3 §8): the same notice says it in English, none stays in Spanish.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(notices.filter({ hasText: 'This restaurant is closed.' })).toHaveCount(1);
      await expect(notices.filter({ hasText: 'Este local está cerrado.' })).toHaveCount(0);
      // Nothing arrives later either (the notice's 0.8 s delay has passed twice over).
      await page.waitForTimeout(1_600);
      await expect(notices).toHaveCount(1);
      await notices.getByRole('button', { name: 'Close' }).click();
      await expect(notices).toHaveCount(0);
    });
  });

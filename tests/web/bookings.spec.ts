import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInHere, staffSignIn, uniqueEmail } from './checkout-helpers.ts';

// Issue 17, table bookings (spec/2 §2 'Table bookings', §4 'Bookings' and 'Booking wizard', §8). The Taberna del
// Arenal (Madrid) takes bookings: comida 12:30–16:30 (not Mondays), cena Tuesday–Thursday, cena-larga Friday and
// Saturday until 01:30. reservas@comanda.demo keeps its booking book.

const TABERNA_MENU = '/r/es/taberna-del-arenal/201/menu';
const BOOK_EMAIL = 'reservas@comanda.demo';

/** Step 1: the first day after today that offers times (a Monday offers none), its first time preselected. */
async function pickADay(page: Page): Promise<string> {
  const day = page.getByLabel('Día');
  const options = await day.locator('option').allTextContents();
  for (const label of options.slice(1)) {
    await day.selectOption({ label });
    if (await page.getByRole('radio').first().isVisible()) return label;
    await expect(
      page.getByText('No hay disponibilidad en la fecha seleccionada. Intenta con otra fecha.'),
    ).toBeVisible();
  }
  throw new Error('no day with times');
}

test.describe('table bookings', () => {
  test('a diner books through the wizard, the book confirms it, the diner sees it confirmed live and cancels it', async ({
    page: staff,
    browser,
  }) => {
    test.setTimeout(180_000);
    const last = `Reserva${Date.now().toString(36)}`;
    await staffSignIn(staff, BOOK_EMAIL);
    await staff.goto('/staff/bookings');
    await expect(
      staff.getByRole('heading', { name: 'Libro de reservas · Taberna del Arenal' }),
    ).toBeVisible();
    await expect(staff.getByRole('heading', { name: 'Próximas' })).toBeVisible();

    const diner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await diner.goto(TABERNA_MENU);
    await diner.locator('html[data-live]').waitFor({ state: 'attached' });
    await diner.getByRole('link', { name: 'Reservar mesa' }).click();
    await expect(diner).toHaveURL(/\/r\/es\/taberna-del-arenal\/201\/booking$/);
    await expect(diner.getByRole('heading', { name: 'Reservar mesa · Taberna del Arenal' })).toBeVisible();

    // Step 1: 2 guests by default, a day, the first time preselected; Continue.
    await expect(diner.getByLabel('Personas')).toHaveValue('2');
    await expect(diner.getByLabel('Personas').locator('option').first()).toHaveText('1 persona');
    const dayLabel = await pickADay(diner);
    const chosen = diner.getByRole('radio', { checked: true });
    await expect(chosen).toHaveCount(1);
    const time = (await chosen.locator('xpath=..').textContent())?.trim() ?? '';
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await expectAccessible(diner);
    await diner.screenshot({ path: test.info().outputPath('booking-step1-360.png'), fullPage: true });
    await diner.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: the review with edit buttons and a comment; a signed-out diner gets the login modal at submit.
    await expect(diner.getByRole('heading', { name: 'Revisa tu reserva' })).toBeVisible();
    await expect(diner.getByRole('button', { name: 'Editar Hora' })).toBeVisible();
    await diner.getByLabel('Comentario').fill('Mesa junto a la ventana');
    await diner.getByRole('button', { name: 'Reservar', exact: true }).click();
    const login = diner.getByRole('dialog', { name: 'Ingresa para enviar tu reserva' });
    await expect(login).toBeVisible();
    await signInHere(diner, uniqueEmail('reserva'), { first: 'Lucía', last });
    await expect(login).toBeHidden();

    // Signed in, the booking goes on by itself: no phone on the profile, so the phone modal first.
    const phone = diner.getByRole('dialog', { name: 'Tu teléfono' });
    await phone.getByLabel('Teléfono').fill('+34 600 123 456');
    await phone.getByRole('button', { name: 'Guardar' }).click();
    await expect(diner.getByRole('heading', { name: 'Solicitud de reserva enviada' })).toBeVisible();
    await diner.getByRole('link', { name: 'Ver mis reservas' }).click();
    await expect(diner).toHaveURL(/\/l\/booking$/);
    const card = diner.locator('.booking-card').filter({ hasText: time }).filter({ hasText: dayLabel });
    await expect(card.getByTestId('booking-status')).toHaveText('Solicitada');
    await expectAccessible(diner);
    await diner.screenshot({ path: test.info().outputPath('my-bookings-360.png'), fullPage: true });

    // The book heard it live; staff confirm it.
    const item = staff.locator('.staff-book__item').filter({ hasText: `Lucía ${last}` });
    await expect(item).toContainText('2 personas');
    await expect(item).toContainText('Mesa junto a la ventana');
    await expect(item.getByTestId('book-status')).toHaveText('Solicitada');
    await staff.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(staff);
    await staff.screenshot({ path: test.info().outputPath('booking-book-1280.png'), fullPage: true });
    await item.getByRole('button', { name: `Confirmar: Lucía ${last}, ${time}` }).click();
    await expect(item.getByTestId('book-status')).toHaveText('Confirmada');

    // The diner sees it confirmed without reloading, then cancels it.
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmada');
    await card.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = diner.getByRole('dialog', { name: 'Taberna del Arenal' });
    await expect(detail).toContainText('Mesa junto a la ventana');
    await detail.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirm = diner.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Quieres cancelar la reserva en Taberna del Arenal el día ${dayLabel}?`,
    );
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(diner.getByText('Reserva cancelada')).toBeVisible();
    await detail.locator('.sheet__actions').getByRole('button', { name: 'Cerrar' }).click();
    await diner.getByRole('tab', { name: /Pasadas/ }).click();
    await expect(card.getByTestId('booking-status')).toHaveText('Cancelada por ti');
    // The book hears the cancellation too.
    await expect(item.getByTestId('book-status')).toHaveText('Cancelada por el cliente');
    await diner.setViewportSize({ width: 1280, height: 800 });
    await diner.screenshot({ path: test.info().outputPath('my-bookings-1280.png'), fullPage: true });
  });
});

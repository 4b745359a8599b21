import { expect, type Page, test } from '@playwright/test';
import {
  bookingClash,
  cancelAsTheDiner,
  fillCovers,
  signedInDiner,
  signInOnMyBookings,
} from './booking-helpers.ts';
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

  test('the time list: the AM/PM switch and more than 8 times collapsed with a toggle', async ({ page }) => {
    await page.goto('/r/es/taberna-del-arenal/201/booking');
    // A Friday: comida 12:30–16:30 and cena-larga 20:00–01:30: 32 times after noon, 6 after midnight.
    const day = page.getByLabel('Día');
    await expect(day.locator('option').nth(7)).toBeAttached();
    const friday = (await day.locator('option').allTextContents()).slice(1).find((l) => l.startsWith('vie'));
    await day.selectOption({ label: friday! });
    const halves = page.locator('.booking-times__halves');
    await expect(halves.getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio')).toHaveCount(8);
    await page.getByRole('button', { name: 'Ver más horarios' }).click();
    await expect(page.getByRole('radio')).toHaveCount(32);
    await expect(page.locator('.booking-time').first()).toHaveText('12:30');
    await expect(page.locator('.booking-time').last()).toHaveText('23:45');
    await page.getByRole('button', { name: 'Ver menos horarios' }).click();
    await expect(page.getByRole('radio')).toHaveCount(8);
    await halves.getByRole('button', { name: 'AM' }).click();
    await expect(page.locator('.booking-time')).toHaveText([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
    ]);
    await expect(page.getByRole('button', { name: 'Ver más horarios' })).toHaveCount(0);
  });

  test("'Hora no disponible' when another diner takes the last covers between step 1 and submit; 'Error cancelando la orden' on a booking cancelled meanwhile", async ({
    page: diner,
    browser,
  }) => {
    test.setTimeout(180_000);
    const other = await signedInDiner(browser, 'ocupa');
    await signInOnMyBookings(diner, uniqueEmail('tarde'));
    await diner.goto('/r/es/taberna-del-arenal/201/booking');
    // A new account gives its name first (the booking is made in it).
    const complete = diner.getByRole('dialog', { name: 'Completa tu perfil' });
    await complete.getByLabel('Nombre').fill('Tomás');
    await complete.getByLabel('Apellido').fill('Tarde');
    await complete.getByRole('button', { name: 'Guardar' }).click();
    await expect(complete).toBeHidden();
    // The last day offered (a Monday has no comida: the one before), far from the days other specs book.
    const day = diner.getByLabel('Día');
    await expect(day.locator('option').nth(7)).toBeAttached();
    const labels = await day.locator('option').allTextContents();
    await day.selectOption({ label: labels.findLast((l) => !l.startsWith('lun'))! });
    const fr = await day.inputValue();
    await expect(diner.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(diner.locator('.booking-time').first()).toHaveText('12:30');
    await diner.getByRole('button', { name: 'Continuar' }).click();
    await expect(diner.getByRole('heading', { name: 'Revisa tu reserva' })).toBeVisible();

    // Meanwhile another diner books every cover comida has left that day.
    const theirs = await fillCovers(other, { fr, ta: 'comida', hh: '12:30' });
    try {
      await diner.getByRole('button', { name: 'Reservar', exact: true }).click();
      const phone = diner.getByRole('dialog', { name: 'Tu teléfono' });
      await phone.getByLabel('Teléfono').fill('+34 600 999 000');
      await phone.getByRole('button', { name: 'Guardar' }).click();
      const warning = diner.getByRole('alertdialog', { name: 'Advertencia' });
      await expect(warning).toContainText('Hora no disponible');
      await expect(warning).toContainText('Por favor seleccione otra hora para continuar.');
      await warning.getByRole('button', { name: 'Aceptar' }).click();
      // Back on step 1, the day offers no comida any more.
      await expect(diner.getByRole('button', { name: 'Continuar' })).toBeVisible();
      await expect(diner.locator('.booking-time', { hasText: '12:30' })).toHaveCount(0);

      // The other diner asks to cancel one of them, and before they accept it is cancelled elsewhere.
      const clash = await bookingClash(other, theirs[0]!);
      await clash.accept();
      await expect(other.page.getByText('Error cancelando la orden')).toBeVisible();
    } finally {
      for (const rv of theirs) await cancelAsTheDiner(other, rv);
      await other.page.context().close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PIZZERIA } from '../kiosk/kiosk-device.ts';
import { adminHeaders, adminPost, inviteManager, managerSignIn } from './back-office-helpers.ts';
import { expectAccessible } from './checkout-helpers.ts';

// Issue 17 items 3 and 7 in the back office, as a manager would: the Pizzería Forestal (open all day, no bookings in
// the demo, and a venue no other booking spec uses) turns bookings on, makes its shift bookable with covers, and
// the diner's booking wizard offers its times. It changes the pizzeria's settings for a while, so it runs in the
// 'venue-settings' project (playwright.config.ts), and puts them back at the end.
test.setTimeout(120_000);

const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';

type Settings = { shifts: object[]; holidays: string[]; bookings: object };

async function settingsOf(request: APIRequestContext): Promise<Settings> {
  const res = await request.get(`/srv/backoffice/settings?ir=${PIZZERIA.ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Settings }).data;
}

test('a manager makes the pizzeria’s shift bookable with covers and the diner’s booking wizard offers its times', async ({
  page,
  browser,
}) => {
  const original = await settingsOf(page.request);
  try {
    await managerSignIn(
      page,
      await inviteManager(page.request, PIZZERIA.ir, `gerente-${randomBytes(4).toString('hex')}@example.com`),
    );
    const bookings = page.getByRole('region', { name: 'Reservas' });
    const hours = page.getByRole('region', { name: 'Horarios y feriados' });
    await expect(bookings).toBeVisible();

    // Bookings on with no bookable shift: the section says why diners will not see them yet.
    const takes = bookings.getByLabel('Acepta reservas');
    await takes.check();
    await expect(takes).toHaveAccessibleDescription(/Ningún turno es reservable/);

    // A refusal shows at its field, which takes the focus and is described by it; nothing is sent.
    const days = bookings.getByLabel('Días de anticipación (máximo)');
    await expect(days).toHaveValue('31');
    await days.fill('0');
    await bookings.getByLabel('Intervalo entre horarios (minutos)').fill('30');
    await bookings.getByRole('button', { name: 'Guardar · Reservas' }).click();
    await expect(days).toBeFocused();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveAccessibleDescription('Días de anticipación (máximo): Debe ser al menos 1');
    await expect(bookings.getByRole('alert')).toHaveText('Revise los campos marcados.');
    await days.fill('14');
    await bookings.getByRole('button', { name: 'Guardar · Reservas' }).click();
    await expect(bookings.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

    // The shift bookable: its covers are required, then saved.
    const shift = hours.getByRole('group', { name: 'Turno 1' });
    await shift.getByLabel('Reservable').check();
    await hours.getByRole('button', { name: 'Guardar · Horarios y feriados' }).click();
    const covers = shift.getByLabel('Cubiertos');
    await expect(covers).toBeFocused();
    await expect(covers).toHaveAccessibleDescription(
      "el turno reservable 'all-day' necesita sus cubiertos (al menos 1)",
    );
    await covers.fill('12');
    await hours.getByRole('button', { name: 'Guardar · Horarios y feriados' }).click();
    await expect(hours.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
    await expect(takes).toHaveAccessibleDescription(
      'Los comensales pueden reservar mesa en los turnos reservables.',
    );
    // Both changes in the history, by their back-office names.
    const history = page.locator('.change-history__table');
    await expect(history.getByRole('row').filter({ hasText: 'Reservas' }).first()).toContainText(
      'Días de anticipación (máximo): 31 → 14',
    );
    await expect(history.getByRole('row').filter({ hasText: 'Cubiertos' }).first()).toContainText('12');
    await expectAccessible(page);

    // The diner: the menu links to the wizard, which offers the shift's times on the 30-minute step.
    const diner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await diner.goto(FORESTAL_MENU);
    await diner.getByRole('link', { name: 'Reservar mesa' }).click();
    await expect(diner).toHaveURL(/\/r\/cl\/pizzeria-forestal\/101\/booking$/);
    await expect(diner.getByRole('heading', { name: 'Reservar mesa · Pizzería Forestal' })).toBeVisible();
    // Tomorrow (the second day offered): the all-day shift has times whatever the hour now.
    const day = diner.getByLabel('Día');
    await expect(day.locator('option')).toHaveCount(15); // today and 14 days ahead
    await day.selectOption({ index: 1 });
    // The times of the half shown (AM/PM), on the 30-minute step; one can be chosen.
    const radios = diner.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    const times = await radios.evaluateAll((all) =>
      all.map((r) => r.parentElement?.textContent?.trim() ?? ''),
    );
    for (const time of times) expect(time).toMatch(/^\d{2}:(00|30)$/);
    await radios.last().check();
    await expect(radios.last()).toBeChecked();
    await diner.context().close();
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/hours', {
      ir: PIZZERIA.ir,
      shifts: original.shifts,
      holidays: original.holidays,
    });
    await adminPost(page.request, '/srv/backoffice/settings/bookings', {
      ir: PIZZERIA.ir,
      bookings: original.bookings,
    });
  }
});

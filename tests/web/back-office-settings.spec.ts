import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { KITCHEN_TICKET_CLAIM_SECONDS } from '@comanda/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newDeviceName, PIZZERIA, pairDevice } from '../kiosk/kiosk-device.ts';
import { adminHeaders, adminPost, inviteManager, managerSignIn } from './back-office-helpers.ts';
import {
  expectAccessible,
  goToCheckout,
  signInHere,
  startCardPickup,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 13 item 3, the settings half of the back office, followed as a manager would: sign in by e-mail code,
// change the venue's settings, and see the diner's menu and the kitchen's printer follow. It changes the Taberna's
// hours for a while, so it runs alone in the 'venue-hours' project, after every other spec (playwright.config.ts).
test.setTimeout(120_000);

const ARENAL = { ir: 'cmdDemoMadridTaberna000201', menu: '/r/es/taberna-del-arenal/201/menu' };
const SCREENS = process.env.BACK_OFFICE_SCREENS_DIR ?? join('test-results', 'back-office-screens');

type Settings = {
  contact: Record<string, unknown>;
  webOrdering: Record<string, unknown>;
  shifts: object[];
  holidays: string[];
  kiosk: { printerConfig: { kitchenDevice?: string } } & Record<string, unknown>;
  devices: { id: string; name: string }[];
};

async function settingsOf(request: APIRequestContext, ir: string): Promise<Settings> {
  const res = await request.get(`/srv/backoffice/settings?ir=${ir}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Settings }).data;
}

/** A new manager's e-mail, unique in the run (login codes are limited per e-mail). */
const managerEmail = () => `gerente-${randomBytes(4).toString('hex')}@example.com`;

/** The manager signs in on /staff/admin with the code the e-mail brings, and lands on the settings. */
async function signInToSettings(page: Page, email: string) {
  await managerSignIn(page, email);
  await expect(page.getByRole('heading', { level: 3, name: 'Horarios y feriados' })).toBeVisible();
}

/** Today in Madrid, as the restaurant's holiday is written. */
const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('a manager adds a holiday and the diner’s menu says the venue is closed that day', async ({
  page,
  browser,
}) => {
  const original = await settingsOf(page.request, ARENAL.ir);
  // Setup: the taberna open all day, every day, so that only the holiday can close it.
  const allDay = { jid: 'todo-el-dia', hi: '00:00', hf: '24:00', d: 127 };
  await adminPost(page.request, '/srv/backoffice/settings/hours', {
    ir: ARENAL.ir,
    shifts: [allDay],
    holidays: [],
  });
  try {
    const diner = await browser.newPage();
    await diner.goto(ARENAL.menu);
    await expect(diner.getByRole('heading', { level: 1, name: 'Taberna del Arenal' })).toBeVisible();
    await diner.waitForTimeout(1_500); // the closed notice shows 0.8 s after load (spec/1 §9)
    await expect(diner.getByText('Este local está cerrado.')).toHaveCount(0);

    await signInToSettings(page, await inviteManager(page.request, ARENAL.ir, managerEmail()));
    await expect(page.getByRole('combobox', { name: /^Local/ })).toHaveValue(ARENAL.ir);
    await expectAccessible(page);
    await page.screenshot({ path: join(SCREENS, 'settings-desktop-es.png'), fullPage: true });

    const today = madridToday();
    await page.getByLabel('Fecha del feriado').fill(today);
    await page.getByRole('button', { name: 'Agregar feriado' }).click();
    await expect(page.getByRole('list', { name: /Feriados/ })).toContainText(today);
    await page.getByRole('button', { name: 'Guardar · Horarios y feriados' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

    await diner.goto(ARENAL.menu);
    await expect(diner.getByRole('alert').filter({ hasText: 'Este local está cerrado.' })).toBeVisible();
    await diner.close();

    // The same page on a phone, and in English: readable and accessible.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    // Nothing wider than the phone: every section's rows wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'settings-phone-es.png'), fullPage: true });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Opening hours and holidays' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: join(SCREENS, 'settings-phone-en.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: join(SCREENS, 'settings-desktop-en.png'), fullPage: true });
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/hours', {
      ir: ARENAL.ir,
      shifts: original.shifts,
      holidays: original.holidays,
    });
  }
});

type Printed = { id: number; lines: string[]; complete: boolean };

test('the manager chooses the kitchen printer among the venue’s devices and a web order’s ticket prints there', async ({
  page,
  browser,
}) => {
  // Two totems of the pizzeria besides the demo's; the kitchen's is the second.
  const suffix = randomBytes(3).toString('hex');
  await pairDevice(page.request, newDeviceName('caja'), { ...PIZZERIA, nm: `Caja ${suffix}` });
  await pairDevice(page.request, newDeviceName('cocina'), { ...PIZZERIA, nm: `Cocina ${suffix}` });
  const kitchen = (await settingsOf(page.request, PIZZERIA.ir)).devices.find(
    (d) => d.name === `Cocina ${suffix}`,
  )!;
  const original = await settingsOf(page.request, PIZZERIA.ir);
  try {
    await signInToSettings(page, await inviteManager(page.request, PIZZERIA.ir, managerEmail()));
    const choice = page.getByLabel('Dispositivo que imprime los tickets de cocina');
    await expect(choice.getByRole('option', { name: `Caja ${suffix}`, exact: false })).toHaveCount(1);
    await choice.selectOption({ label: `Cocina ${suffix} · ${kitchen.id}` });
    await page.getByRole('button', { name: 'Guardar · Configuración del totem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
    expect((await settingsOf(page.request, PIZZERIA.ir)).kiosk.printerConfig.kitchenDevice).toBe(kitchen.id);

    // A diner pays a pickup order on the web: its kitchen ticket is the restaurant's, and the kitchen printer
    // has it to itself for the first lease (domain rules/ticket-claim.ts), so printing within that lease is
    // the chosen device's doing — the other totems may only take it over after.
    const digits = String(randomInt(10_000_000, 99_999_999));
    const diner = await browser.newPage();
    await startCardPickup(diner, uniqueEmail('cocina-elegida'), 'Agua mineral', `+56 9 ${digits}`);
    await diner.getByRole('button', { name: 'Aprobar' }).click();
    await expect(diner).toHaveURL(/\/order\/[\w-]+$/, { timeout: 15_000 });
    const paidAt = Date.now();
    await diner.close();
    const kitchenTickets = async () => {
      const listed = (await (await page.request.get('/printer/tickets.json')).json()) as {
        data: { tickets: Printed[] };
      };
      return listed.data.tickets.filter(
        (t) =>
          t.complete &&
          t.lines.some((l) => l.startsWith('COCINA')) &&
          t.lines.some((l) => l.replace(/\D/g, '').endsWith(digits)),
      );
    };
    await expect
      .poll(async () => (await kitchenTickets()).length, { timeout: KITCHEN_TICKET_CLAIM_SECONDS * 1000 })
      .toBe(1);
    expect(Date.now() - paidAt).toBeLessThan(KITCHEN_TICKET_CLAIM_SECONDS * 1000);
    expect((await kitchenTickets())[0]!.lines).toContain('1 x Agua mineral');
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/kiosk', {
      ir: PIZZERIA.ir,
      kiosk: original.kiosk,
    });
  }
});

// Issue 13 item 3 'Every change is versioned (who, when, what)': the settings page lists its own changes.
test('a manager changes the opening hours and reads the change, with their name, in the history', async ({
  page,
}) => {
  const original = await settingsOf(page.request, ARENAL.ir);
  await adminPost(page.request, '/srv/backoffice/settings/hours', {
    ir: ARENAL.ir,
    shifts: [{ jid: 'todo-el-dia', hi: '00:00', hf: '24:00', d: 127 }],
    holidays: [],
  });
  const surname = `Historia${randomBytes(3).toString('hex')}`;
  const email = `marta-${surname.toLowerCase()}@example.com`;
  await adminPost(page.request, '/srv/backoffice/staff', {
    ir: ARENAL.ir,
    email,
    nm: 'Marta',
    ln: surname,
    roles: [{ module: 9000, role: 'manager', level: 5 }],
  });
  try {
    await signInToSettings(page, email);
    const shift = page.getByRole('group', { name: 'Turno 1' });
    await shift.getByLabel('Hasta').fill('23:30');
    await page.getByRole('button', { name: 'Guardar · Horarios y feriados' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

    const history = page.getByRole('region', { name: 'Historial de cambios' });
    const mine = history.getByRole('row').filter({ hasText: `Marta ${surname}` });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(email);
    await expect(mine).toContainText('Horarios y feriados');
    await expect(mine).toContainText('Turno · todo-el-dia · Hasta: 24:00 → 23:30');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('region', { name: 'Change history' });
    await expect(english.getByRole('row').filter({ hasText: `Marta ${surname}` })).toContainText(
      'Opening hours and holidays',
    );
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/hours', {
      ir: ARENAL.ir,
      shifts: original.shifts,
      holidays: original.holidays,
    });
  }
});

// Issue 18 item 1: the contact the information screen shows is the restaurant's to write, in the back office.
test('a manager writes the venue’s Instagram and phone; a wrong one is refused by name; the info screen shows them', async ({
  page,
  browser,
}) => {
  const { contact: original } = await settingsOf(page.request, ARENAL.ir);
  try {
    await signInToSettings(page, await inviteManager(page.request, ARENAL.ir, managerEmail()));
    const section = page.getByRole('region', { name: 'Contacto y descripción' });
    await section.getByLabel('Instagram').fill('taberna del arenal');
    await section.getByRole('button', { name: 'Guardar · Contacto y descripción' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'El Instagram «taberna del arenal» no sirve como enlace: revisa cómo está escrito.',
    );
    await section.getByLabel('Instagram').fill('@arenal.madrid');
    await section.getByLabel('Teléfono').fill('+34 910 000 999');
    await section.getByRole('button', { name: 'Guardar · Contacto y descripción' }).click();
    await expect(section.getByRole('status')).toHaveText('Cambios guardados');
    const history = page.getByRole('region', { name: 'Historial de cambios' });
    await expect(
      history.getByRole('row').filter({ hasText: 'Contacto y descripción' }).first(),
    ).toContainText('Instagram: tabernadelarenal → @arenal.madrid');
    await expectAccessible(page);

    const diner = await browser.newPage();
    await diner.goto(ARENAL.menu.replace(/menu$/, 'info'));
    await expect(diner.getByRole('link', { name: '@arenal.madrid', exact: true })).toHaveAttribute(
      'href',
      'https://www.instagram.com/arenal.madrid/',
    );
    await expect(diner.getByRole('link', { name: '+34 910 000 999', exact: true })).toHaveAttribute(
      'href',
      'tel:+34910000999',
    );
    await diner.close();
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/contact', { ir: ARENAL.ir, contact: original });
  }
});

// Issue 15 item 2 'a restaurant-set maximum' tip, and the web's order types (spec/1 §4 'Dispatch type selection',
// §5 'Tip'): the restaurant's to set in the back office, followed to a diner's checkout.
test('a manager stops delivery and sets the tip: the checkout offers pickup only, with the tip preselected', async ({
  page,
  browser,
}) => {
  const original = await settingsOf(page.request, ARENAL.ir);
  // The taberna open all day, so the checkout can take the order at any hour the suite runs.
  await adminPost(page.request, '/srv/backoffice/settings/hours', {
    ir: ARENAL.ir,
    shifts: [{ jid: 'todo-el-dia', hi: '00:00', hf: '24:00', d: 127 }],
    holidays: [],
  });
  try {
    await signInToSettings(page, await inviteManager(page.request, ARENAL.ir, managerEmail()));
    const section = page.getByRole('region', { name: 'Pedidos en la web' });
    const offered = section.getByTestId('web-ordering-offered');
    await expect(offered).toHaveText(
      'Los comensales pueden pedir: entrega a domicilio, retiro en el local, en la mesa.',
    );
    await section.getByLabel('Entrega a domicilio', { exact: true }).uncheck();
    await section.getByLabel('El retiro se paga al pedir').check();
    await expect(offered).toHaveText('Los comensales pueden pedir: retiro en el local, en la mesa.');

    // A preselected tip above the largest is refused at the largest's field, before anything is sent.
    await section
      .getByRole('combobox', { name: 'Propina', exact: true })
      .selectOption({ label: 'Ofrecer, 20 % preseleccionado' });
    await section.getByLabel('Propina máxima (% del subtotal)').fill('15');
    await section.getByRole('button', { name: 'Guardar · Pedidos en la web' }).click();
    await expect(
      section.getByText('La propina máxima debe ser al menos la preseleccionada: 20 %.'),
    ).toBeVisible();
    await expect(section.getByLabel('Propina máxima (% del subtotal)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await section.getByLabel('Propina máxima (% del subtotal)').fill('25');
    await section.getByRole('button', { name: 'Guardar · Pedidos en la web' }).click();
    await expect(section.getByRole('status')).toHaveText('Cambios guardados');
    await expect(
      page
        .getByRole('region', { name: 'Historial de cambios' })
        .getByRole('row')
        .filter({ hasText: 'Pedidos en la web' })
        .first(),
    ).toContainText('Entrega a domicilio: sí → no');
    await expectAccessible(page);

    // The diner's checkout: no delivery, and pickup (now paid when ordering) with the 20 % tip preselected.
    const diner = await browser.newPage();
    await diner.goto(ARENAL.menu);
    await addArenalProduct(diner, 'Caña');
    await goToCheckout(diner);
    await signInHere(diner, uniqueEmail('web-ordering'));
    await expect(diner.getByLabel('Retiro en local')).toBeChecked();
    await expect(diner.getByLabel('Delivery')).toHaveCount(0);
    await diner.getByLabel('Tarjeta', { exact: true }).check();
    await expect(
      diner.getByRole('group', { name: 'Propina' }).getByRole('button', { name: '20%', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await diner.close();
  } finally {
    await adminPost(page.request, '/srv/backoffice/settings/web-ordering', {
      ir: ARENAL.ir,
      webOrdering: original.webOrdering,
    });
    await adminPost(page.request, '/srv/backoffice/settings/hours', {
      ir: ARENAL.ir,
      shifts: original.shifts,
      holidays: original.holidays,
    });
  }
});

/** Adds a product of the taberna's open menu (euro prices: the button is 'Agregar 2,50 €'). */
async function addArenalProduct(page: Page, name: string) {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('.menu__sections').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: /^Agregar \d/ }).click();
  await expect(dialog).toBeHidden();
}

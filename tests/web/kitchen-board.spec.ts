import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  boardCard,
  codeFor,
  expectAccessible,
  STAFF_EMAIL,
  staffSignIn,
  uniqueEmail,
} from './checkout-helpers.ts';

// Issue 13 item 2, the kitchen board a Friday night runs on: extras with their quantities, the new-order alert
// (seen and heard, muted by a setting the screen keeps), filters, timers, the venue change that signs out
// (spec/3 §4, §8), and a kitchen screen's own token that survives a restart until a manager revokes it.

// The demo's manager of the two Santiago venues (module 5000 'manager'): signs in by code in each test, since
// a venue change and a screen's issue end the session a resumed one would reuse.
const MANAGER_EMAIL = 'encargada@comanda.demo';
const FORESTAL = 'Pizzería Forestal';
const MAPOCHO = 'Sánguches del Mapocho';
const SCREENS_DIR = process.env.BOARD_SCREENS_DIR ?? join(tmpdir(), 'comanda-board-screens');
mkdirSync(SCREENS_DIR, { recursive: true });

/** The beeps the page made: Web Audio oscillators started (two tones per new-order chime). */
async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { beeps: number };
    w.beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.beeps++;
      return start.apply(this, args);
    };
  });
}
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

/** Signs in on /staff with a fresh login code (the board then asks for the venue). */
async function managerSignIn(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('Correo electrónico').fill(MANAGER_EMAIL);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  // Read the outbox once this code is sent (its field shows): the address may hold an older one.
  await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
  await page.getByLabel('Código recibido por correo').fill(await codeFor(page, MANAGER_EMAIL));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/** A diner's session token, signed in by e-mail code through the API. */
async function dinerToken(request: APIRequestContext, page: Page, email: string): Promise<string> {
  await request.post('/mw/comandaapp/createuserapp', { data: { em: email } });
  const code = await codeFor(page, email);
  const login = await request.post('/srv/security/login', { data: { em: email, cd: code, xmod: 2000 } });
  return ((await login.json()) as { data: { tot1: string } }).data.tot1;
}

let carts = 0;
/** A pizzeria pickup order paid on receipt: a Margarita ×2, individual, with two Azapa olives and a comment. */
async function orderMargaritas(request: APIRequestContext, token: string, tipo = 1): Promise<string> {
  const res = await request.post('/srv/saveorder', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cartId: `board-spec-${Date.now().toString(36)}-${++carts}`,
      irl: 'cmdDemoSantiagoPizza00001-1',
      tipo,
      prepago: 0,
      condiciones: true,
      contacto: { nm: 'Berta Soto', ph: '+56 9 8765 4321', em: '' },
      lines: [
        {
          ip: 'fz-margarita',
          cant: 2,
          ct: 'Sin orégano, por favor',
          extras: {
            'fz-tamano': [['fz-tam-individual', 1]],
            'fz-agregados': [['fz-ag-aceitunas', 2]],
          },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { order: { iped: string } } }).data.order.iped;
}

async function photograph(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1280x800', { width: 1280, height: 800 }],
    ['tablet-800x1280', { width: 800, height: 1280 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SCREENS_DIR, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('kitchen board (issue 13 item 2)', () => {
  test('shows extras with quantities; a new order is seen and heard, muted by a kept setting; filters and timers work', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await countBeeps(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await staffSignIn(page, STAFF_EMAIL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedidos del local · ${FORESTAL}`);
    // Browsers play sound only once the page is touched: the board says so until then.
    await expect(page.getByTestId('staff-sound-hint')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByTestId('staff-sound-hint')).toBeHidden();

    const token = await dinerToken(page.request, page, uniqueEmail('board-diner'));
    const first = await orderMargaritas(page.request, token);
    const card = boardCard(page, first);
    await expect(card).toBeVisible();
    // Every line with its extras AND their quantities, the comment, the dispatch type, customer, time asked.
    await expect(card.getByTestId('staff-line')).toContainText('2× Pizza Margarita');
    await expect(card.getByTestId('staff-extra')).toHaveText([
      '1× Individual (22 cm)',
      '2× Aceitunas de Azapa',
    ]);
    await expect(card.getByTestId('staff-comment')).toHaveText('Comentario: “Sin orégano, por favor”');
    await expect(card.getByTestId('staff-dispatch')).toHaveText('Retiro');
    await expect(card.getByTestId('staff-customer')).toContainText('Berta Soto · +56 9 8765 4321');
    await expect(card.getByTestId('staff-requested')).toHaveText('Para: lo antes posible');
    await expect(card.getByTestId('staff-timer-arrival')).toHaveText('Llegó hace 0 min');
    // The alert: seen (banner, card marked) and heard (a two-tone beep).
    // Other specs may order at the same venue meanwhile: the banner counts theirs too, so it is held to
    // name new orders, and this card to be marked as one of them.
    const alert = page.getByTestId('staff-new-alert');
    await expect(alert).toContainText(/\d+ pedidos? nuevos?:/);
    await expect(card).toHaveAttribute('data-fresh', 'true');
    await expect.poll(() => beeps(page)).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await photograph(page, 'board-new-order');
    await alert.getByRole('button', { name: 'Visto' }).click();
    await expect(card).not.toHaveAttribute('data-fresh');

    // Muted: the next order is shown, not heard; the setting survives a reload.
    await page.getByLabel('Sonido de pedidos nuevos').uncheck();
    await page.reload();
    await expect(page.getByLabel('Sonido de pedidos nuevos')).not.toBeChecked();
    await expect(card).toBeVisible();
    const before = await beeps(page);
    const second = await orderMargaritas(page.request, token, 1);
    await expect(boardCard(page, second)).toBeVisible();
    await expect(boardCard(page, second)).toHaveAttribute('data-fresh', 'true');
    await expect(alert).toContainText(/\d+ pedidos? nuevos?:/);
    await page.waitForTimeout(500);
    expect(await beeps(page)).toBe(before);

    // Confirming starts the second timer.
    await card.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(card.getByTestId('staff-status')).toHaveText('Confirmado');
    await expect(card.getByTestId('staff-timer-confirmed')).toHaveText('Confirmado hace 0 min');

    // Filters by status and dispatch type.
    const status = page.getByLabel('Estado');
    const dispatch = page.getByLabel('Tipo de pedido');
    await status.selectOption({ label: 'Por confirmar' });
    await expect(boardCard(page, second)).toBeVisible();
    await expect(card).toBeHidden();
    await status.selectOption({ label: 'En curso' });
    await expect(card).toBeVisible();
    await expect(boardCard(page, second)).toBeHidden();
    await dispatch.selectOption({ label: 'Delivery' });
    await expect(card).toBeHidden();
    await dispatch.selectOption({ label: 'Retiro' });
    await expect(card).toBeVisible();
    await status.selectOption({ label: 'Todos' });
    await dispatch.selectOption({ label: 'Todos' });
    await expect(boardCard(page, second)).toBeVisible();

    // The timers turn amber, then red, at the venue's limits (defaults: 5 and 10 minutes before confirmation).
    await page.clock.install();
    await page.clock.fastForward('06:00');
    const waiting = boardCard(page, second).getByTestId('staff-timer-arrival');
    await expect(waiting).toHaveAttribute('data-colour', 'amber', { timeout: 15_000 });
    await expect(waiting).toContainText('atención');
    await page.clock.fastForward('05:00');
    await expect(waiting).toHaveAttribute('data-colour', 'red', { timeout: 15_000 });
    await expect(waiting).toContainText('atrasado');
    await expectAccessible(page);
    await photograph(page, 'board-timers');

    // In English too.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Restaurant orders · ${FORESTAL}`);
    await expect(card.getByTestId('staff-comment')).toHaveText('Comment: “Sin orégano, por favor”');
    await expectAccessible(page);
    await photograph(page, 'board-en');
  });

  test('finished orders are recalled on screen and printed', async ({ page }) => {
    await staffSignIn(page, STAFF_EMAIL);
    const token = await dinerToken(page.request, page, uniqueEmail('board-recall'));
    const iped = await orderMargaritas(page.request, token);
    const card = boardCard(page, iped);
    for (const move of ['Confirmar', 'Preparar', 'Marcar pagado', 'Entregar'])
      await card.getByRole('button', { name: move, exact: true }).click();
    await expect(card.getByTestId('staff-status')).toHaveText('Terminado');
    await expect(card.getByTestId('staff-extra')).toHaveCount(0);
    await card.getByRole('button', { name: 'Ver pedido' }).click();
    await expect(card.getByTestId('staff-extra')).toHaveText([
      '1× Individual (22 cm)',
      '2× Aceitunas de Azapa',
    ]);
    await card.getByRole('button', { name: 'Imprimir' }).click();
    await expect(page.getByTestId('staff-recall-printed')).toHaveText(/^Pedido \d+ enviado a imprimir\.$/);
  });

  test('venues come from a list; choosing another signs out with the spec’s message, then opens it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await managerSignIn(page);
    const picker = page.getByRole('region', { name: 'Elige el local' });
    await expect(picker.getByRole('button', { name: FORESTAL })).toBeVisible();
    await expect(picker.getByRole('button', { name: MAPOCHO })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0); // no typed ids
    await expectAccessible(page);
    await picker.getByRole('button', { name: FORESTAL }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedidos del local · ${FORESTAL}`);
    await page.getByRole('combobox', { name: 'Local', exact: true }).selectOption({ label: MAPOCHO });
    await expect(page.getByTestId('staff-sign-in-notice')).toHaveText(
      'Por favor vuelva a iniciar sesión para cambiar de local.',
    );
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('Correo electrónico').fill(MANAGER_EMAIL);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    // Read the outbox once this code is sent (its field shows): the address may hold an older one.
    await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
    await page.getByLabel('Código recibido por correo').fill(await codeFor(page, MANAGER_EMAIL));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedidos del local · ${MAPOCHO}`);
  });

  test('a kitchen screen keeps its own token across a browser restart, and asks to sign in once revoked', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const tablet = await browser.newContext({ viewport: { width: 800, height: 1280 } });
    const screen = await tablet.newPage();
    await managerSignIn(screen);
    await screen
      .getByRole('region', { name: 'Elige el local' })
      .getByRole('button', { name: FORESTAL })
      .click();
    const screens = screen.getByRole('region', { name: 'Pantallas de cocina' });
    await screens.getByLabel('Nombre de esta pantalla').fill('Pantalla parrilla');
    await expectAccessible(screen);
    await screens.getByRole('button', { name: 'Usar como pantalla de cocina' }).click();
    await expect(screen.getByTestId('staff-screen-name')).toHaveText('Pantalla de cocina: Pantalla parrilla');
    await expect(screen.getByRole('region', { name: 'Pantallas de cocina' })).toHaveCount(0);
    await expect(screen.getByRole('combobox', { name: 'Local', exact: true })).toHaveCount(0);

    // The browser closes and opens again: the screen is still signed in, on its venue.
    const kept = await tablet.storageState();
    await tablet.close();
    const reopened = await browser.newContext({ viewport: { width: 800, height: 1280 }, storageState: kept });
    const again = await reopened.newPage();
    await again.goto('/staff');
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(`Pedidos del local · ${FORESTAL}`);
    await expect(again.getByTestId('staff-screen-name')).toHaveText('Pantalla de cocina: Pantalla parrilla');
    await again.reload();
    await expect(again.getByText('En vivo: los pedidos nuevos aparecen sin recargar.')).toBeVisible();

    // A manager revokes it elsewhere.
    const office = await browser.newContext();
    const manager = await office.newPage();
    await managerSignIn(manager);
    await manager
      .getByRole('region', { name: 'Elige el local' })
      .getByRole('button', { name: FORESTAL })
      .click();
    const list = manager.getByRole('region', { name: 'Pantallas de cocina' });
    await expect(list.getByTestId('staff-screen')).toContainText(['Pantalla parrilla']);
    await list.getByRole('button', { name: 'Revocar Pantalla parrilla' }).click();
    await manager.getByRole('alertdialog').getByRole('button', { name: 'Sí, revocar' }).click();
    await expect(list.getByRole('status')).toHaveText('«Pantalla parrilla» quedó revocada.');
    await expect(list.getByTestId('staff-screen')).toHaveCount(0);

    await again.reload();
    await expect(again.getByTestId('staff-sign-in-notice')).toHaveText(
      'Esta pantalla de cocina ya no tiene acceso. Inicia sesión para seguir.',
    );
    await expect(again.getByLabel('Correo electrónico')).toBeVisible();
    await reopened.close();
    await office.close();
  });
});

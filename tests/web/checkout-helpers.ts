import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { runSessions } from '../run-sessions.ts';

// Shared steps of the issue 4 end-to-end tests (checkout, orders, staff). Each test starts from an empty
// browser context; a unique e-mail per test keeps the diners apart on the shared server.

export const FORESTAL_MENU = '/r/cl/pizzeria-forestal/101/menu';
export const MAPOCHO_MENU = '/r/cl/sanguches-del-mapocho/102/menu';

let counter = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The latest login code sent to an address, from the development outbox (GET /srv/dev/outbox). */
export async function codeFor(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/srv/dev/outbox');
      const json = (await res.json()) as { data: { id: number; to: string; subject: string }[] };
      // The newest by id (the outbox's own order is not numeric once ids pass 9).
      const mail = json.data.filter((m) => m.to === email).sort((a, b) => b.id - a.id)[0];
      code = mail ? (mail.subject.split(':').pop() ?? '').trim() : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Fills the sign-in panel that is on the page (e-mail, then the code from the outbox). */
export async function signInHere(page: Page, email: string, opts: { first?: string; last?: string } = {}) {
  await page.getByLabel(/^(Correo electrónico|E-mail)$/).fill(email);
  await page.getByRole('button', { name: /^(Enviar código|Send code)$/ }).click();
  const code = await codeFor(page, email);
  // The code is typed in lower case: it is uppercased before it is sent (spec/2 §5).
  await page.getByLabel(/^(Código recibido por correo|Code from the e-mail)$/).fill(code.toLowerCase());
  await page.getByRole('button', { name: /^(Ingresar|Sign in)$/ }).click();
  const complete = page.getByRole('dialog', { name: /Completa tu perfil|Complete your profile/ });
  // A new account's first write can take a while on a busy machine (2 workers and the server on 2 cores); a
  // refusal instead is read out, so a failure says what the panel said rather than only 'not visible'.
  const refusal = page.locator('.login-panel [role="alert"]');
  await expect(complete.or(refusal)).toBeVisible({ timeout: 15_000 });
  if (await refusal.isVisible()) throw new Error(`Sign-in refused: ${await refusal.textContent()}`);
  await complete.getByLabel(/^(Nombre|First name)$/).fill(opts.first ?? 'Ana');
  await complete.getByLabel(/^(Apellido|Last name)$/).fill(opts.last ?? 'Pérez');
  await complete.getByRole('button', { name: /^(Guardar|Save)$/ }).click();
  await expect(complete).toBeHidden();
}

/** Opens a product of the shown menu and adds it (choosing the given extras first). */
export async function addProduct(page: Page, name: string, extras: string[] = [], times = 1) {
  for (let i = 0; i < times; i++) {
    // The server drew the page: tap once the browser has taken it over (apps/web/src/boot.tsx marks <html data-live>).
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.locator('.menu__sections').getByRole('button', { name, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    for (const extra of extras) await dialog.getByLabel(extra).check();
    await dialog.getByRole('button', { name: /^(Agregar|Add) \$/ }).click();
    await expect(dialog).toBeHidden();
  }
}

/** From the menu's cart, to the checkout. */
export async function goToCheckout(page: Page) {
  await page.getByRole('link', { name: /^(Ir a pagar|Checkout)$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Confirmar pedido|Confirm order)$/ }),
  ).toBeVisible();
}

export const confirmButton = (page: Page) => page.getByTestId('checkout-confirm');
export const notice = (page: Page) => page.getByTestId('checkout-notice');
export const totals = (page: Page) => page.getByTestId('checkout-totals');

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core on the page as it is: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // Run as code, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target),
    }));
  });
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
}

/** From the pizzeria's menu to a pickup checkout with `products`, signing in first unless `email` is null. */
async function pickupCheckout(page: Page, email: string | null, products: string[], phone: string) {
  await page.goto(FORESTAL_MENU);
  for (const product of products) await addProduct(page, product);
  await goToCheckout(page);
  if (email) await signInHere(page, email);
  await page.getByLabel('Retiro en local').check();
  await page.getByLabel(/^Teléfono/).fill(phone);
}

/**
 * A diner places a pickup order paid on receipt (signing in from the cart first, unless `email` is null:
 * already signed in); answers the order id.
 */
export async function placePickupOrder(
  page: Page,
  email: string | null,
  products: string | string[] = 'Agua mineral',
): Promise<string> {
  await pickupCheckout(page, email, [products].flat(), '+56 9 1234 5678');
  await page.getByLabel('Pago al recibir').check();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await expect(notice(page)).toBeHidden();
  await confirmButton(page).click();
  return openSavedOrder(page);
}

/**
 * After an order paid on receipt is saved the diner lands on tab 1, their orders in progress (spec/1 §4
 * 'Order saving' 3), newest first: opens the newest order's page and answers its id.
 */
export async function openSavedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/l\/cartc$/);
  await page
    .getByTestId('order-card')
    .first()
    .getByRole('link', { name: /^(Ver pedido|View order)$/ })
    .click();
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  return page.url().split('/order/')[1] ?? '';
}

/** A signed-in diner confirms a pickup order paid by card, no tip, and lands on the sandbox pay page. */
export async function startCardPickup(page: Page, email: string, product: string, phone: string) {
  await pickupCheckout(page, email, [product], phone);
  await page.getByLabel('Tarjeta', { exact: true }).check();
  await page.getByRole('group', { name: 'Propina' }).getByRole('button', { name: 'Sin propina' }).click();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/pay\/mw\/payments\/paypayment\?idpr=/);
}

export const STAFF_EMAIL = 'cocina@comanda.demo';

/**
 * The kitchen signs in on /staff (module 5000); its one venue opens by itself. Two tests may ask for the
 * same account's code at once (a new code replaces the old one): a refused code is asked for again.
 */
export async function staffSignIn(page: Page, email = STAFF_EMAIL) {
  if (await resumeStaffSession(page, email)) return;
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.goto('/staff');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
    const code = await codeFor(page, email);
    await page.getByLabel('Código recibido por correo').fill(code);
    await page.getByRole('button', { name: 'Entrar' }).click();
    if (await signedInOrNot(page, page.getByRole('alert'))) {
      const stored = await page.evaluate((key) => localStorage.getItem(key), STAFF_SESSION_KEY);
      if (stored) staffSessions.set(email, stored);
      return;
    }
    refusals.push((await page.getByRole('alert').textContent()) ?? '');
  }
  throw new Error(`${email} could not sign in to /staff: ${refusals.join(' / ')}`);
}

/**
 * The board's session (apps/web staff-board-store) of each account this run already signed in: a later page opens
 * the board with the session instead of asking for a code (tests/run-sessions.ts).
 */
const STAFF_SESSION_KEY = 'comanda.staff5000';
const staffSessions = runSessions;

async function resumeStaffSession(page: Page, email: string): Promise<boolean> {
  const stored = staffSessions.get(email);
  if (!stored) return false;
  await page.goto('/staff');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STAFF_SESSION_KEY,
    stored,
  ] as const);
  await page.reload();
  if (await signedInOrNot(page, page.getByLabel('Correo electrónico'))) return true;
  // Signed out or expired since: forget it, and sign in with a code.
  staffSessions.delete(email);
  await page.evaluate((key) => localStorage.removeItem(key), STAFF_SESSION_KEY);
  return false;
}

/** Whether the board shows its sign-out button (signed in) before `otherwise` (refused, or asking to sign in). */
async function signedInOrNot(page: Page, otherwise: Locator): Promise<boolean> {
  return Promise.race([
    page
      .getByRole('button', { name: 'Cerrar sesión' })
      .waitFor()
      .then(() => true),
    otherwise.waitFor().then(() => false),
  ]);
}

export const boardCard = (page: Page, orderId: string) =>
  page.locator(`[data-testid="staff-order"][data-iped="${orderId}"]`);

export type TypedAddress = { alias: string; street: string; commune: string; city?: string };

/**
 * Adds an address as a person types one (spec/2 §2 'Add-address dialogs'): 'Ingresar la dirección', the street,
 * commune and city, the map (the geocoder's point), the verification, the alias, and the saved modal's 'Aceptar'.
 */
export async function addTypedAddress(page: Page, a: TypedAddress) {
  await page.getByRole('button', { name: '+ Agregar dirección' }).click();
  // The dialog is named by its step's heading.
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Siguiente' }) });
  await page
    .getByRole('dialog', { name: 'Agregar dirección' })
    .getByRole('button', { name: 'Ingresar la dirección' })
    .click();
  await dialog.getByLabel('Calle y número').fill(a.street);
  await dialog.getByLabel('Comuna').fill(a.commune);
  await dialog.getByLabel('Ciudad').fill(a.city ?? 'Santiago');
  for (const heading of ['Confirma la ubicación', 'Verifica tu dirección', 'Completa tu dirección']) {
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('dialog', { name: heading })).toBeVisible();
  }
  const complete = page.getByRole('dialog', { name: 'Completa tu dirección' });
  await complete.getByLabel(/^Alias/).fill(a.alias);
  await complete.getByRole('button', { name: 'Guardar' }).click();
  // A profile without a phone is asked for one first (the dialog's phone step).
  const phone = page.getByRole('dialog', { name: 'Tu teléfono' });
  const accept = page.getByRole('dialog').getByRole('button', { name: 'Aceptar' });
  await expect(phone.or(accept)).toBeVisible();
  if (await phone.isVisible()) {
    await phone.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('987654321');
    await phone.getByRole('button', { name: 'Siguiente' }).click();
  }
  await accept.click();
  await expect(accept).toBeHidden();
}

/**
 * Types a signed-out diner's address in the add-address dialog (no account: no alias needed, no phone step),
 * walks it to the end and closes its saved modal, titled `saved`.
 */
export async function typeTemporaryAddress(
  page: Page,
  a: { street: string; commune: string; city: string },
  saved: string,
) {
  const dialog = page.locator('dialog[open]');
  // The dialog loads on the first tap (the menu's first-load JavaScript leaves it out): wait for its first step.
  await expect(dialog).toBeVisible();
  const manual = dialog.getByRole('button', { name: 'Ingresar la dirección' });
  if (await manual.isVisible()) await manual.click();
  await dialog.getByLabel('Calle y número').fill(a.street);
  await dialog.getByLabel('Comuna').fill(a.commune);
  await dialog.getByLabel('Ciudad').fill(a.city);
  for (const heading of ['Confirma la ubicación', 'Verifica tu dirección', 'Completa tu dirección']) {
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: saved });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Aceptar' }).click();
  await expect(modal).toBeHidden();
}

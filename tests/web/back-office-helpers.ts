import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { loginCodeFor, technicianToken } from '../kiosk/kiosk-device.ts';

// Shared steps of the back-office end-to-end tests: the platform's admin (the run's technician session,
// ../kiosk/kiosk-device.ts) prepares through the API and invites a venue's manager, who signs in by e-mail code;
// a page marked before a change shows that it followed the change live, not by reloading.

/** The headers of a call as the platform's admin. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await technicianToken(request)}` };
}

/** A back-office write as the platform's admin, which must be taken. */
export async function adminPost(request: APIRequestContext, path: string, data: object): Promise<void> {
  const res = await request.post(path, { headers: await adminHeaders(request), data });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The platform's admin makes `email` a manager (module 9000, level 5) of one restaurant: an invitation by e-mail. */
export async function inviteManager(
  request: APIRequestContext,
  ir: string,
  email: string,
  name = 'Gerente',
): Promise<string> {
  await adminPost(request, '/srv/backoffice/staff', {
    ir,
    email,
    nm: name,
    roles: [{ module: 9000, role: 'manager', level: 5 }],
  });
  return email;
}

/**
 * A manager signs in on the back office's page `path` with the code the e-mail brings; the test checks where
 * they land. The code is read once the page asks for it, so the e-mail has been sent.
 */
export async function managerSignIn(page: Page, email: string, path = '/staff/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código recibido por correo')).toBeVisible();
  await page.getByLabel('Código recibido por correo').fill(await loginCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Marks the page, so a reload (which would lose the mark) cannot pass for a live update. */
export const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { runSessions } from '../run-sessions.ts';

/** The technician the API helpers sign in as. */
export const TECNICO = 'tecnico@comanda.demo';
/** A second technician, only for the pairing UI test: its code is never replaced by another worker's. */
export const SOPORTE = 'soporte@comanda.demo';

/**
 * A fresh browser-mode totem of its own (`/kiosk/?device=<name>`): it starts unpaired and cannot
 * disturb the default device other tests use, even when tests run in parallel.
 */
export function newDeviceName(prefix: string): string {
  return `e2e-${prefix}-${randomBytes(4).toString('hex')}`;
}

/** One bridge call on a named device, through the browser host like the renderer makes it. */
export async function invoke<T>(
  request: APIRequestContext,
  device: string,
  channel: string,
  payload: unknown = null,
) {
  const response = await request.post(`/kiosk-host/invoke/${channel}`, {
    headers: { 'x-kiosk-device': device },
    data: { payload },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The newest login code the development outbox holds for an address. */
export async function loginCodeFor(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get('/srv/dev/outbox')).json()) as {
    data: { to: string; subject: string }[];
  };
  const code = outbox.data.find((m) => m.to === email)?.subject.match(/([A-Z0-9]{6,})$/)?.[1];
  if (!code) throw new Error(`no login code for ${email}`);
  return code;
}

/**
 * Signs the technician in through the API once per run and answers the session token, as a person stays signed
 * in for hours. Codes asked for one e-mail are rate limited (README 'Limits'), so the session is kept for the
 * whole run (tests/run-sessions.ts) and checked before use; tests in parallel workers share this account.
 */
export async function technicianToken(request: APIRequestContext): Promise<string> {
  const stored = runSessions.get(TECNICO);
  if (stored) {
    const check = await request.get('/srv/profileinfo', { headers: { authorization: `Bearer ${stored}` } });
    if (check.ok()) return stored;
    runSessions.delete(TECNICO);
  }
  const token = await signInTechnician(request);
  runSessions.set(TECNICO, token);
  return token;
}

/**
 * A new code voids the previous one (as for a person who asks again): when another worker's request lands
 * between ours and the login, ask again.
 */
async function signInTechnician(request: APIRequestContext): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await request.post('/mw/comandaapp/createuserapp', { data: { em: TECNICO } });
    const code = await loginCodeFor(request, TECNICO);
    const login = await request.post('/srv/security/login', { data: { em: TECNICO, cd: code, xmod: 9000 } });
    if (login.ok()) return ((await login.json()) as { data: { tot1: string } }).data.tot1;
    if (attempt === 5) expect(login.ok(), await login.text()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** The technician PIN the API helper chooses for the devices it pairs. */
export const TEST_PIN = '2468';

/**
 * Pairs a named device without the UI (the pairing UI has its own test): the technician chooses the PIN,
 * the device asks for a code, the technician verifies it through the API, and the device's poll stores
 * KIOUSER or KIOPORTAL.
 */
export async function pairDevice(
  request: APIRequestContext,
  device: string,
  target: ({ ir: string; il: string; dp: string } | { portal: string }) & { nm?: string },
): Promise<void> {
  await invoke(request, device, 'technician.setPin', { pin: TEST_PIN });
  const state = await invoke<{ status: string; code?: string }>(request, device, 'pairing.start');
  expect(state.status).toBe('showing');
  const token = await technicianToken(request);
  const verify = await request.post('/srv/kiosk/verify', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: state.code, ...target },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  await expect
    .poll(() => invoke<string>(request, device, 'device.arrival'), { timeout: 10_000 })
    .not.toBe('/ProfileLogin');
}

/** Restaurant 101 of the demo (Pizzería Forestal), which has a kiosk configuration. */
export const PIZZERIA = { ir: 'cmdDemoSantiagoPizza00001', il: '1', dp: '1' };

/**
 * Where the specs leave screenshots of each screen (1080×1920) for a person to look at; outside
 * test-results, which Playwright empties on every run.
 */
export const screenPath = (name: string) =>
  join(process.env.KIOSK_SCREENS_DIR ?? join(tmpdir(), 'comanda-kiosk-screens'), `${name}.png`);

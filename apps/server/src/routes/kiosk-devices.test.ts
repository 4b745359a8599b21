import { ZKioskCodeAnswer, ZKioskDevice, ZKioskPairingStatus } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

let now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
let tecnico: string;
/** A technician whose only module-9000 role is the pizzeria's. */
let pizzeriaTech: string;
/** A technician whose only module-9000 role is another restaurant's. */
let otherTech: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.simpleId !== 101 && r.kiosk)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A person with one module-9000 role, signed in as a technician. */
async function technicianOf(email: string, venue: { ir: string; il: string }): Promise<string> {
  await signIn(t.app, email, 2000);
  await t.db.query(
    `insert into staff_roles (user_id, module, ir, il, role, level)
     select id, 9000, $2, $3, 'admin', 9 from users where email = $1`,
    [email, venue.ir, venue.il],
  );
  return signIn(t.app, email, 9000);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  tecnico = await signIn(t.app, 'tecnico@comanda.demo', 9000);
  pizzeriaTech = await technicianOf('tecnica.forestal@example.com', pizzeria);
  otherTech = await technicianOf('tecnico.otro@example.com', other);
});
afterAll(() => t.close());

async function pair(venue: { ir: string; il: string }, nm: string) {
  const code = await t.app.inject({ method: 'POST', url: '/srv/kiosk/code', payload: {} });
  const { code: shown, pairingId } = ZKioskCodeAnswer.parse(code.json().data);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/srv/kiosk/verify',
    headers: bearer(tecnico),
    payload: { code: shown, ir: venue.ir, il: venue.il, dp: '1', nm },
  });
  expect(verify.statusCode).toBe(200);
  const poll = await t.app.inject({ method: 'GET', url: `/srv/kiosk/pairing?pid=${pairingId}` });
  const status = ZKioskPairingStatus.parse(poll.json().data);
  if (status.status !== 'paired') throw new Error(status.status);
  return status.identity;
}

const report = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/srv/kiosk/report', headers: bearer(token), payload: body });
const list = (token: string, venue: { ir: string; il: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/srv/kiosk/devices?ir=${venue.ir}&il=${venue.il}`,
    headers: bearer(token),
  });
const revoke = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: '/srv/kiosk/revoke', headers: bearer(token), payload: { id } });

const PRINTER = {
  target: 'tcp://10.0.0.9:9100',
  columns: 48,
  connected: false,
  paper: 'out',
  lastError: 'Impresora sin papel',
  pending: 2,
} as const;

describe('the restaurant devices technicians see (issue 12 item 6)', () => {
  it('lists one restaurant’s devices with their last contact, version and printer', async () => {
    const entrance = await pair(pizzeria, 'Totem entrada');
    const terrace = await pair(pizzeria, 'Totem terraza');
    const elsewhere = await pair(other, 'Totem de otro local');

    now = new Date('2026-11-23T15:01:00Z');
    const sent = await report(entrance.to, { version: '1.4.2', printer: PRINTER });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ received: true });

    const res = await list(pizzeriaTech, pizzeria);
    expect(res.statusCode).toBe(200);
    const devices = z.array(ZKioskDevice).parse(res.json().data);
    expect(devices.map((d) => d.name).sort()).toEqual(['Totem entrada', 'Totem terraza']);
    expect(devices.find((d) => d.id === entrance.iu)).toMatchObject({
      lastSeenAt: '2026-11-23T15:01:00.000Z',
      version: '1.4.2',
      printer: PRINTER,
      revoked: false,
    });
    // A device that never called in says so, rather than showing a stale or made-up time.
    expect(devices.find((d) => d.id === terrace.iu)).toMatchObject({ lastSeenAt: null, version: null });
    expect(devices.some((d) => d.id === elsewhere.iu)).toBe(false);

    // The last report wins: the printer came back.
    now = new Date('2026-11-23T15:01:30Z');
    await report(entrance.to, {
      version: '1.4.2',
      printer: { ...PRINTER, connected: true, paper: 'ok', lastError: null, pending: 0 },
    });
    const again = z.array(ZKioskDevice).parse((await list(tecnico, pizzeria)).json().data);
    expect(again.find((d) => d.id === entrance.iu)).toMatchObject({
      lastSeenAt: '2026-11-23T15:01:30.000Z',
      printer: { connected: true, paper: 'ok', pending: 0, lastError: null },
    });
  });

  it('refuses another restaurant’s technician, a kitchen user and no session', async () => {
    const refused = await list(otherTech, pizzeria);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      message: 'No tienes permisos para este módulo',
    });
    const kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
    expect((await list(kitchen, pizzeria)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/srv/kiosk/devices?ir=${pizzeria.ir}&il=${pizzeria.il}` }))
        .statusCode,
    ).toBe(401);
    // Its own restaurant's list works.
    expect((await list(otherTech, other)).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/srv/kiosk/devices',
      headers: bearer(tecnico),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('revokes a device of the technician’s restaurant only; the revoked device’s reports are refused', async () => {
    const device = await pair(pizzeria, 'Totem caja');
    const foreign = await revoke(otherTech, device.iu);
    expect(foreign.statusCode).toBe(403);
    expect((await report(device.to, { version: '1.0.0', printer: null })).statusCode).toBe(200);

    const done = await revoke(pizzeriaTech, device.iu);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ revoked: true });
    const listed = z.array(ZKioskDevice).parse((await list(pizzeriaTech, pizzeria)).json().data);
    expect(listed.find((d) => d.id === device.iu)?.revoked).toBe(true);

    // The device learns it at its next report: 403, which sends it back to pairing.
    const after = await report(device.to, { version: '1.0.0', printer: null });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('not_available');

    const unknown = await revoke(pizzeriaTech, 'kio-nobody');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses reports without a device token or with a bad body, and changes nothing', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/srv/kiosk/report',
          payload: { version: '1', printer: null },
        })
      ).statusCode,
    ).toBe(403);
    const device = await pair(pizzeria, 'Totem pruebas');
    const bad = await report(device.to, { version: '', printer: { ...PRINTER, paper: 'wet' } });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.query<{ last_seen_at: Date | null }>(
      'select last_seen_at from kiosk_devices where id = $1',
      [device.iu],
    );
    expect(row?.last_seen_at).toBeNull();
  });
});

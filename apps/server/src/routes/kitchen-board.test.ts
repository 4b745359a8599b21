import {
  KITCHEN_SCREEN_TOKEN_DAYS,
  KITCHEN_TIMERS_DEFAULT,
  ZKitchenScreen,
  ZKitchenScreenIssued,
  ZStaffOrder,
  ZStaffVenues,
} from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  pairKiosk,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
} from './orders-fixtures.ts';

// Issue 13 item 2: the venues a person's kitchen roles allow, by name; kitchen screens' own tokens, issued and
// revoked by a venue's manager (spec/3 §4 'Kitchen-display users authenticate by an API token').

let now = AT;
let t: TestApp;
let cocina: string; // kitchen role at the pizzeria only
let tecnico: string; // manager of every venue (ir '')
let diner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  tecnico = await signIn(t.app, 'tecnico@comanda.demo', 5000);
  diner = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const venuesOf = async (token: string) => {
  const res = await get('/srv/staff/venues', token);
  expect(res.statusCode).toBe(200);
  return ZStaffVenues.parse(res.json().data);
};
const issue = (token: string, irl: string, name: string) => post('/srv/staff/screens', token, { irl, name });
const boardOf = (token: string, irl: string) => get(`/srv/staff/orders?irl=${irl}`, token);

describe('the venues a kitchen role allows (spec/3 §4 "Staff gating")', () => {
  it('lists only the venues of the person’s role rows, by name, with the default timer limits', async () => {
    const venues = await venuesOf(cocina);
    expect(venues).toEqual([
      {
        irl: irlOf(pizzeria),
        ir: pizzeria.ir,
        il: pizzeria.il,
        name: pizzeria.app.nombre ?? pizzeria.nombre,
        timers: KITCHEN_TIMERS_DEFAULT,
        printDevice: null,
        managesScreens: false,
      },
    ]);
  });

  it('lists every venue for a row of every venue, with the manager flag', async () => {
    const venues = await venuesOf(tecnico);
    expect(venues.map((v) => v.ir).sort()).toEqual(demo.restaurants.map((r) => r.ir).sort());
    expect(venues.every((v) => v.managesScreens)).toBe(true);
    const names = venues.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists two venues for rows of two, and takes each venue’s timer limits and print device', async () => {
    const email = 'dos.locales@example.com';
    await signIn(t.app, email);
    for (const r of [pizzeria, sanguches])
      await t.db.query(
        `insert into staff_roles (user_id, module, ir, il, role, level)
         select id, 5000, $2, $3, 'kitchen', 1 from users where email = $1`,
        [email, r.ir, r.il],
      );
    const timers = {
      arrivalAmberMinutes: 2,
      arrivalRedMinutes: 4,
      confirmedAmberMinutes: 8,
      confirmedRedMinutes: 12,
    };
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{kitchenTimers}', $2::jsonb) where ir = $1`,
      [sanguches.ir, JSON.stringify(timers)],
    );
    const device = await pairKiosk(t.app);
    const token = await signIn(t.app, email, 5000);
    const venues = await venuesOf(token);
    expect(venues.map((v) => v.irl).sort()).toEqual([irlOf(pizzeria), irlOf(sanguches)].sort());
    expect(venues.find((v) => v.ir === sanguches.ir)?.timers).toEqual(timers);
    expect(venues.find((v) => v.ir === pizzeria.ir)?.printDevice).toBe(device.id);
  });

  it('refuses a diner without a kitchen role', async () => {
    const res = await get('/srv/staff/venues', diner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.key).toBe('m1_err_forbidden_module');
    const signedAsKitchen = await signIn(t.app, 'sin.rol@example.com', 5000).catch((e: Error) => e.message);
    expect(signedAsKitchen).toContain('No tienes permisos para este módulo');
  });
});

describe('the board tells when an order was confirmed (its timer, issue 13 item 2)', () => {
  it('answers confirmedAt null before confirmation and the confirmation time after', async () => {
    const iped = (await saveOrder(t.app, diner, pickupOrder())).json().data.order.iped as string;
    const find = async () =>
      z
        .array(ZStaffOrder)
        .parse((await boardOf(cocina, irlOf(pizzeria))).json().data)
        .find((o) => o.iped === iped)!;
    expect((await find()).confirmedAt).toBeNull();
    now = new Date(AT.getTime() + 3 * 60_000);
    expect((await post('/srv/staff/order', cocina, { iped, action: 'confirm' })).statusCode).toBe(200);
    now = new Date(AT.getTime() + 5 * 60_000);
    expect((await post('/srv/staff/order', cocina, { iped, action: 'prepare' })).statusCode).toBe(200);
    expect((await find()).confirmedAt).toBe(new Date(AT.getTime() + 3 * 60_000).toISOString());
    now = AT;
  });
});

describe('kitchen screens’ tokens (spec/3 §4 "Kitchen-display users authenticate by an API token")', () => {
  it('are issued by a manager of the venue only, readably refused otherwise', async () => {
    const res = await issue(cocina, irlOf(pizzeria), 'Pantalla parrilla');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'forbidden',
      key: 'm1_err_screens_manager_only',
      message: 'Solo un encargado del local puede administrar sus pantallas de cocina',
    });
    expect((await get(`/srv/staff/screens?irl=${irlOf(pizzeria)}`, cocina)).statusCode).toBe(403);
    const empty = await issue(tecnico, irlOf(pizzeria), '');
    expect(empty.statusCode).toBe(400);
    const rows = await t.db.query<{ count: number }>('select count(*)::int as count from kitchen_screens');
    expect(rows[0]?.count).toBe(0);
  });

  it('let a screen see its one venue’s board until revoked; then it is asked to sign in', async () => {
    const res = await issue(tecnico, irlOf(pizzeria), 'Pantalla cocina caliente');
    expect(res.statusCode).toBe(200);
    const { screen, token } = ZKitchenScreenIssued.parse(res.json().data);
    expect(screen).toMatchObject({
      name: 'Pantalla cocina caliente',
      irl: irlOf(pizzeria),
      issuedBy: 'Técnica Comanda',
    });
    // Only the hash is kept.
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.some((s) => s.token_hash === token)).toBe(false);

    expect((await boardOf(token, irlOf(pizzeria))).statusCode).toBe(200);
    expect((await boardOf(token, irlOf(sanguches))).statusCode).toBe(403);
    expect((await venuesOf(token)).map((v) => v.irl)).toEqual([irlOf(pizzeria)]);
    expect((await venuesOf(token))[0]?.managesScreens).toBe(false);
    // A screen cannot give out tokens itself.
    expect((await issue(token, irlOf(pizzeria), 'Otra')).statusCode).toBe(403);
    // A year later it still works, save the last moment.
    now = new Date(AT.getTime() + (KITCHEN_SCREEN_TOKEN_DAYS * 24 * 3600 - 60) * 1000);
    expect((await boardOf(token, irlOf(pizzeria))).statusCode).toBe(200);
    now = AT;

    const list = await get(`/srv/staff/screens?irl=${irlOf(pizzeria)}`, tecnico);
    expect(
      z
        .array(ZKitchenScreen)
        .parse(list.json().data)
        .map((s) => s.id),
    ).toEqual([screen.id]);

    // Another venue's manager is not this one's.
    const other = 'encargada.sanguches@example.com';
    await signIn(t.app, other);
    await t.db.query(
      `insert into staff_roles (user_id, module, ir, il, role, level)
       select id, 5000, $2, $3, 'manager', 5 from users where email = $1`,
      [other, sanguches.ir, sanguches.il],
    );
    const otherManager = await signIn(t.app, other, 5000);
    expect((await post('/srv/staff/screens/revoke', otherManager, { id: screen.id })).statusCode).toBe(403);
    expect((await post('/srv/staff/screens/revoke', cocina, { id: screen.id })).statusCode).toBe(403);
    expect((await boardOf(token, irlOf(pizzeria))).statusCode).toBe(200);

    const revoked = await post('/srv/staff/screens/revoke', tecnico, { id: screen.id });
    expect(revoked.statusCode).toBe(200);
    const refused = await boardOf(token, irlOf(pizzeria));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.key).toBe('m1_err_sign_in_needed');
    expect((await get(`/srv/staff/screens?irl=${irlOf(pizzeria)}`, tecnico)).json().data).toEqual([]);
    const again = await post('/srv/staff/screens/revoke', tecnico, { id: screen.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Pantalla de cocina no encontrada');
    const [row] = await t.db.query<{ revoked_at: Date | null; user_id: string | null }>(
      'select revoked_at, user_id from kitchen_screens where id = $1',
      [screen.id],
    );
    expect(row).toEqual({ revoked_at: AT, user_id: null });
  });

  it('expire after their time', async () => {
    const { token } = ZKitchenScreenIssued.parse(
      (await issue(tecnico, irlOf(pizzeria), 'Pantalla barra')).json().data,
    );
    now = new Date(AT.getTime() + KITCHEN_SCREEN_TOKEN_DAYS * 24 * 3600 * 1000 + 1000);
    expect((await boardOf(token, irlOf(pizzeria))).statusCode).toBe(401);
    now = AT;
  });

  it('belong to an account no login code can reach', async () => {
    const { screen } = ZKitchenScreenIssued.parse(
      (await issue(tecnico, irlOf(pizzeria), 'Pantalla postres')).json().data,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/mw/comandaapp/createuserapp',
      payload: { em: `pantalla:${screen.id}` },
    });
    expect(res.statusCode).toBe(400);
  });
});

import { ZKitchenScreen, ZKitchenScreenIssued } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SCREEN_SEEN_EVERY_SECONDS } from '../store/kitchen-screens.ts';
import { managerOf } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, pizzeria, sanguches } from './orders-fixtures.ts';

// Issue 13 item 2 'revocable by an admin': the back office (module 9000) lists a venue's kitchen screens, with
// when each last read its board, and revokes one; a stranger is refused with a text. PGlite, and PostgreSQL
// with COMANDA_TEST_DATABASE_URL.

let now = AT;
let t: TestApp;
let kitchenManager: string; // tecnico@comanda.demo on the board: a kitchen manager of every venue
let admin: string; // soporte@comanda.demo: the platform's admin (a 9000 row of every venue)
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  kitchenManager = await signIn(t.app, 'tecnico@comanda.demo', 5000);
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const screensOf = async (token: string) => {
  const res = await get(`/srv/staff/screens?irl=${irlOf(pizzeria)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(ZKitchenScreen).parse(res.json().data);
};
const newScreen = async (name: string) =>
  ZKitchenScreenIssued.parse(
    (await post('/srv/staff/screens', kitchenManager, { irl: irlOf(pizzeria), name })).json().data,
  );
const board = (token: string) => get(`/srv/staff/orders?irl=${irlOf(pizzeria)}`, token);
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

describe("a venue's kitchen screens in the back office", () => {
  it('lists them with when each last read its board, written at most once a minute', async () => {
    const { screen, token } = await newScreen('Pantalla pizzas');
    expect((await screensOf(admin)).find((s) => s.id === screen.id)?.lastSeenAt).toBeNull();
    now = later(10);
    expect((await board(token)).statusCode).toBe(200);
    const seenAt = () => screensOf(admin).then((all) => all.find((s) => s.id === screen.id)?.lastSeenAt);
    expect(await seenAt()).toBe(later(10).toISOString());
    now = later(10 + SCREEN_SEEN_EVERY_SECONDS - 1);
    await board(token);
    expect(await seenAt()).toBe(later(10).toISOString());
    now = later(10 + SCREEN_SEEN_EVERY_SECONDS);
    await board(token);
    expect(await seenAt()).toBe(later(10 + SCREEN_SEEN_EVERY_SECONDS).toISOString());
    // A person reading the board is no screen: nothing is written for them.
    expect((await board(kitchenManager)).statusCode).toBe(200);
    now = AT;
  });

  it('are revoked by an admin of the venue: the screen is asked to sign in, the row says who', async () => {
    const { screen, token } = await newScreen('Pantalla postres');
    const revoked = await post('/srv/staff/screens/revoke', admin, { id: screen.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await board(token)).statusCode).toBe(401);
    expect((await screensOf(admin)).map((s) => s.id)).not.toContain(screen.id);
    const [row] = await t.db.query<{ email: string }>(
      'select u.email from kitchen_screens s join users u on u.id = s.revoked_by where s.id = $1',
      [screen.id],
    );
    expect(row?.email).toBe('soporte@comanda.demo');
  });

  it("are the venue's back-office manager's too, and nobody else's: a stranger is refused readably", async () => {
    const { screen, token } = await newScreen('Pantalla barra');
    const own = await managerOf(t, 'gerente.pantallas@example.com', pizzeria.ir);
    expect((await screensOf(own)).map((s) => s.id)).toContain(screen.id);

    const stranger = await managerOf(t, 'gerente.ajeno@example.com', sanguches.ir);
    const refused = await post('/srv/staff/screens/revoke', stranger, { id: screen.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      key: 'm1_err_forbidden_module',
      message: expect.any(String),
    });
    expect(refused.json().error.message.length).toBeGreaterThan(10);
    expect((await get(`/srv/staff/screens?irl=${irlOf(pizzeria)}`, stranger)).statusCode).toBe(403);
    const diner = await signIn(t.app, 'curioso@example.com');
    expect((await post('/srv/staff/screens/revoke', diner, { id: screen.id })).statusCode).toBe(403);
    // The back office revokes; only the board gives a token, since the device asking becomes the screen.
    const issued = await post('/srv/staff/screens', admin, { irl: irlOf(pizzeria), name: 'Otra' });
    expect(issued.statusCode).toBe(403);
    expect((await board(token)).statusCode).toBe(200);
  });
});

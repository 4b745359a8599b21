import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanges } from '../store/catalog-changes.ts';
import { managerOf } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 13 item 3: the back office's coupons and staff roles, each write with a change-log row in its
 * transaction; refusals readable and writing nothing. PGlite, and PostgreSQL with COMANDA_TEST_DATABASE_URL.
 */

let t: TestApp;
let manager: string;
let otherManager: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.ir !== pizzeria.ir)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ir: pizzeria.ir, ...payload } });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `${url}?ir=${pizzeria.ir}`, headers: bearer(token) });
const changes = () => catalogChanges(t.db, pizzeria.ir, { limit: 1000 });

async function expectNothingWritten(refusal: () => Promise<unknown>) {
  const count = async (table: string) =>
    (await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n;
  const snapshot = async () => ({
    changes: (await changes()).length,
    coupons: await count('coupons'),
    roles: await count('staff_roles'),
    users: await count('users'),
  });
  const before = await snapshot();
  await refusal();
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({ at: new Date('2026-11-23T15:00:00Z') });
  manager = await managerOf(t, 'gerente.forestal@example.com', pizzeria.ir);
  otherManager = await managerOf(t, 'gerente.otro@example.com', other.ir);
});
afterAll(() => t.close());

describe('coupons (issue 13 item 3)', () => {
  const coupon = { id: 'VERANO10', type: 'PERCENTAGE', amount: 10, comment: 'Verano', active: true };

  it('creates, lists, changes and deletes a coupon, each with a change row', async () => {
    const created = await post(manager, '/srv/backoffice/coupons', { coupon });
    expect(created.json().data).toEqual({ changed: true });
    expect((await get(manager, '/srv/backoffice/coupons')).json().data).toContainEqual({
      ...coupon,
      ir: pizzeria.ir,
    });
    expect((await changes())[0]).toMatchObject({ what: 'coupon.create', target: 'VERANO10', before: null });
    const again = await post(manager, '/srv/backoffice/coupons', { coupon });
    expect(again.json().data).toEqual({ changed: false });
    await post(manager, '/srv/backoffice/coupons', { coupon: { ...coupon, active: false } });
    expect((await changes())[0]).toMatchObject({ what: 'coupon.update', after: { active: false } });
    const deleted = await post(manager, '/srv/backoffice/coupons/delete', { id: 'VERANO10' });
    expect(deleted.json().data).toEqual({ deleted: true });
    expect((await changes())[0]).toMatchObject({ what: 'coupon.delete', after: null });
  });

  it('refuses a negative amount, an unknown coupon and another restaurant’s manager, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const negative = await post(manager, '/srv/backoffice/coupons', { coupon: { ...coupon, amount: -1 } });
      expect(negative.statusCode).toBe(400);
      const unknown = await post(manager, '/srv/backoffice/coupons/delete', { id: 'NOEXISTE' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        key: 'm1_err_coupon_not_found',
        message: 'Cupón no encontrado',
      });
      const foreign = await post(otherManager, '/srv/backoffice/coupons', { coupon });
      expect(foreign.statusCode).toBe(403);
    });
  });
});

describe('staff accounts and roles (issue 13 item 3)', () => {
  it('invites a person by e-mail with role rows of this restaurant; they can sign in to the kitchen', async () => {
    const res = await post(manager, '/srv/backoffice/staff', {
      email: 'Cocinero.Nuevo@example.com',
      nm: 'Pablo',
      roles: [{ module: 5000, role: 'kitchen', level: 1 }],
    });
    expect(res.json().data).toEqual({ changed: true });
    const staff = (await get(manager, '/srv/backoffice/staff')).json().data;
    expect(staff).toContainEqual({
      email: 'cocinero.nuevo@example.com',
      nm: 'Pablo',
      ln: '',
      roles: [{ module: 5000, ir: pizzeria.ir, il: '', role: 'kitchen', level: 1 }],
    });
    expect((await changes())[0]).toMatchObject({ what: 'staff.roles', target: 'cocinero.nuevo@example.com' });
    await signIn(t.app, 'cocinero.nuevo@example.com', 5000);
  });

  it('removes a person from this restaurant with no rows, leaving other restaurants’ rows alone', async () => {
    await t.db.query(
      `insert into staff_roles (user_id, module, ir, il, role, level)
       select id, 5000, $1, '', 'kitchen', 1 from users where email = 'cocinero.nuevo@example.com'`,
      [other.ir],
    );
    await post(manager, '/srv/backoffice/staff', { email: 'cocinero.nuevo@example.com', roles: [] });
    const rows = await t.db.query<{ ir: string }>(
      `select r.ir from staff_roles r join users u on u.id = r.user_id where u.email = 'cocinero.nuevo@example.com'`,
    );
    expect(rows).toEqual([{ ir: other.ir }]);
  });

  it('refuses a level above the manager’s own, touching someone above them, and a repeated module', async () => {
    await expectNothingWritten(async () => {
      const above = await post(manager, '/srv/backoffice/staff', {
        email: 'jefe@example.com',
        roles: [{ module: 9000, role: 'manager', level: 9 }],
      });
      expect(above.statusCode).toBe(403);
      expect(above.json().error).toMatchObject({
        code: 'staff_level',
        key: 'p1_err_staff_level_above',
        params: { level: 9, max: 5 },
        message: 'No puedes dar un nivel 9: tu nivel en este local es 5',
      });
      const repeated = await post(manager, '/srv/backoffice/staff', {
        email: 'doble@example.com',
        roles: [
          { module: 5000, role: 'kitchen', level: 1 },
          { module: 5000, role: 'kitchen', level: 2 },
        ],
      });
      expect(repeated.statusCode).toBe(400);
      const foreign = await post(otherManager, '/srv/backoffice/staff', {
        email: 'x@example.com',
        roles: [{ module: 5000, role: 'kitchen', level: 1 }],
      });
      expect(foreign.statusCode).toBe(403);
    });
    await managerOf(t, 'duena@example.com', pizzeria.ir, 9);
    await expectNothingWritten(async () => {
      const demote = await post(manager, '/srv/backoffice/staff', { email: 'duena@example.com', roles: [] });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().error).toMatchObject({ code: 'staff_member', key: 'p1_err_staff_member_above' });
    });
  });

  it('refuses a role the back office does not offer, naming the field, and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const typed = await post(manager, '/srv/backoffice/staff', {
        email: 'rol.escrito@example.com',
        roles: [{ module: 5000, role: 'Manager', level: 1 }],
      });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().error.message).toContain('elige un rol de la lista');
    });
    const picked = await post(manager, '/srv/backoffice/staff', {
      email: 'encargado.nuevo@example.com',
      roles: [{ module: 5000, role: 'manager', level: 1 }],
    });
    expect(picked.statusCode).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { KIOSK_CODE_EXPIRY_SECONDS, ZKioskCodeAnswer, ZKioskPairingStatus } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

const start = new Date('2026-11-23T15:00:00Z');
let now = start;
let t: TestApp;
let tecnico: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  tecnico = await signIn(t.app, 'tecnico@comanda.demo', 9000);
});
afterAll(() => t.close());

const askCode = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/srv/kiosk/code', payload: { iu: 'local-1' } });
  expect(res.statusCode).toBe(200);
  return ZKioskCodeAnswer.parse(res.json().data);
};
const poll = async (pid: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/srv/kiosk/pairing?pid=${pid}` });
  expect(res.statusCode).toBe(200);
  return ZKioskPairingStatus.parse(res.json().data);
};
const verify = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/srv/kiosk/verify', headers: bearer(token), payload });
const forPizzeria = (code: string) => ({ code, ir: pizzeria.ir, il: pizzeria.il, dp: '1' });

/** Pairs a new device to the pizzeria and answers its identity (with the token). */
async function pairPizzeria() {
  const { code, pairingId } = await askCode();
  expect((await verify(tecnico, forPizzeria(code))).statusCode).toBe(200);
  const status = await poll(pairingId);
  if (status.status !== 'paired') throw new Error(`not paired: ${status.status}`);
  return status.identity;
}

describe('kiosk pairing (spec/3 §4, §7, §9)', () => {
  it('gives a readable 6-character code and a secret pairing id, pending for 5 minutes, then expired', async () => {
    const answer = await askCode();
    expect(answer.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(answer.expiresAt).toBe(now.getTime() + KIOSK_CODE_EXPIRY_SECONDS * 1000);
    expect(await poll(answer.pairingId)).toEqual({ status: 'pending', expiresAt: answer.expiresAt });
    now = new Date(answer.expiresAt - 1);
    expect((await poll(answer.pairingId)).status).toBe('pending');
    now = new Date(answer.expiresAt);
    expect(await poll(answer.pairingId)).toEqual({ status: 'expired' });
    // An expired code cannot be verified any more, with a message the technician understands.
    const late = await verify(tecnico, forPizzeria(answer.code));
    expect(late.statusCode).toBe(404);
    now = start;
  });

  it('refuses to verify an expired code that is still on record with 410', async () => {
    const { code } = await askCode();
    now = new Date(start.getTime() + KIOSK_CODE_EXPIRY_SECONDS * 1000);
    const res = await verify(tecnico, forPizzeria(code));
    now = start;
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toContain('expiró');
  });

  it('pairs a restaurant device: the poll answers KIOUSER with a token stored only hashed', async () => {
    const { code, pairingId } = await askCode();
    const res = await verify(tecnico, { ...forPizzeria(code.toLowerCase()), nm: 'Totem entrada' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'restaurant', name: 'Totem entrada' });
    const status = await poll(pairingId);
    expect(status.status).toBe('paired');
    if (status.status !== 'paired') return;
    expect(status.identity).toMatchObject({ ir: pizzeria.ir, il: pizzeria.il, sid: 101, pa: 'cl', dp: '1' });
    expect(status.identity.to.length).toBeGreaterThan(30);
    const [row] = await t.db.query<{ token_hash: string }>(
      'select token_hash from kiosk_devices where id = $1',
      [status.identity.iu],
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(status.identity.to).digest('hex'));
    const dump = JSON.stringify(await t.db.query('select * from kiosk_devices'));
    expect(dump).not.toContain(status.identity.to);
    // The code is consumed: a second poll or verify finds nothing.
    expect(await poll(pairingId)).toEqual({ status: 'expired' });
    expect((await verify(tecnico, forPizzeria(code))).statusCode).toBe(404);
  });

  it('needs module 9000: no session 401, a diner or a kitchen user 403', async () => {
    const { code } = await askCode();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/verify',
      payload: forPizzeria(code),
    });
    expect(anonymous.statusCode).toBe(401);
    const diner = await signIn(t.app, 'comensal@example.com', 2000);
    expect((await verify(diner, forPizzeria(code))).statusCode).toBe(403);
    const kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
    const refused = await verify(kitchen, forPizzeria(code));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('No tienes permisos para este módulo');
  });

  it('answers an unknown code with a readable 404 and a bad request with a readable 400', async () => {
    const unknown = await verify(tecnico, forPizzeria('ZZZZZZ'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/Código no encontrado/);
    const neither = await verify(tecnico, { code: 'ABCDEF' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toContain('restaurante');
    const short = await verify(tecnico, forPizzeria('ABC'));
    expect(short.json().error.message).toContain('6 caracteres');
  });

  it('pairs a portal device: the poll answers KIOPORTAL with its kiosk restaurants', async () => {
    const { code, pairingId } = await askCode();
    expect((await verify(tecnico, { code, portal: 'patio-santiago' })).statusCode).toBe(200);
    const status = await poll(pairingId);
    expect(status.status).toBe('paired-portal');
    if (status.status !== 'paired-portal') return;
    expect(status.portal).toMatchObject({
      idPortal: 'patio-santiago',
      country: 'cl',
      name: 'Patio Santiago',
    });
    expect(status.portal.idLocales).toEqual([{ ir: pizzeria.ir, idTotem: '1' }]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/srv/restosportales?pais=cl&ipr=patio-santiago&kio=1',
    });
    expect(list.json().data.restaurants.map((r: { simpleId: number }) => r.simpleId)).toEqual([101, 102]);
  });

  it('refreshes the token (tt 4); the old token stops working; revoked → 403', async () => {
    const identity = await pairPizzeria();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/srv/kiosk/token',
        payload: { xiu: identity.iu, kiosId: identity.dp, ir: identity.ir, il: identity.il, token, tt: 4 },
      });
    const res = await refresh(identity.to);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.to as string;
    expect(fresh).not.toBe(identity.to);
    expect((await refresh(identity.to)).statusCode).toBe(403);
    const check = await t.app.inject({ method: 'GET', url: '/srv/kiosk/device', headers: bearer(fresh) });
    expect(check.statusCode).toBe(200);

    const revoke = await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/revoke',
      headers: bearer(tecnico),
      payload: { id: identity.iu },
    });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/srv/kiosk/device', headers: bearer(fresh) });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('not_available');
    expect((await refresh(fresh)).statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/srv/kiosk/device', headers: bearer('nope') });
    expect(unknown.statusCode).toBe(403);
  });

  it('an inactive restaurant (app.active false) answers 401', async () => {
    const identity = await pairPizzeria();
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{app,active}', 'false'::jsonb) where ir = $1`,
      [pizzeria.ir],
    );
    try {
      const check = await t.app.inject({
        method: 'GET',
        url: '/srv/kiosk/device',
        headers: bearer(identity.to),
      });
      expect(check.statusCode).toBe(401);
      expect(check.json().error).toMatchObject({ code: 'inactive' });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/srv/kiosk/token',
        payload: { xiu: identity.iu, token: identity.to, tt: 4 },
      });
      expect(refresh.statusCode).toBe(401);
    } finally {
      await t.db.query(
        `update restaurants set profile = jsonb_set(profile, '{app,active}', 'true'::jsonb) where ir = $1`,
        [pizzeria.ir],
      );
    }
  });

  it('checks a locator number against the tables: found with its translated names, or Mesa no encontrada', async () => {
    const irl = `${pizzeria.ir}-${pizzeria.il}`;
    const found = await t.app.inject({ method: 'GET', url: `/srv/kiosk/table?irl=${irl}&mesa=3` });
    // With its name in the languages the restaurant wrote it in (issue 11 item 3: the totem shows 'Table 3').
    expect(found.json().data).toEqual({ id: '3', nm: 'Mesa 3', nmTrad: { en: 'Table 3' } });
    const missing = await t.app.inject({ method: 'GET', url: `/srv/kiosk/table?irl=${irl}&mesa=999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Mesa no encontrada');
  });

  it('lists the venues to the technician only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/srv/kiosk/venues', headers: bearer(tecnico) });
    const data = res.json().data;
    expect(data.portals.map((p: { id: string }) => p.id)).toContain('patio-santiago');
    expect(data.restaurants.find((r: { simpleId: number }) => r.simpleId === 101).configs).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/srv/kiosk/venues' })).statusCode).toBe(401);
  });
});

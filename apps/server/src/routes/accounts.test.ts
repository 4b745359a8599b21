import { ZLoginAnswer, ZProfile } from '@comanda/domain';
import { formatServerText } from '@comanda/i18n/server-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const askCode = (em: string) =>
  t.app.inject({ method: 'POST', url: '/mw/comandaapp/createuserapp', payload: { em } });
const login = (em: string, cd: string, xmod = 2000) =>
  t.app.inject({ method: 'POST', url: '/srv/security/login', payload: { em, cd, xmod } });
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/srv/profileinfo', headers: { authorization: `Bearer ${token}` } });

describe('sign-in by e-mail code (spec/2 §4 Login, §5, §8, §9)', () => {
  it('sends a code to the outbox and signs in with it, lower case and spaces forgiven', async () => {
    expect((await askCode('Ana@Example.com')).json()).toEqual({ ok: true, data: { sent: true } });
    const code = await codeFromOutbox(t.app, 'ana@example.com');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const res = await login('ana@example.com', typed);
    expect(res.statusCode).toBe(200);
    const answer = ZLoginAnswer.parse(res.json().data);
    expect(answer.detApp.em).toBe('ana@example.com');
    expect(answer.detApp.nm).toBe(''); // an empty first name opens the complete-profile modal
    const profile = await profileWith(answer.tot1);
    expect(ZProfile.parse(profile.json().data).id).toBe(answer.id);
  });

  it('uses a code once and refuses a wrong one with Código inválido', async () => {
    await askCode('bea@example.com');
    const code = await codeFromOutbox(t.app, 'bea@example.com');
    const wrong = await login('bea@example.com', 'ZZZZZZ');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'invalid_code',
      message: 'Código inválido',
      key: 'm1_err_code_invalid',
    });
    expect((await login('bea@example.com', code)).statusCode).toBe(200);
    expect((await login('bea@example.com', code)).json().error.message).toBe('Código inválido');
  });

  it('refuses a code older than 10 minutes with Código expirado (error 18432)', async () => {
    await askCode('cris@example.com');
    const code = await codeFromOutbox(t.app, 'cris@example.com');
    now = new Date(now.getTime() + 600_000);
    const res = await login('cris@example.com', code);
    now = new Date('2026-11-23T15:00:00Z');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: '18432',
      message: 'Código expirado',
      key: 'm1_err_code_expired',
    });
  });

  it('voids a code after 5 wrong tries, so it cannot be guessed', async () => {
    await askCode('dani@example.com');
    const code = await codeFromOutbox(t.app, 'dani@example.com');
    for (let i = 0; i < 5; i++) await login('dani@example.com', 'WRONG1');
    expect((await login('dani@example.com', code)).json().error.message).toBe('Código inválido');
  });

  it('refuses a code shorter than 6 characters and a malformed e-mail before anything is sent', async () => {
    expect((await login('ana@example.com', 'ABC')).statusCode).toBe(400);
    const bad = await askCode('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Correo inválido');
  });

  it('stores only hashes: the token is not in the sessions table', async () => {
    const token = await signIn(t.app, 'eva@example.com');
    const rows = await t.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('profile and logout', () => {
  it('saves the allowed fields and refuses others', async () => {
    const token = await signIn(t.app, 'fer@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/srv/profilesave',
      headers: auth,
      payload: { nm: 'Fernanda', ln: 'Rojas', ph: '+56911112222' },
    });
    expect(saved.json().data.nombre).toBe('Fernanda Rojas');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/srv/profilesave',
      headers: auth,
      payload: { em: 'other@example.com' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await profileWith(token)).json().data.detApp.em).toBe('fer@example.com');
  });

  it('refuses an invalid phone or address with a readable 400, changing nothing (spec/2 §5)', async () => {
    const token = await signIn(t.app, 'ines@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/srv/profilesave', headers: auth, payload });
    const address = (alias: string, over: object = {}) => ({
      alias,
      di: 'Merced 100',
      cm: 'Santiago',
      ci: 'Santiago',
      ...over,
    });
    expect((await save({ ph: '+56 9 8765 4321', ad: [address('Casa')] })).statusCode).toBe(200);

    const phone = await save({ ph: '12-ab' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toBe('Solicitud inválida: ph: Teléfono inválido');
    const incomplete = await save({ ad: [address('Casa'), address('Oficina', { di: 'Av 1', ci: '' })] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toBe(
      'Solicitud inválida: ad: Debe completar información: Calle y número (Oficina), ' +
        'ad: Debe completar información: Ciudad (Oficina)',
    );
    // The same refusal as texts, which an English diner's page says in English (issue 11).
    const { key, params } = incomplete.json().error;
    expect(formatServerText(key, params, 'en')).toBe(
      'Invalid request: ad: Please complete: Street and number (Oficina), ad: Please complete: City (Oficina)',
    );
    const twice = await save({ ad: [address('Casa'), address(' casa')] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Solicitud inválida: ad: Alias ya registrado: casa');

    const kept = (await profileWith(token)).json().data.detApp;
    expect(kept.ph).toBe('+56 9 8765 4321');
    expect(kept.ad.map((a: { alias: string }) => a.alias)).toEqual(['Casa']);
  });

  it('ends the session at logout: the token no longer works', async () => {
    const token = await signIn(t.app, 'gabi@example.com');
    expect((await profileWith(token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/srv/logoutuser',
      headers: { authorization: `Bearer ${token}` },
    });
    const after = await profileWith(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Debes iniciar sesión para continuar');
  });

  it('expires a session after its lifetime', async () => {
    const token = await signIn(t.app, 'hugo@example.com');
    now = new Date(now.getTime() + 31 * 24 * 3600 * 1000);
    const res = await profileWith(token);
    now = new Date('2026-11-23T15:00:00Z');
    expect(res.statusCode).toBe(401);
  });
});

describe('staff gating (spec/3 §4: a module above 2000 needs a role profile)', () => {
  it('refuses the kitchen module to a diner', async () => {
    await askCode('ivan@example.com');
    const code = await codeFromOutbox(t.app, 'ivan@example.com');
    const res = await login('ivan@example.com', code, 5000);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('No tienes permisos para este módulo');
  });

  it("signs the kitchen staff in with its restaurant's role and lists it", async () => {
    const token = await signIn(t.app, 'cocina@comanda.demo', 5000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/sapi/perfiles?xmod=5000',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data.profiles).toEqual([
      { module: 5000, role: 'kitchen', ir: 'cmdDemoSantiagoPizza00001', il: '1', level: 1 },
    ]);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/sapi/perfiles?xmod=9000',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.json().data.profiles).toEqual([]);
  });
});

import { ZLoginAnswer, ZProfile } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const start = new Date('2026-11-26T12:00:00Z');
let now = start;
let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    publicUrl: 'https://pedidos.example.com',
    logStream: { write: (line) => logged.push(line) },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const register = (em: string, nm = 'Lucía', ln = 'Rojas') =>
  post('/mw/comandaapp/createuserapp', { em, nm, ln, lang: 'es' });
const loginPw = (em: string, pw: string) => post('/srv/security/login', { em, pw, xmod: 2000 });
const forgot = (email: string) => post('/sapi/pwdreset', { email, xmod: 2000 });

/** The newest mail of an address in the development outbox. */
async function lastMail(to: string) {
  const outbox = (await t.app.inject({ method: 'GET', url: '/srv/dev/outbox' })).json().data as {
    id: number;
    to: string;
    subject: string;
    body: string;
  }[];
  return outbox.filter((m) => m.to === to).sort((a, b) => b.id - a.id)[0];
}
const linkIn = async (to: string, path: string) => {
  const mail = await lastMail(to);
  const match = mail?.body.match(new RegExp(`https://pedidos\\.example\\.com${path}/(\\S+)`));
  if (!match) throw new Error(`no ${path} link for ${to}`);
  return match[1]!;
};

/** Registers, confirms by the mailed link and sets a first password: the session token. */
async function registered(em: string, pw: string) {
  expect((await register(em)).json()).toEqual({ ok: true, data: { sent: true } });
  const code = await linkIn(em, '/l/profilecreated');
  const confirmed = await post('/srv/security/profilecreated', { code });
  expect(confirmed.statusCode).toBe(200);
  const token = ZLoginAnswer.parse(confirmed.json().data).tot1;
  expect((await post('/sapi/chclave', { clave1: pw }, token)).statusCode).toBe(200);
  return { token, code };
}

describe('registration with a confirmation e-mail (spec/2 §2, §4 Register, §8)', () => {
  it('mails a link to /l/profilecreated/{code} that signs the new account in once', async () => {
    await register('lucia@example.com');
    const mail = await lastMail('lucia@example.com');
    expect(mail?.subject).toBe('Confirma tu cuenta de Comanda');
    const code = await linkIn('lucia@example.com', '/l/profilecreated');
    const res = await post('/srv/security/profilecreated', { code });
    const answer = ZLoginAnswer.parse(res.json().data);
    expect(answer.detApp).toMatchObject({ nm: 'Lucía', ln: 'Rojas', em: 'lucia@example.com' });
    expect(answer.pwd).toBe(false);
    const again = await post('/srv/security/profilecreated', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'confirm_link', key: 'm1_err_confirm_link' });
  });

  it('refuses a forged or expired confirmation and changes nothing', async () => {
    await register('tomas@example.com');
    const code = await linkIn('tomas@example.com', '/l/profilecreated');
    const [id] = code.split('.');
    expect((await post('/srv/security/profilecreated', { code: `${id}.forged` })).statusCode).toBe(400);
    now = new Date(start.getTime() + 24 * 3600 * 1000);
    const late = await post('/srv/security/profilecreated', { code });
    now = start;
    expect(late.json().error.message).toBe('El link de confirmación no es válido, venció o ya fue usado.');
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'tomas@example.com'",
    );
    expect(row!.n).toBe(0);
  });

  it('refuses registering an account that has a password: recover it instead', async () => {
    await registered('marta@example.com', 'marta-clave-1');
    const res = await register('marta@example.com', 'Otra', 'Persona');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('m1_err_register_failed');
    const names = await t.db.query<{ first_name: string }>(
      "select first_name from users where email = 'marta@example.com'",
    );
    expect(names[0]!.first_name).toBe('Lucía');
  });

  it('refuses names shorter than 2 and a half-filled form with readable texts', async () => {
    const short = await register('x@example.com', 'A', 'Rojas');
    expect(short.statusCode).toBe(400);
    const half = await post('/mw/comandaapp/createuserapp', { em: 'y@example.com', nm: 'Ana' });
    expect(half.json().error).toMatchObject({ code: 'register_names', key: 'm1_err_register_names' });
    expect(await lastMail('y@example.com')).toBeUndefined();
  });
});

describe('e-mail and password sign-in (spec/2 §2, §5, §8)', () => {
  it('signs in with the password; a wrong password and an unknown e-mail read alike', async () => {
    await registered('pablo@example.com', 'pablo-clave-1');
    const ok = await loginPw('pablo@example.com', 'pablo-clave-1');
    expect(ok.statusCode).toBe(200);
    expect(ZLoginAnswer.parse(ok.json().data).pwd).toBe(true);
    for (const [em, pw] of [
      ['pablo@example.com', 'pablo-clave-2'],
      ['nadie@example.com', 'pablo-clave-1'],
      ['pablo@example.com', 'abc'],
    ] as const) {
      const bad = await loginPw(em, pw);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toEqual({
        code: 'login_failed',
        key: 'm1_err_login_password',
        message: 'Error en email o contraseña',
      });
    }
  });

  it('does not sign in by password an account that has only e-mail codes', async () => {
    await post('/mw/comandaapp/createuserapp', { em: 'solo-codigo@example.com' });
    expect((await loginPw('solo-codigo@example.com', '')).json().error.key).toBe('m1_err_login_password');
  });

  it('stores a scrypt hash, never the password, and logs neither', async () => {
    await registered('hash@example.com', 'secreto-largo-9');
    const [row] = await t.db.query<{ password_hash: string }>(
      "select password_hash from users where email = 'hash@example.com'",
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain('secreto');
    await loginPw('hash@example.com', 'secreto-largo-9');
    expect(logged.join('\n')).not.toContain('secreto-largo-9');
    expect(logged.join('\n')).not.toContain(row!.password_hash);
  });
});

describe('password change from the profile (POST /sapi/chclave, spec/2 §5, §7)', () => {
  it('checks the old password, and ends the other sessions', async () => {
    const { token } = await registered('rosa@example.com', 'rosa-clave-1');
    const other = ZLoginAnswer.parse((await loginPw('rosa@example.com', 'rosa-clave-1')).json().data).tot1;
    const noOld = await post('/sapi/chclave', { clave1: 'rosa-clave-2' }, token);
    expect(noOld.json().error).toMatchObject({ code: 'old_password', key: 'm1_err_old_password' });
    const wrongOld = await post('/sapi/chclave', { clave1: 'rosa-clave-2', clave0: 'rosa-clave-9' }, token);
    expect(wrongOld.statusCode).toBe(400);
    const short = await post('/sapi/chclave', { clave1: 'corta', clave0: 'rosa-clave-1' }, token);
    expect(short.statusCode).toBe(400);
    const ok = await post('/sapi/chclave', { clave1: 'rosa-clave-2', clave0: 'rosa-clave-1' }, token);
    expect(ok.json()).toEqual({ ok: true, data: { done: true } });
    expect((await loginPw('rosa@example.com', 'rosa-clave-1')).statusCode).toBe(400);
    expect((await loginPw('rosa@example.com', 'rosa-clave-2')).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/srv/profileinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ZProfile.parse(mine.json().data).pwd).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/srv/profileinfo',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.statusCode).toBe(401);
  });

  it('is for signed-in diners only', async () => {
    expect((await post('/sapi/chclave', { clave1: 'abcdefgh' })).statusCode).toBe(401);
  });
});

describe('forgot password and the reset link (spec/2 §4 Password reset page, §7, §8)', () => {
  it('mails a link /l/pwdreset/{code}/{tag} that is checked, resets once, and ends every session', async () => {
    const { token } = await registered('ines@example.com', 'ines-clave-1');
    expect((await forgot('ines@example.com')).json()).toEqual({ ok: true, data: { done: true } });
    const [code, tag] = (await linkIn('ines@example.com', '/l/pwdreset')).split('/');
    const check = await t.app.inject({ method: 'GET', url: `/sapi/pwdreset?tipo=1&idr=${code}&tgr=${tag}` });
    expect(check.json()).toEqual({ ok: true, data: { email: 'ines@example.com' } });
    const reset = { email: 'ines@example.com', xmod: 2000, pw: 'ines-nueva-2', idr: code, tgr: tag };
    const short = await post('/sapi/pwdreset', { ...reset, pw: 'corta' });
    expect(short.json().error).toMatchObject({
      key: 'm1_err_reset_password',
      message: 'Error en la contraseña ingresada. No se pudo restablecer la contraseña.',
    });
    expect((await post('/sapi/pwdreset', reset)).json()).toEqual({ ok: true, data: { done: true } });
    expect((await loginPw('ines@example.com', 'ines-clave-1')).statusCode).toBe(400);
    expect((await loginPw('ines@example.com', 'ines-nueva-2')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/srv/profileinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    // Single use: the link, checked or used again, is refused with the spec's text.
    const again = await post('/sapi/pwdreset', { ...reset, pw: 'ines-otra-3' });
    expect(again.json().error).toMatchObject({
      code: 'reset_link',
      message: 'Error en los datos o link caducado. No se puede restablecer la contraseña.',
    });
    const recheck = await t.app.inject({ method: 'GET', url: `/sapi/pwdreset?idr=${code}&tgr=${tag}` });
    expect(recheck.statusCode).toBe(400);
  });

  it('refuses an expired link, a wrong tag, another e-mail, and an older link once a new one went out', async () => {
    await registered('olga@example.com', 'olga-clave-1');
    await forgot('olga@example.com');
    const [first, firstTag] = (await linkIn('olga@example.com', '/l/pwdreset')).split('/');
    await forgot('olga@example.com');
    const [code, tag] = (await linkIn('olga@example.com', '/l/pwdreset')).split('/');
    const reset = { email: 'olga@example.com', xmod: 2000, pw: 'olga-nueva-2', idr: code, tgr: tag };
    expect((await post('/sapi/pwdreset', { ...reset, idr: first, tgr: firstTag })).statusCode).toBe(400);
    expect((await post('/sapi/pwdreset', { ...reset, tgr: `${tag}x` })).statusCode).toBe(400);
    expect((await post('/sapi/pwdreset', { ...reset, email: 'pablo@example.com' })).statusCode).toBe(400);
    now = new Date(start.getTime() + 3600 * 1000);
    const late = await post('/sapi/pwdreset', reset);
    now = start;
    expect(late.json().error.key).toBe('m1_err_reset_link');
    expect((await loginPw('olga@example.com', 'olga-clave-1')).statusCode).toBe(200);
  });

  it('answers alike for an unknown e-mail, and mails nothing', async () => {
    expect((await forgot('fantasma@example.com')).json()).toEqual({ ok: true, data: { done: true } });
    expect(await lastMail('fantasma@example.com')).toBeUndefined();
  });

  it('holds reset mail to 5 per e-mail in 10 minutes, like the login codes', async () => {
    await registered('limite@example.com', 'limite-clave-1');
    for (let i = 0; i < 5; i++) expect((await forgot('limite@example.com')).statusCode).toBe(200);
    const sixth = await forgot('limite@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('rate_limited');
  });
});

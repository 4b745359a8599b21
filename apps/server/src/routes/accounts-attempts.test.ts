import { LOGIN_CODE_MAX_ATTEMPTS } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 10 item 4: asking for a new code does not reset a code's failed attempts, and the attacker of the
// issue (500 wrong codes against one address while 100 codes were mailed to its owner) meets 429s.
let now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // Real per-address limits: the attack comes from one address, as in the issue.
  t = await createTestApp({ clock: () => now, http: { clientLimitScale: 1 } });
});
afterAll(() => t.close());

const askCode = (em: string, remoteAddress = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/mw/comandaapp/createuserapp', payload: { em }, remoteAddress });
const login = (em: string, cd: string, remoteAddress = '10.3.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/srv/security/login',
    payload: { em, cd, xmod: 2000 },
    remoteAddress,
  });
/** The attacker's i-th guess, in the codes' own alphabet. */
const guess = (i: number) =>
  Array.from({ length: 6 }, (_, d) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(i / 32 ** d) % 32]).join(
    '',
  );
const mailsTo = async (em: string) =>
  ((await t.app.inject({ method: 'GET', url: '/srv/dev/outbox' })).json().data as { to: string }[]).filter(
    (m) => m.to === em,
  ).length;

describe('login code attempts (spec/2 §4 Login, issue 10 item 4)', () => {
  it('keeps the failed tries of a replaced code: a new code does not buy new guesses', async () => {
    const em = 'carry@example.com';
    await askCode(em, '10.3.1.1');
    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS - 1; i++) await login(em, 'WRONG2', '10.3.1.2');
    await askCode(em, '10.3.1.3');
    const code = await codeFromOutbox(t.app, em);
    expect((await login(em, 'WRONG3', '10.3.1.4')).json().error.code).toBe('invalid_code');
    // The fifth wrong try voids the new code too: even the right one is refused now.
    expect((await login(em, code, '10.3.1.5')).json().error).toEqual({
      code: 'invalid_code',
      message: 'Código inválido',
      key: 'm1_err_code_invalid',
    });
    const again = await askCode(em, '10.3.1.6');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('600');
    expect(again.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Demasiados intentos con un código incorrecto. Intenta de nuevo en 10 minutos.',
      key: 'p1_err_code_attempts_minutes',
      params: { count: 10 },
    });
    // Once the last code has expired, the owner asks again and signs in.
    now = new Date(now.getTime() + 601_000);
    expect((await askCode(em, '10.3.1.7')).statusCode).toBe(200);
    expect((await login(em, await codeFromOutbox(t.app, em), '10.3.1.8')).statusCode).toBe(200);
  });

  it('turns 500 wrong codes from one address, with 100 new codes asked meanwhile, into 429s', async () => {
    const em = 'victim@example.com';
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const started = performance.now();
    for (let i = 0; i < 500; i++) {
      if (i % 5 === 0) {
        const res = await askCode(em);
        count(`ask ${res.statusCode}`);
      }
      const res = await login(em, guess(i));
      count(`login ${res.statusCode} ${res.json().error?.code ?? 'ok'}`);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
    }
    const elapsed = performance.now() - started;
    console.info(`attack: ${JSON.stringify(Object.fromEntries(statuses))} in ${elapsed.toFixed(0)} ms`);
    // Only the first codes were mailed (5 per e-mail in 10 minutes), and the code was compared at most
    // LOGIN_CODE_MAX_ATTEMPTS times; every other try was refused before it reached the code.
    expect(await mailsTo(em)).toBeLessThanOrEqual(5);
    const [row] = await t.db.query<{ attempts: number }>(
      'select attempts from login_codes where email = $1',
      [em],
    );
    expect(row?.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);
    expect(statuses.get('login 400 invalid_code')).toBeLessThanOrEqual(10);
    expect(statuses.get('login 429 rate_limited')).toBeGreaterThanOrEqual(490);
    expect(statuses.get('login 200 ok')).toBeUndefined();
    const sessions = await t.db.query(
      'select 1 from sessions s join users u on u.id = s.user_id where u.email = $1',
      [em],
    );
    expect(sessions).toHaveLength(0);
  });
});

import { formatServerText } from '@comanda/i18n/server-text';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { installErrorHandler } from './errors.ts';
import { LIMITS, type Limit } from './limits.ts';
import { installRateLimits } from './rate-limits.ts';
import { tooMany } from './too-many.ts';

// Issue 10 item 4: every limit of the table, at its real size (no per-address scale), answers 429 with the
// server's envelope, a Spanish message saying when to try again, and Retry-After.
let t: TestApp;
beforeAll(async () => {
  // Social sign-in's routes exist only with a provider configured; this one is never reached (discard port).
  const google = {
    id: 'google' as const,
    kind: 'oidc' as const,
    issuer: 'http://127.0.0.1:9',
    clientId: 'c',
    clientSecret: 's',
  };
  t = await createTestApp({ http: { clientLimitScale: 1 }, social: { providers: [google], sandbox: false } });
});
afterAll(() => t.close());

let counter = 0;
/** A request that falls in the limit's counter, and only in it: fresh e-mail, cart and token otherwise. */
function requestFor(route: string, limit: Limit, key: string) {
  const [method, path] = route.split(' ') as ['POST', string];
  const url = path.replace(':provider', 'google');
  const unique = `k${++counter}`;
  const payload = {
    em: limit.per === 'email' ? `${key}@example.com` : `${unique}@example.com`,
    cartId: limit.per === 'cart' ? `cart-${key}-aaaaaaaaaaaa` : `cart-${unique}-aaaaaaaaaaaa`,
  };
  const token = limit.per === 'token' ? key : unique;
  // One address for a per-address limit; otherwise a new one each time, so that its counter is never met.
  const remoteAddress = limit.per === 'address' ? '10.9.9.9' : `10.1.${counter % 250}.${counter % 7}`;
  return { method, url, payload, remoteAddress, headers: { authorization: `Bearer ${token}` } };
}

describe('rate limits (issue 10 item 4, http/limits.ts)', () => {
  for (const entry of LIMITS) {
    for (const limit of entry.limits) {
      it(`${entry.route}: ${limit.max} per ${limit.per} in ${limit.windowSeconds} s, then 429`, async () => {
        const key = `${limit.per}${entry.route.length}${counter}`;
        for (let i = 0; i < limit.max; i++) {
          const res = await t.app.inject(requestFor(entry.route, limit, key));
          expect(res.statusCode, res.body).not.toBe(429);
        }
        const refused = await t.app.inject(requestFor(entry.route, limit, key));
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        const wait = retryAfter < 60 ? `${retryAfter} segundos` : `${Math.ceil(retryAfter / 60)} minutos`;
        expect(refused.json()).toEqual({
          ok: false,
          error: {
            code: 'rate_limited',
            message: expect.stringMatching(
              /^Demasiados intentos seguidos\. Intenta de nuevo en \d+ (segundos?|minutos?)\.$/,
            ),
            key: retryAfter < 60 ? 'p1_err_rate_limited_seconds' : 'p1_err_rate_limited_minutes',
            params: { count: retryAfter < 60 ? retryAfter : Math.ceil(retryAfter / 60) },
          },
        });
        if (retryAfter > 1 && retryAfter < 60) expect(refused.json().error.message).toContain(wait);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
      });
    }
  }

  it('counts each e-mail on its own: a flood against one leaves another alone', async () => {
    for (let i = 0; i < 6; i++)
      await t.app.inject({
        method: 'POST',
        url: '/mw/comandaapp/createuserapp',
        payload: { em: 'flooded@example.com' },
        remoteAddress: `10.2.0.${i}`,
      });
    const other = await t.app.inject({
      method: 'POST',
      url: '/mw/comandaapp/createuserapp',
      payload: { em: 'calm@example.com' },
      remoteAddress: '10.2.0.1',
    });
    expect(other.statusCode).toBe(200);
  });

  it('raises per-address limits by COMANDA_RATE_LIMIT_SCALE, never the per-e-mail ones', {
    timeout: 90_000,
  }, async () => {
    const scaled = await createTestApp({ http: { clientLimitScale: 10 } });
    try {
      const ask = (em: string) =>
        scaled.app.inject({ method: 'POST', url: '/mw/comandaapp/createuserapp', payload: { em } });
      // 35 different e-mails from one address: above 30, below 30 × 10.
      for (let i = 0; i < 35; i++) expect((await ask(`p${i}@example.com`)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await ask('same@example.com');
      expect((await ask('same@example.com')).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it('describes the wait in words, with a real plural in each language', () => {
    const message = (seconds: number) => tooMany(seconds).message;
    expect(message(1)).toBe('Demasiados intentos seguidos. Intenta de nuevo en 1 segundo.');
    expect(message(45)).toBe('Demasiados intentos seguidos. Intenta de nuevo en 45 segundos.');
    expect(message(60)).toBe('Demasiados intentos seguidos. Intenta de nuevo en 1 minuto.');
    expect(message(540)).toBe('Demasiados intentos seguidos. Intenta de nuevo en 9 minutos.');
    const refusal = tooMany(1);
    expect(formatServerText(refusal.key, refusal.params, 'en')).toBe(
      'Too many attempts in a row. Try again in 1 second.',
    );
    expect(refusal.headers).toEqual({ 'retry-after': '1' });
  });

  it('stops the start when a limit names a route that does not exist', async () => {
    const app = Fastify();
    installErrorHandler(app);
    await installRateLimits(app, {
      clientLimitScale: 1,
      table: [
        { route: 'POST /srv/nowhere', limits: [{ per: 'address', max: 1, windowSeconds: 60 }], reason: 'x' },
      ],
    });
    app.post('/srv/somewhere', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow('POST /srv/nowhere');
  });
});

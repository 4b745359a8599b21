import { ZLoginAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalIdp, startLocalIdp } from '../dev/local-idp.ts';
import {
  atCallback,
  atProvider,
  type BackAtPlatform,
  type SandboxPerson,
} from '../testing/local-idp-browser.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Social sign-in (issue 16 item 1) through the whole redirect flow: the platform (app.inject) and the local
// OpenID Connect provider (real HTTP on a free port), the browser's part played by fetch with a cookie jar.
const PUBLIC_URL = 'http://localhost:8080';
let offsetMs = 0;
let idp: LocalIdp;
let t: TestApp;
beforeAll(async () => {
  idp = await startLocalIdp({ host: '127.0.0.1', port: 0, publicUrl: PUBLIC_URL });
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    clock: () => new Date(Date.now() + offsetMs),
    social: {
      // Apple hidden on one host (spec/2 §2 'Apple hidden on some hosts').
      providers: idp.settings.map((s) =>
        s.kind === 'apple' ? { ...s, hiddenHosts: ['sin-apple.example'] } : s,
      ),
      sandbox: true,
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

type Person = SandboxPerson;
type Act = { person?: Person; cancel?: true };

const toProvider = (authorizeUrl: string, act: Act) => atProvider(idp, PUBLIC_URL, authorizeUrl, act);

const start = (provider: string, back = '/r/cl/pizzeria-forestal/101/menu') =>
  t.app.inject({
    method: 'GET',
    url: `/srv/security/oidc/${provider}/start?back=${encodeURIComponent(back)}`,
  });
const callback = (back: BackAtPlatform | URL) =>
  atCallback(t.app, PUBLIC_URL, back instanceof URL ? { url: back, form: null } : back);
const session = (ticket: string) =>
  t.app.inject({ method: 'POST', url: '/srv/security/oidc/session', payload: { ticket } });

/** A whole sign-in as a person does it; answers what the landing page gets. */
async function signInWith(provider: string, act: Act, back?: string) {
  const started = await start(provider, back);
  expect(started.statusCode).toBe(303);
  return callback(await toProvider(started.headers.location as string, act));
}

async function accountOf(landing: URLSearchParams) {
  const res = await session(landing.get('ticket') ?? '');
  expect(res.statusCode).toBe(200);
  return ZLoginAnswer.parse(res.json().data);
}

describe('social sign-in over OpenID Connect with the local provider (issue 16 item 1)', () => {
  it('lists the configured providers and starts a code flow with PKCE, state and nonce', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/srv/security/oidc/providers' });
    expect(list.json().data).toEqual({
      providers: ['google', 'facebook', 'linkedin', 'apple', 'vk'],
      sandbox: true,
    });
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/srv/security/oidc/providers',
      headers: { host: 'sin-apple.example:8080' },
    });
    expect(hidden.json().data.providers).toEqual(['google', 'facebook', 'linkedin', 'vk']);
    const url = new URL((await start('google')).headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe('google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/srv/security/oidc/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates an account for a new verified e-mail, named by the provider, and finds it again', async () => {
    const first = await signInWith('google', {
      person: { email: 'Nueva.Social@Example.com', given: 'Nora' },
    });
    expect(first.get('back')).toBe('/r/cl/pizzeria-forestal/101/menu');
    const account = await accountOf(first);
    expect(account.detApp.em).toBe('nueva.social@example.com');
    expect(account.detApp.nm).toBe('Nora');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/srv/profileinfo',
      headers: { authorization: `Bearer ${account.tot1}` },
    });
    expect(profile.json().data.id).toBe(account.id);
    const again = await accountOf(
      await signInWith('google', { person: { email: 'nueva.social@example.com' } }),
    );
    expect(again.id).toBe(account.id);
    expect(again.tot1).not.toBe(account.tot1);
  });

  it('links an existing account of the same e-mail, keeping its name, from any provider', async () => {
    const token = await signIn(t.app, 'ya.existe@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/srv/profilesave',
      headers: { authorization: `Bearer ${token}` },
      payload: { nm: 'Yolanda', ln: 'Existe' },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/srv/profileinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    const viaGoogle = await accountOf(
      await signInWith('google', { person: { email: 'ya.existe@example.com', given: 'Otro' } }),
    );
    expect(viaGoogle.id).toBe(mine.json().data.id);
    expect(viaGoogle.detApp.nm).toBe('Yolanda');
    const viaFacebook = await accountOf(
      await signInWith('facebook', { person: { email: 'ya.existe@example.com' } }),
    );
    expect(viaFacebook.id).toBe(viaGoogle.id);
    const rows = await t.db.query<{ provider: string }>(
      "select provider from account_identities where email = 'ya.existe@example.com' order by provider",
    );
    expect(rows.map((r) => r.provider)).toEqual(['facebook', 'google']);
  });

  it('answers bit 4096 when the e-mail is not shared, and refuses an unverified one', async () => {
    const denied = await signInWith('linkedin', {
      person: { email: 'sin.permiso@example.com', share: false },
    });
    expect(Object.fromEntries(denied)).toEqual({ error: '4096', back: '/r/cl/pizzeria-forestal/101/menu' });
    const unverified = await signInWith('apple', {
      person: { email: 'sin.verificar@example.com', unverified: true },
    });
    expect(unverified.get('error')).toBe('social_unverified');
    const users = await t.db.query(
      "select 1 from users where email in ('sin.permiso@example.com', 'sin.verificar@example.com')",
    );
    expect(users).toHaveLength(0);
  });

  it('says a cancel at the provider, back where the diner was', async () => {
    const landing = await signInWith('vk', { cancel: true }, '/l/cart');
    expect(Object.fromEntries(landing)).toEqual({ error: 'social_cancelled', back: '/l/cart' });
  });

  it('refuses a forged, replayed or expired state, and a ticket used twice', async () => {
    const forged = await callback(
      new URL(`${PUBLIC_URL}/srv/security/oidc/google/callback?code=x&state=forged`),
    );
    expect(Object.fromEntries(forged)).toEqual({ error: 'social_expired', back: '/' });

    const started = await start('google');
    const back = await toProvider(started.headers.location as string, {
      person: { email: 'replay@example.com' },
    });
    const first = await callback(back);
    expect((await callback(back)).get('error')).toBe('social_expired');
    expect((await session(first.get('ticket')!)).statusCode).toBe(200);
    const twice = await session(first.get('ticket')!);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({ code: 'social_ticket', key: 'm1_err_social_ticket' });

    const slow = await start('google');
    const late = await toProvider(slow.headers.location as string, {
      person: { email: 'tarde@example.com' },
    });
    offsetMs = 11 * 60_000;
    try {
      expect((await callback(late)).get('error')).toBe('social_expired');
    } finally {
      offsetMs = 0;
    }
  });

  it('never sends the diner off the site: a foreign back is the home page', async () => {
    const landing = await signInWith(
      'google',
      { person: { email: 'vuelta@example.com' } },
      '//evil.example/x',
    );
    expect(landing.get('back')).toBe('/');
  });
});

describe('social sign-in with no provider configured', () => {
  it('offers no buttons and has no sign-in routes', async () => {
    const bare = await createTestApp();
    try {
      const list = await bare.app.inject({ method: 'GET', url: '/srv/security/oidc/providers' });
      expect(list.json().data).toEqual({ providers: [], sandbox: false });
      for (const url of [
        '/srv/security/oidc/google/start',
        '/srv/security/oidc/google/callback?code=x&state=y',
      ]) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
      const ticket = await bare.app.inject({
        method: 'POST',
        url: '/srv/security/oidc/session',
        payload: { ticket: 'x' },
      });
      expect(ticket.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('a configured platform answers 404 for a provider it does not offer', async () => {
    const one = await createTestApp({ social: { providers: idp.settings.slice(0, 1), sandbox: false } });
    try {
      const res = await one.app.inject({ method: 'GET', url: '/srv/security/oidc/vk/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.key).toBe('m1_err_social_unknown');
    } finally {
      await one.close();
    }
  });
});

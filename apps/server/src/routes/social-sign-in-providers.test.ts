import { ZLoginAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalIdp, startLocalIdp } from '../dev/local-idp.ts';
import { atCallback, atProvider, type SandboxPerson } from '../testing/local-idp-browser.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Each protocol's adapter (issue 16 item 1) against the local provider speaking as the real one: Facebook and
// VKontakte over OAuth 2 with their profile calls (Graph /me, VK ID user_info), Apple over OpenID Connect with
// form_post, its `user` field and its signed client secret.
const PUBLIC_URL = 'http://localhost:8080';
let idp: LocalIdp;
let t: TestApp;
beforeAll(async () => {
  idp = await startLocalIdp({ host: '127.0.0.1', port: 0, publicUrl: PUBLIC_URL });
  t = await createTestApp({ publicUrl: PUBLIC_URL, social: { providers: idp.settings, sandbox: true } });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const start = async (provider: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/srv/security/oidc/${provider}/start?back=/l/cart` });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
};
const signInWith = async (provider: string, person: SandboxPerson) =>
  atCallback(t.app, PUBLIC_URL, await atProvider(idp, PUBLIC_URL, await start(provider), { person }));
async function accountOf(landing: URLSearchParams) {
  expect(landing.get('error')).toBeNull();
  const res = await t.app.inject({
    method: 'POST',
    url: '/srv/security/oidc/session',
    payload: { ticket: landing.get('ticket') },
  });
  expect(res.statusCode).toBe(200);
  return ZLoginAnswer.parse(res.json().data);
}
const identities = (email: string) =>
  t.db.query<{ provider: string; subject: string }>(
    'select provider, subject from account_identities where email = $1 order by provider',
    [email],
  );

/** The adapter's common proof: new account, same account again, bad state, unverified e-mail not linked. */
function commonProof(provider: 'facebook' | 'vk' | 'apple') {
  it('makes a new account named by the provider, and finds the same one on the second sign-in', async () => {
    const email = `nuevo.${provider}@example.com`;
    const first = await accountOf(await signInWith(provider, { email, given: 'Nadia', family: 'Prueba' }));
    expect(first.detApp).toMatchObject({ em: email, nm: 'Nadia', ln: 'Prueba' });
    const again = await accountOf(await signInWith(provider, { email, given: 'Otra' }));
    expect(again.id).toBe(first.id);
    expect(again.detApp.nm).toBe('Nadia');
    expect(await identities(email)).toEqual([{ provider, subject: expect.stringMatching(/^sandbox-/) }]);
  });

  it('refuses a state it did not open, and one already used', async () => {
    const back = await atProvider(idp, PUBLIC_URL, await start(provider), {
      person: { email: `estado.${provider}@example.com` },
    });
    const forged = new URL(back.url);
    const forgedForm = back.form && new URLSearchParams(back.form);
    if (forgedForm) forgedForm.set('state', 'forged');
    else forged.searchParams.set('state', 'forged');
    expect(
      Object.fromEntries(await atCallback(t.app, PUBLIC_URL, { url: forged, form: forgedForm })),
    ).toEqual({ error: 'social_expired', back: '/' });
    expect((await atCallback(t.app, PUBLIC_URL, back)).get('ticket')).toBeTruthy();
    expect((await atCallback(t.app, PUBLIC_URL, back)).get('error')).toBe('social_expired');
  });

  it('does not link an e-mail the provider does not vouch for to the account that has it', async () => {
    const email = `cuenta.${provider}@example.com`;
    await signIn(t.app, email);
    const landing = await signInWith(provider, { email, unverified: true });
    // Facebook and VK ID give no unconfirmed e-mail (bit 4096); Apple says it is not verified.
    expect(landing.get('error')).toBe(provider === 'apple' ? 'social_unverified' : '4096');
    expect(await identities(email)).toEqual([]);
  });
}

describe('Facebook over OAuth 2 with the Graph /me', () => {
  commonProof('facebook');

  it('asks with state and PKCE, no OpenID Connect nonce, for the e-mail and public profile', async () => {
    const url = new URL(await start('facebook'));
    expect(url.href.startsWith(`${idp.issuer}/auth?`)).toBe(true);
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it("the sandbox Graph answers only its own client's live tokens, with a right appsecret_proof", async () => {
    const graph = `${idp.issuer}/graph/v23.0/me?fields=id,email`;
    const res = await fetch(graph, { headers: { authorization: 'Bearer made-up' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: object }).error).toMatchObject({
      type: 'OAuthException',
      code: 190,
    });
    const proof = await fetch(`${graph}&appsecret_proof=${'0'.repeat(64)}`, {
      headers: { authorization: 'Bearer made-up' },
    });
    expect(((await proof.json()) as { error: { message: string } }).error.message).toContain(
      'appsecret_proof',
    );
  });
});

describe('VKontakte over VK ID (OAuth 2.1) with user_info', () => {
  commonProof('vk');

  it('asks with state and PKCE for the personal info and the e-mail', async () => {
    const url = new URL(await start('vk'));
    expect(url.searchParams.get('scope')).toBe('vkid.personal_info email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe('vk');
  });

  it('answers bit 4096 when the person keeps the e-mail from the app', async () => {
    const landing = await signInWith('vk', { email: 'sin.correo.vk@example.com', share: false });
    expect(Object.fromEntries(landing)).toEqual({ error: '4096', back: '/l/cart' });
  });

  it('the sandbox user_info refuses a token VK ID did not issue to the app', async () => {
    const res = await fetch(`${idp.issuer}/oauth2/user_info`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'vk', access_token: 'made-up' }),
    });
    expect(await res.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('Apple with form_post and its signed client secret', () => {
  commonProof('apple');

  it('asks for the name and e-mail with the answer posted, state, nonce and PKCE', async () => {
    const url = new URL(await start('apple'));
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('openid email name');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('reads the name from the `user` field of the first answer only', async () => {
    const person = { email: 'nombre.apple@example.com', given: 'Abril', family: 'Manzano' };
    const first = await atProvider(idp, PUBLIC_URL, await start('apple'), { person });
    expect(JSON.parse(first.form!.get('user')!)).toEqual({
      name: { firstName: 'Abril', lastName: 'Manzano' },
      email: 'nombre.apple@example.com',
    });
    const account = await accountOf(await atCallback(t.app, PUBLIC_URL, first));
    expect(account.detApp).toMatchObject({ nm: 'Abril', ln: 'Manzano' });
    const second = await atProvider(idp, PUBLIC_URL, await start('apple'), { person });
    expect(second.form!.has('user')).toBe(false);
  });

  it("accepts Apple's private relay address as the account's e-mail", async () => {
    const landing = await signInWith('apple', { email: 'oculto@example.com', hideEmail: true });
    const account = await accountOf(landing);
    expect(account.detApp.em).toMatch(/^[0-9a-f]{16}@privaterelay\.appleid\.com$/);
    const users = await t.db.query("select 1 from users where email = 'oculto@example.com'");
    expect(users).toHaveLength(0);
  });

  it('is refused by Apple when its client secret is not signed with the team key', async () => {
    const forged = idp.settings.map((setting) =>
      setting.kind === 'apple' ? { ...setting, keyId: 'OTHERKEY' } : setting,
    );
    const other = await createTestApp({
      publicUrl: PUBLIC_URL,
      social: { providers: forged, sandbox: true },
    });
    try {
      const started = await other.app.inject({ method: 'GET', url: '/srv/security/oidc/apple/start' });
      const back = await atProvider(idp, PUBLIC_URL, started.headers.location as string, {
        person: { email: 'firma@example.com' },
      });
      expect((await atCallback(other.app, PUBLIC_URL, back)).get('error')).toBe('social_failed');
    } finally {
      await other.close();
    }
  });

  it('a malformed posted answer is a readable 400 that changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/security/oidc/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${'x'.repeat(300)}&code=c`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});

import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type TSocialProvider } from '@comanda/domain';
import Provider from 'oidc-provider';
import type { AppleSetting, SocialProviderSetting } from '../config-social.ts';
import {
  appleSecretCheck,
  createProfileApis,
  emailFor,
  readBody,
  type SandboxPerson,
} from './local-idp-apis.ts';
import { localIdpLoginPage } from './local-idp-page.ts';

/**
 * 'Proveedor de identidad de prueba' (issue 16 item 1): a real OpenID Connect provider (oidc-provider) on its own
 * port, standing in for every social provider the configuration lacks, so that the whole redirect flow — the
 * authorization code with PKCE, state, nonce, signed ID tokens, UserInfo — runs in development and tests. Each
 * provider is spoken as the real one is: Google and LinkedIn as OpenID Connect; Facebook and VKontakte as OAuth 2
 * with their profile calls (local-idp-apis.ts: a Graph /me, VK ID's user_info); Apple with its answer posted
 * (form_post, the name in a `user` field the first time), its signed client secret checked, and 'Hide My Email'.
 * Its login screen asks for an e-mail and a name (and lets one refuse to share the e-mail, or cancel). One client
 * per provider (client id = provider id). Demo entry only (COMANDA_SANDBOX_IDP; off in production).
 */
export async function startLocalIdp(options: {
  host: string;
  port: number;
  /** The platform's public origin: each client's redirect URI is its callback there. */
  publicUrl: string;
  /** Which providers it stands in for; all by default. */
  providers?: readonly TSocialProvider[];
}) {
  const people = new Map<string, SandboxPerson>();
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
  const ids = options.providers ?? SOCIAL_PROVIDERS;
  // Secrets per start: nothing outside this process and its platform ever holds them.
  const secrets = Object.fromEntries(
    SOCIAL_PROVIDERS.map((id) => [id, `sandbox-${id}-${randomBytes(8).toString('hex')}`]),
  ) as Record<TSocialProvider, string>;
  // Apple's team key, whose private half the platform signs its client secret with.
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const apple: AppleSetting = {
    id: 'apple',
    kind: 'apple',
    issuer,
    clientId: 'apple',
    teamId: 'SANDBOXTEAM',
    keyId: 'SANDBOXKEY',
    privateKey: appleKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    hiddenHosts: [],
  };
  const settingOf = (id: TSocialProvider): SocialProviderSetting => {
    if (id === 'apple') return apple;
    if (id === 'google' || id === 'linkedin')
      return { id, kind: 'oidc', issuer, clientId: id, clientSecret: secrets[id] };
    return {
      id,
      kind: 'oauth2',
      clientId: id,
      // VK ID's exchange is a public client's, proved by PKCE.
      clientSecret: id === 'vk' ? '' : secrets[id],
      authorizationUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      profileUrl: id === 'facebook' ? `${issuer}/graph/v23.0` : `${issuer}/oauth2/user_info`,
    };
  };
  const settings = ids.map(settingOf);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  /** Apple sends the name once, on a person's first sign-in with the app. */
  const namedToApple = new Set<string>();

  const provider = new Provider(issuer, {
    clients: settings.map((setting) => ({
      client_id: setting.clientId,
      client_name: SOCIAL_PROVIDER_NAMES[setting.id],
      redirect_uris: [`${options.publicUrl}/srv/security/oidc/${setting.id}/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      ...(setting.id === 'vk'
        ? { token_endpoint_auth_method: 'none' }
        : { client_secret: secrets[setting.id], token_endpoint_auth_method: 'client_secret_post' }),
    })),
    jwks: { keys: [{ ...signingKey, kid: 'sandbox', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    // Facebook's and VK ID's scopes, and Apple's name (which it answers in the form, not as claims).
    scopes: ['openid', 'public_profile', 'vkid.personal_info', 'name'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    // Minutes are plenty for a sign-in; the platform keeps no provider token.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(ctx, subject) {
      const person = people.get(subject);
      if (!person) return undefined;
      const clientId = String(ctx.oidc.client?.clientId ?? '');
      // A person who refuses to share the e-mail: the provider answers without it (spec/2 §8, bit 4096).
      const email = emailFor(person, subject, clientId);
      const relay = email !== null && email !== person.email;
      return {
        accountId: subject,
        claims: async () => ({
          sub: subject,
          name: `${person.givenName} ${person.familyName}`.trim(),
          given_name: person.givenName,
          family_name: person.familyName,
          // Apple's relay addresses are verified: mail sent there reaches the person.
          ...(email ? { email, email_verified: relay || person.verified } : {}),
          ...(clientId === 'apple' && email ? { is_private_email: relay } : {}),
        }),
      };
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('Proveedor de identidad de prueba:', error));

  // Apple's signed client secret, checked before oidc-provider reads the token request.
  const checkAppleSecret = appleSecretCheck(
    apple,
    appleKey.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    secrets.apple,
  );
  provider.use(async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === '/token' && ctx.is('application/x-www-form-urlencoded')) {
      const form = await checkAppleSecret(new URLSearchParams(await readBody(ctx.req)));
      // oidc-provider reads an already read body from req.body (and says so once, a WARNING on the console).
      Object.assign(ctx.req, { body: form.toString() });
    }
    await next();
    // Apple's form_post answer carries the person's name on their first sign-in only.
    const accountId = ctx.oidc?.session?.accountId;
    const answer = typeof ctx.body === 'string' ? ctx.body : '';
    if (ctx.oidc?.client?.clientId !== 'apple' || !accountId || !answer.includes('name="code"')) return;
    const person = people.get(accountId);
    if (!person || namedToApple.has(accountId)) return;
    namedToApple.add(accountId);
    const user = JSON.stringify({
      name: { firstName: person.givenName, lastName: person.familyName },
      ...(emailFor(person, accountId, 'apple') ? { email: emailFor(person, accountId, 'apple') } : {}),
    });
    ctx.body = answer.replace(
      '<noscript>',
      `<input type="hidden" name="user" value="${escapeAttribute(user)}"/>\n    <noscript>`,
    );
  });

  const profileApis = createProfileApis(provider, people, secrets.facebook);
  const oidcCallback = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/(login|cancel))?$/.exec(url.pathname);
    if (!match) {
      profileApis(req, res, url)
        .then((answered) => {
          if (!answered) return oidcCallback(req, res);
        })
        .catch((error) => {
          console.error('Proveedor de identidad de prueba:', error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      return;
    }
    interaction(req, res, match[3]).catch((error) => {
      console.error('Proveedor de identidad de prueba:', error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Este ingreso ya no es válido: vuelve a la aplicación e inténtalo de nuevo.');
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET' && !action) {
      const clientId = details.params.client_id as TSocialProvider;
      const client = SOCIAL_PROVIDER_NAMES[clientId] ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(localIdpLoginPage({ uid: details.uid, client, hideEmail: clientId === 'apple' }));
    }
    if (req.method !== 'POST') throw new Error('unexpected interaction request');
    if (action === 'cancel') {
      const result = { error: 'access_denied', error_description: 'La persona canceló el ingreso' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const form = new URLSearchParams(await readBody(req));
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!email) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(localIdpLoginPage({ uid: details.uid, client: '', error: 'Escribe un correo.' }));
    }
    const subject = `sandbox-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
    people.set(subject, {
      email,
      givenName: (form.get('given_name') ?? '').trim(),
      familyName: (form.get('family_name') ?? '').trim(),
      share: form.get('share') === 'on',
      verified: form.get('unverified') !== 'on',
      hideEmail: form.get('hide_email') === 'on',
    });
    // Login and consent at once: the sandbox grants what the client asked for.
    const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    /** The social providers it stands in for, as the platform's configuration would name real ones. */
    settings,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type LocalIdp = Awaited<ReturnType<typeof startLocalIdp>>;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

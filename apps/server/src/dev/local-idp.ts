import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type TSocialProvider } from '@comanda/domain';
import Provider from 'oidc-provider';
import type { SocialProviderSetting } from '../config-social.ts';
import { localIdpLoginPage } from './local-idp-page.ts';

/** What the person typed on the login screen: the claims the provider vouches for. */
type SandboxPerson = {
  email: string;
  givenName: string;
  familyName: string;
  share: boolean;
  verified: boolean;
};

/**
 * 'Proveedor de identidad de prueba' (issue 16 item 1): a real OpenID Connect provider (oidc-provider) on its own
 * port, standing in for every social provider the configuration lacks, so that the whole redirect flow — the
 * authorization code with PKCE, state, nonce, signed ID tokens, UserInfo — runs in development and tests. Its
 * login screen asks for an e-mail and a name (and lets one refuse to share the e-mail, or cancel). One client
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
  // A secret per start: nothing outside this process and its platform ever holds it.
  const secret = (id: TSocialProvider) => `sandbox-${id}-${randomBytes(8).toString('hex')}`;
  const settings: SocialProviderSetting[] = ids.map((id) => ({
    id,
    issuer,
    clientId: id,
    clientSecret: secret(id),
  }));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: settings.map((setting) => ({
      client_id: setting.clientId,
      client_secret: setting.clientSecret,
      client_name: SOCIAL_PROVIDER_NAMES[setting.id],
      redirect_uris: [`${options.publicUrl}/srv/security/oidc/${setting.id}/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'sandbox', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
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
    async findAccount(_ctx, subject) {
      const person = people.get(subject);
      if (!person) return undefined;
      return {
        accountId: subject,
        claims: async () => ({
          sub: subject,
          name: `${person.givenName} ${person.familyName}`.trim(),
          given_name: person.givenName,
          family_name: person.familyName,
          // A person who refuses to share the e-mail: the provider answers without it (spec/2 §8, bit 4096).
          ...(person.share ? { email: person.email, email_verified: person.verified } : {}),
        }),
      };
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('Proveedor de identidad de prueba:', error));

  const oidcCallback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/(login|cancel))?$/.exec(
      new URL(req.url ?? '/', issuer).pathname,
    );
    if (!match) return void oidcCallback(req, res);
    interaction(req, res, match[3]).catch((error) => {
      console.error('Proveedor de identidad de prueba:', error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Este ingreso ya no es válido: vuelve a la aplicación e inténtalo de nuevo.');
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET' && !action) {
      const client = SOCIAL_PROVIDER_NAMES[details.params.client_id as TSocialProvider] ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(localIdpLoginPage({ uid: details.uid, client }));
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

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return body;
}

import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import type { OAuth2Setting } from '../config-social.ts';
import {
  callbackUrl,
  claimText,
  type ProviderCallback,
  type ProviderClaims,
  type SignInChecks,
  type SocialAdapter,
} from './provider-claims.ts';

/** A profile call gives up after this long: the diner waits on the callback. */
const PROFILE_TIMEOUT_MS = 10_000;

/**
 * An OAuth 2 provider without OpenID Connect (issue 16 item 1): Facebook Login and VK ID (OAuth 2.1). No discovery
 * and no ID token: openid-client's Configuration is made from the configured endpoints, the authorization code
 * flow carries state and PKCE (S256; VK ID requires it, Facebook accepts it), and the person is read from the
 * provider's profile call with the access token — Facebook's Graph /me, VK ID's user_info.
 */
export function createOAuth2Adapter(setting: OAuth2Setting, publicUrl: string): SocialAdapter {
  const server: oidc.ServerMetadata = {
    // No iss is promised (no authorization_response_iss_parameter_supported); a local provider that sends
    // one is checked against its own origin.
    issuer: new URL(setting.authorizationUrl).origin,
    authorization_endpoint: setting.authorizationUrl,
    token_endpoint: setting.tokenUrl,
  };
  // VK ID's code exchange is a public client's, proved by PKCE; Facebook's is the app's, with its secret.
  const auth = setting.clientSecret ? oidc.ClientSecretPost(setting.clientSecret) : oidc.None();
  const configuration = new oidc.Configuration(server, setting.clientId, undefined, auth);
  if (setting.tokenUrl.startsWith('http:')) oidc.allowInsecureRequests(configuration);
  configuration[oidc.customFetch] = withoutIdToken(setting.tokenUrl);
  const redirectUri = callbackUrl(publicUrl, setting.id);
  const profile = setting.id === 'facebook' ? facebookProfile : vkProfile;

  return {
    async begin() {
      const checks = { state: oidc.randomState(), nonce: '', codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: setting.id === 'facebook' ? 'email public_profile' : 'vkid.personal_info email',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
      });
      return { url: url.href, checks };
    },

    async finish(callback: ProviderCallback, checks: SignInChecks): Promise<ProviderClaims> {
      // VK ID names the browser's device in its answer and wants it (and the state) back with the code.
      const deviceId = callback.url.searchParams.get('device_id');
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        callback.url,
        { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state },
        {
          redirect_uri: redirectUri,
          ...(setting.id === 'vk'
            ? { state: checks.state, ...(deviceId ? { device_id: deviceId } : {}) }
            : {}),
        },
      );
      return profile(setting, tokens.access_token);
    },
  };
}

/**
 * The token answer as openid-client reads it, without an ID token: VK ID adds one that is no OpenID Connect
 * provider's (the person comes from user_info), and openid-client would judge it against this Configuration.
 */
function withoutIdToken(tokenUrl: string): oidc.CustomFetch {
  return async (url, options) => {
    // openid-client's body types are fetch's own (a Uint8Array is a BodyInit at run time).
    const response = await fetch(url, options as RequestInit);
    if (url !== tokenUrl || !response.ok) return response;
    const { id_token: _unused, ...rest } = (await response.json()) as Record<string, unknown>;
    return new Response(JSON.stringify(rest), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

async function getJson(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`profile call ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const ZGraphMe = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
});

/**
 * Facebook's Graph `GET /me?fields=id,email,first_name,last_name`, with the appsecret_proof Facebook asks of
 * server calls. Facebook answers only a confirmed primary e-mail (none for an account made with a phone, or when
 * the person declined it): the e-mail it gives is one it vouches for.
 */
async function facebookProfile(setting: OAuth2Setting, accessToken: string): Promise<ProviderClaims> {
  const url = new URL(`${setting.profileUrl}/me`);
  url.searchParams.set('fields', 'id,email,first_name,last_name');
  url.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', setting.clientSecret).update(accessToken).digest('hex'),
  );
  const me = ZGraphMe.parse(await getJson(url.href, { headers: { authorization: `Bearer ${accessToken}` } }));
  const email = claimText(me.email) || null;
  return {
    subject: me.id,
    email,
    emailVerified: email !== null,
    firstName: claimText(me.first_name),
    lastName: claimText(me.last_name),
    locale: '',
  };
}

const ZVkUserInfo = z.object({
  user: z.object({
    user_id: z.union([z.string().check(z.minLength(1)), z.number()]),
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
    email: z.optional(z.string()),
  }),
});

/**
 * VK ID's `POST /oauth2/user_info` (client_id and access_token as a form): `{ user: { user_id, first_name,
 * last_name, email? } }`. The e-mail is there only with the `email` scope granted and one bound to the account,
 * which VK ID confirms before it binds it: when given, it is vouched for.
 */
async function vkProfile(setting: OAuth2Setting, accessToken: string): Promise<ProviderClaims> {
  const body = new URLSearchParams({ client_id: setting.clientId, access_token: accessToken });
  const { user } = ZVkUserInfo.parse(await getJson(setting.profileUrl, { method: 'POST', body }));
  const email = claimText(user.email) || null;
  return {
    subject: String(user.user_id),
    email,
    emailVerified: email !== null,
    firstName: claimText(user.first_name),
    lastName: claimText(user.last_name),
    locale: '',
  };
}

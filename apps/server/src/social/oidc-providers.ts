import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import type { AppleSetting, OidcSetting } from '../config-social.ts';
import { createAppleClientSecret } from './apple-secret.ts';
import {
  callbackUrl,
  claimText,
  claimTrue,
  type ProviderCallback,
  type ProviderClaims,
  type SignInChecks,
  type SocialAdapter,
} from './provider-claims.ts';

/**
 * An OpenID Connect provider (issue 16 item 1) through openid-client: authorization code flow with PKCE (S256),
 * state and nonce, the ID token's signature, issuer, audience and nonce checked. Its discovery document is read
 * once, on first use, and read again after a failure. Google and LinkedIn authenticate with their client
 * secret; Apple with a secret it signs (apple-secret.ts), asks for the name and e-mail scopes, and answers by
 * form_post — with, on the first sign-in only, the person's name in a `user` form field.
 */
export function createOidcAdapter(
  setting: OidcSetting | AppleSetting,
  publicUrl: string,
  clock: () => Date,
): SocialAdapter {
  const apple = setting.kind === 'apple';
  const appleSecret = apple ? createAppleClientSecret(setting, clock) : null;
  // openid-client asks for the client's authentication synchronously: Apple's secret is signed (or renewed)
  // just before each exchange and read from here.
  let signedSecret = '';
  const clientAuth: oidc.ClientAuth = appleSecret
    ? (_as, client, body) => {
        body.set('client_id', client.client_id);
        body.set('client_secret', signedSecret);
      }
    : oidc.ClientSecretPost(setting.kind === 'oidc' ? setting.clientSecret : '');

  let discovered: Promise<oidc.Configuration> | null = null;
  const config = () => {
    if (!discovered) {
      // http is only ever a loopback issuer outside production (config-social.ts): a local provider.
      const insecure = setting.issuer.startsWith('http:');
      discovered = oidc.discovery(
        new URL(setting.issuer),
        setting.clientId,
        undefined,
        clientAuth,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      discovered.catch(() => {
        discovered = null;
      });
    }
    return discovered;
  };
  const redirectUri = callbackUrl(publicUrl, setting.id);

  return {
    async begin() {
      const configuration = await config();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: apple ? 'openid email name' : 'openid email profile',
        response_type: 'code',
        // Apple posts its answer when the name or e-mail is asked for.
        ...(apple ? { response_mode: 'form_post' } : {}),
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /** The e-mail from the UserInfo endpoint when the ID token lacks it (and the provider has one). */
    async finish(callback: ProviderCallback, checks: SignInChecks): Promise<ProviderClaims> {
      const configuration = await config();
      const { url, person } = answerOf(callback);
      if (appleSecret) signedSecret = await appleSecret();
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        url,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint)
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))),
        };
      return {
        subject: String(claims.sub),
        email: claimText(claims.email) || null,
        // Apple's private relay address (is_private_email) is verified like any other: mail reaches the person.
        emailVerified: claimTrue(claims.email_verified),
        firstName: claimText(claims.given_name) || person.firstName || claimText(claims.name),
        lastName: claimText(claims.family_name) || person.lastName,
        locale: claimText(claims.locale),
      };
    },
  };
}

/** Apple's `user` form field on a first sign-in: {"name":{"firstName","lastName"},"email"}. */
const ZAppleUser = z.object({
  name: z.optional(z.object({ firstName: z.optional(z.string()), lastName: z.optional(z.string()) })),
});

/**
 * The authorization answer as openid-client reads it — a posted form's fields in the URL, as it does with a
 * POST request — and the name Apple's `user` field carries (empty when absent or unreadable: only a name).
 */
function answerOf(callback: ProviderCallback) {
  const url = new URL(callback.url);
  let person = { firstName: '', lastName: '' };
  for (const [key, value] of callback.form ?? []) {
    if (key !== 'user') {
      url.searchParams.append(key, value);
      continue;
    }
    try {
      const name = ZAppleUser.parse(JSON.parse(value)).name;
      person = { firstName: claimText(name?.firstName), lastName: claimText(name?.lastName) };
    } catch {
      // A name that cannot be read is no reason to refuse the sign-in.
    }
  }
  return { url, person };
}

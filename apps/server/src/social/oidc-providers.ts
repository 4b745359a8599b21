import type { TSocialProvider } from '@comanda/domain';
import * as oidc from 'openid-client';
import type { SocialProviderSetting } from '../config-social.ts';

/** What a provider says about the person who signed in, as the account linking reads it. */
export type ProviderClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  locale: string;
};

/** The secrets of one sign-in, made at its start and checked at its callback. */
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * The configured OpenID Connect providers (issue 16 item 1), through openid-client: authorization code flow with
 * PKCE (S256), state and nonce. Each provider's discovery document is read once, on first use, and read again
 * after a failure. The redirect URI is this site's callback for the provider, at the public origin.
 */
export function createOidcProviders(settings: SocialProviderSetting[], publicUrl: string) {
  const byId = new Map(settings.map((setting) => [setting.id, setting]));
  const discovered = new Map<TSocialProvider, Promise<oidc.Configuration>>();

  const configOf = (id: TSocialProvider) => {
    const setting = byId.get(id);
    if (!setting) throw new Error(`social provider ${id} is not configured`);
    let config = discovered.get(id);
    if (!config) {
      // http is only ever a loopback issuer outside production (config-social.ts): a local provider.
      const insecure = setting.issuer.startsWith('http:');
      config = oidc.discovery(
        new URL(setting.issuer),
        setting.clientId,
        undefined,
        oidc.ClientSecretPost(setting.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      config.catch(() => discovered.delete(id));
      discovered.set(id, config);
    }
    return config;
  };

  const redirectUri = (id: TSocialProvider) => `${publicUrl}/srv/security/oidc/${id}/callback`;

  return {
    ids: settings.map((setting) => setting.id),
    has: (id: TSocialProvider) => byId.has(id),

    /** New secrets for a sign-in and the provider's authorization URL that carries them. */
    async begin(id: TSocialProvider): Promise<{ url: string; checks: SignInChecks }> {
      const config = await configOf(id);
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(id),
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /**
     * The callback: the code exchanged with the verifier, the ID token's signature, issuer, audience and nonce
     * checked (openid-client), its claims read; the e-mail from the UserInfo endpoint when the ID token lacks it.
     * Throws on any failure of the exchange or the checks.
     */
    async finish(id: TSocialProvider, callbackUrl: URL, checks: SignInChecks): Promise<ProviderClaims> {
      const config = await configOf(id);
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri(id) },
      );
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint)
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))),
        };
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return {
        subject: String(claims.sub),
        email: text(claims.email) || null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: text(claims.given_name) || text(claims.name),
        lastName: text(claims.family_name),
        locale: text(claims.locale),
      };
    },
  };
}

export type OidcProviders = ReturnType<typeof createOidcProviders>;
